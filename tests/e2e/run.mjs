#!/usr/bin/env node
// End-to-end test runner: installs the packaged .vsix into code-server (a real VS Code), opens a temporary copy
// of tests/e2e/fixture, and lets headless Chromium load the workbench with extensionDevelopmentPath /
// extensionTestsPath so the mocha suite (out/suite/index.js) runs inside the real extension host. Answers the
// suite's requests for screenshots and page text, collects results, logs and screenshots in tests/e2e/artifacts/,
// prints "N passed, N failed" and exits non-zero on any failure (or when nothing ran).
//
// Environment:
//   JAX_MESH_E2E_PYTHON  the interpreter with jax-mesh-lsp installed, for importStrategy fromEnvironment (setup.sh
//                        reads it; default: the repository's .venv). The default interpreter is a bare venv.
//   JAX_MESH_E2E_CACHE   where setup.sh put code-server (default: ~/.cache/jax-mesh-lsp-e2e)
//   JAX_MESH_E2E_TIMEOUT overall limit in seconds (default 420)
//   JAX_MESH_E2E_GREP    run only the tests whose title matches (mocha --grep)
//   JAX_MESH_E2E_TRACE   jaxMesh.trace.server for the run (off | messages | verbose)
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const HERE = path.dirname(fileURLToPath(import.meta.url));
const REPO = path.resolve(HERE, '..', '..');
const ARTIFACTS = path.join(HERE, 'artifacts');
const CACHE = process.env.JAX_MESH_E2E_CACHE || path.join(os.homedir(), '.cache', 'jax-mesh-lsp-e2e');
const TIMEOUT_S = Number(process.env.JAX_MESH_E2E_TIMEOUT || 420);
const t0 = Date.now();

function log(message) {
  const line = `[e2e ${((Date.now() - t0) / 1000).toFixed(1)}s] ${message}`;
  console.log(line);
  fs.appendFileSync(path.join(ARTIFACTS, 'runner.log'), line + '\n');
}

