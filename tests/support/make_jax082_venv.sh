#!/usr/bin/env bash
# Creates (once) a virtual environment with jax 0.8.2 for the version-dependent ground-truth cases
# (tests/cases/versioned/, header `# EXPECT-0.8.2:`), and prints the path of its python on stdout.
#
# Idempotent: when the venv is complete (its marker file exists and it reports jax 0.8.2) it only prints
# the path; a half-made one (interrupted run) is removed and built again. The venv sees the system
# site-packages, so numpy, scipy, ml_dtypes and opt_einsum are reused when they satisfy jaxlib 0.8.2;
# jax and jaxlib 0.8.2 are installed inside it and shadow any system jax.
#   JAX082_VENV  the location (default: $HOME/.cache/jax-mesh-lsp/jax082)
#   PYTHON       the interpreter to build it from (default: python3)
set -euo pipefail

VENV="${JAX082_VENV:-${HOME}/.cache/jax-mesh-lsp/jax082}"
PY="${PYTHON:-python3}"
WANT="0.8.2"
MARKER="$VENV/.jax-mesh-lsp-complete"

ready() {
  [ -f "$MARKER" ] && [ -x "$VENV/bin/python" ] &&
    [ "$("$VENV/bin/python" -c 'import importlib.metadata as m; print(m.version("jax"), m.version("jaxlib"))' 2>/dev/null)" = "$WANT $WANT" ]
}

if ! ready; then
  rm -rf "$VENV"
  mkdir -p "$(dirname "$VENV")"
  "$PY" -m venv --system-site-packages "$VENV" >&2
  "$VENV/bin/python" -m pip install --quiet --disable-pip-version-check "jax==$WANT" "jaxlib==$WANT" >&2
  touch "$MARKER"
  ready || { echo "jax $WANT did not install into $VENV" >&2; exit 1; }
fi
echo "$VENV/bin/python"
