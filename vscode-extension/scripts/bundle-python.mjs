// Fills bundled/ for the .vsix, as Microsoft's vscode-python-tools-extension-template does:
//   bundled/libs/            the server's pure-Python dependencies (pip install --target, pinned, wheels only)
//   bundled/tool/jax_mesh_lsp  the server package itself, copied from server/ (no build step, no network)
//   bundled/tool/lsp_server.py the launcher (committed), which puts both first on sys.path
// The extension then runs `<any python >= 3.10> -I bundled/tool/lsp_server.py`: nothing to pip install.
// Environment: PYTHON runs pip (default: the repository's .venv, which has pip even where Debian's python3 does
// not, else python3); JAX_MESH_SKIP_BUNDLE=1 keeps an existing bundled/libs.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const REPO = path.dirname(HERE);
const LIBS = path.join(HERE, 'bundled', 'libs');
const TOOL_PACKAGE = path.join(HERE, 'bundled', 'tool', 'jax_mesh_lsp');
const venvPython = path.join(REPO, '.venv', process.platform === 'win32' ? 'Scripts/python.exe' : 'bin/python');
const python = process.env.PYTHON || (fs.existsSync(venvPython) ? venvPython : 'python3');

function run(cmd, args) {
  const result = spawnSync(cmd, args, { stdio: 'inherit' });
  if (result.status !== 0) {
    throw new Error(`${cmd} ${args.join(' ')} failed (${result.status ?? result.error})`);
  }
}

/** Files the running server never needs: byte code, pip's console scripts and install records. */
function prune(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name === '__pycache__' || (dir === LIBS && entry.name === 'bin')) {
        fs.rmSync(full, { recursive: true, force: true });
      } else {
        prune(full);
      }
    } else if (entry.name.endsWith('.pyc') || entry.name === 'RECORD' || entry.name === 'INSTALLER') {
      fs.rmSync(full);
    }
  }
}

function size(dir) {
  let total = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    total += entry.isDirectory() ? size(full) : fs.statSync(full).size;
  }
  return total;
}

if (!(process.env.JAX_MESH_SKIP_BUNDLE === '1' && fs.existsSync(LIBS))) {
  fs.rmSync(LIBS, { recursive: true, force: true });
  run(python, [
    '-m', 'pip', 'install', '--quiet', '--disable-pip-version-check', '--no-compile',
    '--target', LIBS, '--no-deps', '--only-binary=:all:', '--implementation', 'py',
    '-r', path.join(HERE, 'requirements-bundled.txt'),
  ]);
}
fs.rmSync(TOOL_PACKAGE, { recursive: true, force: true });
fs.cpSync(path.join(REPO, 'server', 'jax_mesh_lsp'), TOOL_PACKAGE, {
  recursive: true,
  filter: (src) => !src.includes('__pycache__') && !src.endsWith('.pyc'),
});
prune(LIBS);
// typeshed's stubs of third-party libraries (12 MB of the 16): the server asks jedi about workspace modules and jax,
// which typeshed does not stub; without them jedi reads the installed sources (it tolerates the missing folder).
fs.rmSync(path.join(LIBS, 'jedi', 'third_party', 'typeshed', 'stubs'), { recursive: true, force: true });
console.log(
  `bundled/: libs ${(size(LIBS) / 1e6).toFixed(1)} MB, server ${(size(TOOL_PACKAGE) / 1e6).toFixed(1)} MB (uncompressed)`,
);