function fail(message) {
  log(`ERROR: ${message}`);
  console.log('0 passed, 1 failed');
  process.exit(1);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// --- preparation ------------------------------------------------------------------------------------------------
fs.rmSync(ARTIFACTS, { recursive: true, force: true });
fs.mkdirSync(path.join(ARTIFACTS, 'rpc'), { recursive: true });

const envFile = path.join(CACHE, 'env.json');
if (!fs.existsSync(envFile)) {
  fail(`${envFile} missing: run bash tests/e2e/setup.sh first`);
}
const setup = JSON.parse(fs.readFileSync(envFile, 'utf8'));

const version = JSON.parse(fs.readFileSync(path.join(REPO, 'vscode-extension', 'package.json'), 'utf8')).version;
const vsix = path.join(REPO, `jax-mesh-lsp-${version}.vsix`);
if (!fs.existsSync(vsix)) {
  fail(`${vsix} missing: run npm run package first`);
}
const suiteEntry = path.join(HERE, 'out', 'suite', 'index.js');
if (!fs.existsSync(suiteEntry)) {
  fail(`${suiteEntry} missing: run npm run build -w tests/e2e first`);
}

// Two interpreters (setup.sh made them): a bare virtual environment WITHOUT jax-mesh-lsp, on which the extension
// must run its bundled server (the default), and one with the package installed (importStrategy fromEnvironment).
const barePython = setup.barePython;
const python = setup.python;
for (const [interpreter, wantsPackage] of [[barePython, false], [python, true]]) {
  const check = spawnSync(interpreter, ['-I', '-c', 'import jax_mesh_lsp.lsp.server'], { encoding: 'utf8', cwd: os.tmpdir() });
  if ((check.status === 0) !== wantsPackage) {
    fail(`${interpreter} ${wantsPackage ? 'cannot' : 'can'} import jax_mesh_lsp: rerun bash tests/e2e/setup.sh\n${check.stderr}`);
  }
}
log(`bare python (bundled server): ${barePython}; python with the package: ${python}; vsix: ${path.relative(REPO, vsix)} (${fs.statSync(vsix).size} bytes)`);

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'jax-mesh-e2e-'));
const dirs = {};
for (const name of ['user-data', 'extensions', 'config', 'data', 'cache', 'tmp', 'chrome-profile', 'workspace']) {
  dirs[name] = path.join(tmp, name);
  fs.mkdirSync(dirs[name], { recursive: true });
}
fs.cpSync(path.join(HERE, 'fixture'), dirs.workspace, { recursive: true });
// A hostile workspace (issue 14): modules that shadow the standard library and a sitecustomize.py, each writing a
// marker when imported. The server runs isolated (python -I, working directory outside the workspace): none may run.
const markers = path.join(dirs.workspace, '.markers');
for (const name of ['logging', 'json', 'random', 'tempfile', 'sitecustomize', 'typing', 'enum']) {
  fs.writeFileSync(
    path.join(dirs.workspace, `${name}.py`),
    `import os\nos.makedirs(${JSON.stringify(markers)}, exist_ok=True)\nopen(os.path.join(${JSON.stringify(markers)}, "${name}"), "w").close()\n`,
  );
}
fs.mkdirSync(path.join(dirs['user-data'], 'User'), { recursive: true });
fs.writeFileSync(
  path.join(dirs['user-data'], 'User', 'settings.json'),
  JSON.stringify(
    {
      'chat.disableAIFeatures': true,
      'workbench.startupEditor': 'none',
      'workbench.tips.enabled': false,
      'workbench.enableExperiments': false,
      'workbench.colorTheme': 'Default Dark Modern',
      'security.workspace.trust.enabled': false,
      'telemetry.telemetryLevel': 'off',
      'update.mode': 'none',
      'extensions.autoCheckUpdates': false,
      'extensions.autoUpdate': false,
      'extensions.ignoreRecommendations': true,
      'git.enabled': false,
      'editor.hover.delay': 100,
      'editor.minimap.enabled': false,
      'window.zoomLevel': 0,
      'workbench.secondarySideBar.defaultVisibility': 'hidden',
      'chat.commandCenter.enabled': false,
      'jaxMesh.interpreter': [barePython],
      'jaxMesh.trace.server': process.env.JAX_MESH_E2E_TRACE || 'off',
    },
    null,
    2,
  ),
);
fs.writeFileSync(
  path.join(HERE, 'out', 'run-config.json'),
  JSON.stringify(
    { workspace: dirs.workspace, userData: dirs['user-data'], artifacts: ARTIFACTS, python, barePython, markers, grep: process.env.JAX_MESH_E2E_GREP },
    null,
    2,
  ),
);

const env = {
  ...process.env,
  PATH: `${setup.nodeBin}${path.delimiter}${process.env.PATH}`,
  XDG_CONFIG_HOME: dirs.config,
  XDG_DATA_HOME: dirs.data,
  XDG_CACHE_HOME: dirs.cache,
  TMPDIR: dirs.tmp,
  // No extension marketplace: the test is offline (keeps code-server from looking up open-vsx.org).
  EXTENSIONS_GALLERY: JSON.stringify({ serviceUrl: 'http://127.0.0.1:9/gallery', itemUrl: 'http://127.0.0.1:9/item' }),
};
const csBase = ['--user-data-dir', dirs['user-data'], '--extensions-dir', dirs.extensions];

// --- install the .vsix ---------------------------------------------------------------------------------------------
const install = spawnSync(setup.codeServer, [...csBase, '--install-extension', vsix], { env, encoding: 'utf8' });
fs.writeFileSync(path.join(ARTIFACTS, 'install-extension.log'), `${install.stdout}\n${install.stderr}`);
if (install.status !== 0 || !/successfully installed/i.test(install.stdout + install.stderr)) {
  fail(`code-server --install-extension failed (${install.status}):\n${install.stdout}\n${install.stderr}`);
}
log(`installed ${path.basename(vsix)} into code-server ${setup.codeServerVersion}`);

// --- start code-server -----------------------------------------------------------------------------------------------
const port = await freePort();
const csLog = fs.openSync(path.join(ARTIFACTS, 'code-server.log'), 'w');
const codeServer = spawn(
  setup.codeServer,
  [
    ...csBase,
    '--bind-addr', `127.0.0.1:${port}`,
    '--auth', 'none',
    '--disable-telemetry',
    '--disable-update-check',
    '--disable-workspace-trust',
    '--disable-getting-started-override',
    '--ignore-last-opened',
    dirs.workspace,
  ],
  { env, stdio: ['ignore', csLog, csLog], detached: true },
);
let browserContext;
let finished = false;

