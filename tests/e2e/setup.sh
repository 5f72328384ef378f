#!/usr/bin/env bash
# Installs what the end-to-end suite needs, idempotently:
#   - Debian packages: chromium (the browser that drives VS Code), libkrb5-dev + a C++ toolchain (code-server
#     compiles native modules), ripgrep, fonts for readable screenshots;
#   - Node 24 (the npm package `node@24`) and code-server, both cached outside the repository in
#     $JAX_MESH_E2E_CACHE (default: $HOME/.cache/jax-mesh-lsp-e2e), so a second run takes seconds;
#   - two Python interpreters for the suite: a bare virtual environment WITHOUT jax-mesh-lsp (the extension must
#     run its bundled server there), and $JAX_MESH_E2E_PYTHON (default: the repository's .venv, created when
#     missing) with the package installed, for `jaxMesh.importStrategy: fromEnvironment`.
# Prints the paths it set up; exits non-zero on any failure (CI must not skip the suite silently).
set -euo pipefail

# `npm run test:e2e` exports npm_* variables (npm_config_user_agent names the outer Node 20, npm_config_prefix,
# npm_config_cache, ...). The nested installs below run under Node 24 and must not inherit them: code-server's
# install script reads npm_config_user_agent and refuses ("requires node v24, detected node v20").
while IFS='=' read -r name _; do
  case "$name" in
    npm_*|NPM_*) unset "$name" ;;
  esac
done < <(env)
unset INIT_CWD NODE 2>/dev/null || true

CODE_SERVER_VERSION="${CODE_SERVER_VERSION:-4.139.1}"
NODE_MAJOR="${E2E_NODE_MAJOR:-24}"
CACHE="${JAX_MESH_E2E_CACHE:-$HOME/.cache/jax-mesh-lsp-e2e}"
mkdir -p "$CACHE"

log() { printf '[e2e-setup] %s\n' "$*" >&2; }

# --- Debian packages ---------------------------------------------------------------------------------------
missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
command -v rg >/dev/null 2>&1 || missing+=(ripgrep)
[ -e /usr/include/krb5.h ] || missing+=(libkrb5-dev)
command -v g++ >/dev/null 2>&1 || missing+=(g++)
command -v make >/dev/null 2>&1 || missing+=(make)
command -v python3 >/dev/null 2>&1 || missing+=(python3)
python3 -c "import ensurepip, venv" >/dev/null 2>&1 || missing+=(python3-venv)
dpkg -s fonts-dejavu-core >/dev/null 2>&1 || missing+=(fonts-dejavu-core)
dpkg -s fonts-liberation >/dev/null 2>&1 || missing+=(fonts-liberation)
if [ ${#missing[@]} -gt 0 ]; then
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  log "apt-get install ${missing[*]}"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

# --- Node for code-server ------------------------------------------------------------------------------------
NODE_DIR="$CACHE/node$NODE_MAJOR"
NODE_BIN="$NODE_DIR/node_modules/node/bin"
if [ ! -x "$NODE_BIN/node" ] || ! "$NODE_BIN/node" --version | grep -q "^v$NODE_MAJOR\."; then
  log "installing node@$NODE_MAJOR into $NODE_DIR"
  rm -rf "$NODE_DIR"
  mkdir -p "$NODE_DIR"
  (cd "$NODE_DIR" && echo '{"private":true}' > package.json \
     && npm install --no-audit --no-fund --loglevel=error "node@$NODE_MAJOR")
fi
"$NODE_BIN/node" --version >/dev/null

# --- code-server ------------------------------------------------------------------------------------------------
CS_DIR="$CACHE/code-server-$CODE_SERVER_VERSION"
CS_BIN="$CS_DIR/node_modules/.bin/code-server"
if [ ! -f "$CS_DIR/.complete" ]; then
  log "installing code-server@$CODE_SERVER_VERSION into $CS_DIR (native modules compile: a few minutes)"
  # node-gyp would download Node's headers from nodejs.org (unreachable from many CI machines); the node@24
  # package already ships them (node-<os>-<arch>/include/node), so point node-gyp there.
  NODE_HEADERS="$(dirname "$(dirname "$(dirname "$(find "$NODE_DIR/node_modules" -path '*/include/node/node.h' -print -quit)")")")"
  [ -f "$NODE_HEADERS/include/node/node.h" ] || { echo "no Node headers under $NODE_DIR" >&2; exit 1; }
  # A second try from scratch when the first fails: the native rebuild of @vscode/sqlite3 in code-server's
  # postinstall has failed once on a 2-core machine (node-gyp: ENOENT lstat build/node_gyp_bins) and passed
  # when run again.
  for attempt in 1 2; do
    rm -rf "$CS_DIR"
    mkdir -p "$CS_DIR"
    if (cd "$CS_DIR" && echo '{"private":true}' > package.json \
          && PATH="$NODE_BIN:$PATH" npm_config_unsafe_perm=true npm_config_nodedir="$NODE_HEADERS" JOBS=2 \
             npm install --no-audit --no-fund --loglevel=error --omit=dev "code-server@$CODE_SERVER_VERSION"); then
      break
    fi
    [ "$attempt" -lt 2 ] || { echo "installing code-server failed twice" >&2; exit 1; }
    log "installing code-server failed; trying once more from scratch"
  done
  PATH="$NODE_BIN:$PATH" "$CS_BIN" --version >/dev/null
  touch "$CS_DIR/.complete"
fi

# --- Python interpreters --------------------------------------------------------------------------------------------
REPO="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
# A real virtual environment (pyvenv.cfg) with nothing installed: the bundled server must run on it alone.
BARE_VENV="$CACHE/bare-venv"
if [ ! -x "$BARE_VENV/bin/python" ]; then
  log "creating $BARE_VENV (a virtual environment without jax-mesh-lsp)"
  python3 -m venv --without-pip "$BARE_VENV"
fi
if "$BARE_VENV/bin/python" -c 'import jax_mesh_lsp' >/dev/null 2>&1; then
  echo "$BARE_VENV must not be able to import jax_mesh_lsp" >&2
  exit 1
fi
# The interpreter with the package installed (importStrategy fromEnvironment).
PYTHON="${JAX_MESH_E2E_PYTHON:-$REPO/.venv/bin/python}"
if [ ! -x "$PYTHON" ] && [ -z "${JAX_MESH_E2E_PYTHON:-}" ]; then
  log "creating $REPO/.venv"
  python3 -m venv "$REPO/.venv"
fi
if ! "$PYTHON" -c 'import jax_mesh_lsp.lsp.server' >/dev/null 2>&1; then
  log "installing the jax-mesh-lsp package from $REPO into $("$PYTHON" -c 'import sys; print(sys.executable)')"
  "$PYTHON" -m pip install -q -e "$REPO"
fi

# What run.mjs reads.
cat > "$CACHE/env.json" <<JSON
{"nodeBin": "$NODE_BIN", "codeServer": "$CS_BIN", "codeServerVersion": "$CODE_SERVER_VERSION", "chromium": "$(command -v chromium)",
 "barePython": "$BARE_VENV/bin/python", "python": "$PYTHON"}
JSON
log "ready: $(PATH="$NODE_BIN:$PATH" "$CS_BIN" --version | head -1), $(chromium --version 2>/dev/null | head -1)"
