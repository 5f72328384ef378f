#!/usr/bin/env bash
# Installs everything the tests need and runs all of them: the Python suite (analysis, ground truth under the
# real jax on CPU, CLI, LSP over stdio, cross-file) and the VS Code extension (lint, type-check, package, and the
# end-to-end suite inside a real VS Code). This is the README's test command and exactly what .ci/run runs.
set -euo pipefail
cd "$(dirname "$0")/.."

PY="${PYTHON:-python3}"
VENV="${JAX_MESH_VENV:-.venv}"
if [ ! -x "$VENV/bin/python" ]; then
  "$PY" -m venv "$VENV"
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

if [ "${JAX_MESH_SKIP_NODE:-0}" = "1" ]; then
  echo "JAX_MESH_SKIP_NODE=1: skipping the VS Code extension checks" >&2
  exit 0
fi
echo "== VS Code extension: install, lint, type-check, package, end-to-end in code-server"
npm ci --no-audit --no-fund --loglevel=error
npm run lint
npm run typecheck
JAX_MESH_E2E_PYTHON="$PWD/$VENV/bin/python" npm run test:e2e