async function shutdown() {
  if (browserContext) {
    await browserContext.close().catch(() => undefined);
  }
  if (codeServer.exitCode === null) {
    // code-server's own process group: ends the extension host and the language server with it.
    try {
      process.kill(-codeServer.pid, 'SIGTERM');
    } catch {
      codeServer.kill('SIGTERM');
    }
    for (let i = 0; i < 50 && codeServer.exitCode === null; i++) {
      await sleep(100);
    }
    if (codeServer.exitCode === null) {
      try {
        process.kill(-codeServer.pid, 'SIGKILL');
      } catch {
        codeServer.kill('SIGKILL');
      }
    }
  }
  // Keep the editor's logs (extension host, the "JAX Mesh" output channel) for a person to read.
  const logs = path.join(dirs['user-data'], 'logs');
  if (fs.existsSync(logs)) {
    fs.cpSync(logs, path.join(ARTIFACTS, 'vscode-logs'), { recursive: true });
  }
  fs.rmSync(tmp, { recursive: true, force: true });
}

process.on('SIGINT', async () => {
  await shutdown();
  process.exit(130);
});

const base = `http://127.0.0.1:${port}`;
for (let i = 0; ; i++) {
  if (codeServer.exitCode !== null) {
    await shutdown();
    fail(`code-server exited (${codeServer.exitCode}); see artifacts/code-server.log`);
  }
  try {
    const response = await fetch(`${base}/healthz`);
    if (response.ok) {
      break;
    }
  } catch {
    // not listening yet
  }
  if (i > 600) {
    await shutdown();
    fail('code-server did not answer /healthz within 60 s');
  }
  await sleep(100);
}
log(`code-server listening on ${base} (pid ${codeServer.pid})`);

// --- the browser -----------------------------------------------------------------------------------------------------
const { chromium } = require('playwright-core');
browserContext = await chromium.launchPersistentContext(dirs['chrome-profile'], {
  executablePath: setup.chromium,
  headless: true,
  viewport: { width: 1440, height: 900 },
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-dev-shm-usage',
    '--disable-features=Translate',
  ],
  env,
});
const page = browserContext.pages()[0] ?? (await browserContext.newPage());
const consoleLog = fs.createWriteStream(path.join(ARTIFACTS, 'browser-console.log'));
page.on('console', (message) => consoleLog.write(`[${message.type()}] ${message.text()}\n`));
page.on('pageerror', (error) => consoleLog.write(`[pageerror] ${error.message}\n`));

let exitCode;
await page.exposeFunction('codeAutomationLog', (type, args) => consoleLog.write(`[ext-host ${type}] ${args}\n`));
await page.exposeFunction('codeAutomationExit', (code) => {
  exitCode = code;
});
// Newer Code builds honour extensionDevelopmentPath/extensionTestsPath only with the smoke-test driver enabled:
// rewrite the page's embedded configuration before the workbench script reads it.
await page.addInitScript(() => {
  const patch = () => {
    const element = document.getElementById('vscode-workbench-web-configuration');
    if (!element || element.dataset.e2ePatched) {
      return;
    }
    const settings = JSON.parse(element.getAttribute('data-settings'));
    settings.developmentOptions = { ...(settings.developmentOptions || {}), enableSmokeTestDriver: true };
    element.setAttribute('data-settings', JSON.stringify(settings));
    element.dataset.e2ePatched = '1';
  };
  new MutationObserver(patch).observe(document, { childList: true, subtree: true });
});

const remote = (p) => `vscode-remote://127.0.0.1:${port}${p}`;
const payload = [
  ['extensionDevelopmentPath', remote(path.join(HERE, 'host-extension'))],
  ['extensionTestsPath', remote(suiteEntry)],
];
const url = `${base}/?folder=${encodeURIComponent(dirs.workspace)}&payload=${encodeURIComponent(JSON.stringify(payload))}`;
await page.goto(url);
log('workbench loading; the suite runs in the extension host');

