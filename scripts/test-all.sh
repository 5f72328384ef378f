#!/usr/bin/env bash
# Installs everything the tests need and runs all of them: the Python suite (analysis, ground truth under the
# real jax on CPU, CLI, LSP over stdio, cross-file) and the VS Code extension (lint, type-check, package, and the
# end-to-end suite inside a real VS Code). This is the README's test command and exactly what .ci/run runs.
# What it installs and what it costs (time, disk) is in the README, section "Running the tests".
set -euo pipefail
cd "$(dirname "$0")/.."
START=$SECONDS

PY="${PYTHON:-python3}"
VENV="${JAX_MESH_VENV:-.venv}"
"$PY" -c 'import sys; sys.exit(sys.version_info < (3, 10))' || {
  echo "$PY is Python $("$PY" -c 'import platform; print(platform.python_version())'); jax-mesh-lsp needs 3.10 or newer" \
       "(set PYTHON=/path/to/python3.x)" >&2
  exit 1
}
if [ ! -x "$VENV/bin/python" ]; then
  if ! "$PY" -m venv "$VENV"; then
    # Debian and Ubuntu ship venv's pip bootstrap (ensurepip) in a package of its own.
    rm -rf "$VENV"
    if command -v apt-get >/dev/null 2>&1; then
      SUDO=""
      [ "$(id -u)" -eq 0 ] || SUDO="sudo"
      pkg="python$("$PY" -c 'import sys; print(f"{sys.version_info[0]}.{sys.version_info[1]}")')-venv"
      echo "== installing $pkg (python3 -m venv needs it on Debian/Ubuntu)" >&2
      $SUDO apt-get update -qq
      DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "$pkg" >/dev/null
      "$PY" -m venv "$VENV"
    else
      echo "could not create a virtual environment with $PY -m venv" >&2
      exit 1
    fi
  fi
fi
"$VENV/bin/python" -m pip install --quiet --upgrade pip
"$VENV/bin/python" -m pip install --quiet -e ".[test]"

echo "== Python tests"
set +e
"$VENV/bin/python" -m pytest -q -p no:cacheprovider "$@"
status=$?
set -e
if [ "$status" -eq 5 ]; then
  echo "pytest collected no tests: that is a failure here" >&2
  exit 1
fi
[ "$status" -eq 0 ] || exit "$status"
echo "== Python tests passed ($((SECONDS - START)) s so far)"

if [ "${JAX_MESH_SKIP_NODE:-0}" = "1" ]; then
  echo "JAX_MESH_SKIP_NODE=1: skipping the VS Code extension checks" >&2
  exit 0
fi
echo "== VS Code extension: install, lint, type-check, package, end-to-end in code-server"
npm ci --no-audit --no-fund --loglevel=error
npm run lint
npm run typecheck
JAX_MESH_E2E_PYTHON="$PWD/$VENV/bin/python" npm run test:e2e
echo "== all tests passed in $((SECONDS - START)) s"