// --- serve the suite's requests until it ends --------------------------------------------------------------------------
async function answer(request) {
  if (request.action === 'screenshot') {
    const file = path.join(ARTIFACTS, `${request.name}.png`);
    await page.screenshot({ path: file });
    const hoverText = await page
      .locator('.monaco-hover:not(.hidden)')
      .allInnerTexts()
      .then((t) => t.join('\n'))
      .catch(() => '');
    log(`screenshot ${path.relative(REPO, file)}`);
    return { path: file, hoverText };
  }
  if (request.action === 'texts') {
    // Page text matching a selector (and containing a string), waiting up to waitMs for a match.
    const until = Date.now() + (request.waitMs ?? 0);
    for (;;) {
      const texts = (await page.locator(request.selector).allInnerTexts()).filter(
        (t) => !request.contains || t.includes(request.contains),
      );
      if (texts.length > 0 || Date.now() >= until) {
        return { texts };
      }
      await sleep(200);
    }
  }
  if (request.action === 'type') {
    // Types into the focused quick input (e.g. an input box a command opened) and presses Enter.
    const input = page.locator('.quick-input-widget input');
    await input.waitFor({ state: 'visible', timeout: request.waitMs ?? 10_000 });
    await input.fill(request.text);
    await input.press('Enter');
    return { typed: true };
  }
  if (request.action === 'frameText') {
    // Whether any frame (webviews such as the Markdown preview are nested iframes) shows the text.
    const until = Date.now() + (request.waitMs ?? 0);
    for (;;) {
      for (const frame of page.frames()) {
        const text = await frame.evaluate(() => document.body?.innerText ?? '').catch(() => '');
        if (text.includes(request.contains)) {
          return { found: true, text };
        }
      }
      if (Date.now() >= until) {
        return { found: false, text: '' };
      }
      await sleep(250);
    }
  }
  throw new Error(`unknown request ${JSON.stringify(request)}`);
}

const rpc = path.join(ARTIFACTS, 'rpc');
const resultsFile = path.join(ARTIFACTS, 'results.json');
const deadline = Date.now() + TIMEOUT_S * 1000;
while (!finished) {
  for (const name of fs.readdirSync(rpc)) {
    const m = /^req-(\d+)\.json$/.exec(name);
    if (!m) {
      continue;
    }
    const request = JSON.parse(fs.readFileSync(path.join(rpc, name), 'utf8'));
    fs.renameSync(path.join(rpc, name), path.join(rpc, `${name}.done`));
    let response;
    try {
      response = { ok: true, value: await answer(request) };
    } catch (error) {
      response = { ok: false, error: String(error) };
    }
    fs.writeFileSync(path.join(rpc, `res-${m[1]}.json.tmp`), JSON.stringify(response));
    fs.renameSync(path.join(rpc, `res-${m[1]}.json.tmp`), path.join(rpc, `res-${m[1]}.json`));
  }
  if (fs.existsSync(resultsFile) || exitCode !== undefined) {
    finished = true;
    break;
  }
  if (codeServer.exitCode !== null) {
    log(`code-server exited early (${codeServer.exitCode})`);
    break;
  }
  if (Date.now() > deadline) {
    log(`timed out after ${TIMEOUT_S} s`);
    break;
  }
  await sleep(150);
}
await page.screenshot({ path: path.join(ARTIFACTS, 'final.png') }).catch(() => undefined);

// --- report ---------------------------------------------------------------------------------------------------------------
await sleep(300);
let results = [];
if (fs.existsSync(resultsFile)) {
  results = JSON.parse(fs.readFileSync(resultsFile, 'utf8')).results;
}
await shutdown();
for (const r of results) {
  console.log(`  ${r.state === 'passed' ? 'ok  ' : 'FAIL'} ${r.title} (${r.durationMs} ms)`);
  if (r.error) {
    console.log(r.error.split('\n').slice(0, 8).map((l) => `       ${l}`).join('\n'));
  }
}
const passed = results.filter((r) => r.state === 'passed').length;
const failedCount = results.length - passed;
log(`done in ${((Date.now() - t0) / 1000).toFixed(1)} s; artifacts in ${path.relative(REPO, ARTIFACTS)}/`);
if (results.length === 0) {
  console.log('e2e: 0 passed, 1 failed');
  log('no test results: see artifacts/browser-console.log, code-server.log and vscode-logs/');
  process.exit(1);
}
console.log(`e2e: ${passed} passed, ${failedCount} failed`);
process.exit(failedCount === 0 ? 0 : 1);
