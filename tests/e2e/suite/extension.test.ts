/**
 * The acceptance test of the VS Code extension, run inside a real VS Code (code-server) extension host, against
 * the installed .vsix and the language server it starts (`<python> -m jax_mesh_lsp serve`).
 */
import * as assert from 'assert';
import * as fs from 'fs';
import * as path from 'path';
import * as vscode from 'vscode';
import { askRunner, codeOf, config, hoverText, ours, setText, sleep, waitForDiagnostics } from './harness';

const EXTENSION_ID = 'jax-mesh-lsp.jax-mesh-lsp';

interface JaxMeshApi {
  serverState(): string;
  targetJaxVersion(): { version: string; source: string; detail?: string } | undefined;
  statusText(): string;
  ready(): Promise<boolean>;
}

const trainPath = path.join(config.workspace, 'train.py');
const trainUri = vscode.Uri.file(trainPath);
const originalTrain = fs.readFileSync(trainPath, 'utf8');

const kernelUri = vscode.Uri.file(path.join(config.workspace, 'kernel.py'));
const finetuneUri = vscode.Uri.file(path.join(config.workspace, 'finetune.py'));
const meshConfigUri = vscode.Uri.file(path.join(config.workspace, 'mesh_config.py'));
const originalMeshConfig = fs.readFileSync(meshConfigUri.fsPath, 'utf8');

// The three-module scenario (issue 13): main.py enters the mesh built in fsdp/mesh.py (its 'model' axis is Auto),
// so the MESH001 on the call in main.py is known only across modules. The call goes before `z = ...`, which
// raises in collectives.py (nothing after it would run).
const THREE_MESH = `import jax
from jax.sharding import AxisType

AXES = ('data', 'model')
MESH = jax.make_mesh((4, 2), AXES, axis_types=(AxisType.Explicit, AxisType.Auto))
# mesh
`;
const THREE_COLLECTIVES = `from jax._src.shard_map import top_level_all_gather
from jax.sharding import PartitionSpec as P

from fsdp.mesh import AXES


def gather(x):
    return top_level_all_gather(x, P(None, None, reduced={AXES[0]}))
`;
const THREE_MAIN = `import jax
import numpy as np
from jax._src.shard_map import top_level_all_gather
from jax.sharding import PartitionSpec as P

from fsdp import collectives
from fsdp.mesh import MESH

with jax.set_mesh(MESH):
    x = jax.device_put(np.arange(16.).reshape(8, 2), P('data', None))
    # the call goes here
    z = collectives.gather(x)
# end
`;
const THREE_CALL = "    y = top_level_all_gather(x, P(None, None, reduced={'data'}))\n";

/** Range of `needle` on the first line (not an import) that contains `lineNeedle`. */
function rangeOf(text: string, lineNeedle: string, needle: string): vscode.Range {
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    if (lines[i].includes(lineNeedle) && !/^\s*(from|import)\b/.test(lines[i])) {
      const col = lines[i].indexOf(needle);
      return new vscode.Range(i, col, i, col + needle.length);
    }
  }
  throw new Error(`fixture has no line with ${lineNeedle}`);
}

function describeRange(r: vscode.Range): string {
  return `${r.start.line}:${r.start.character}-${r.end.line}:${r.end.character}`;
}

/** Writes every jax-mesh-lsp diagnostic VS Code holds to artifacts/diagnostics-<name>.json (for a person). */
function dumpDiagnostics(name: string): void {
  const all = vscode.languages
    .getDiagnostics()
    .map(([uri, ds]) => ({
      file: path.relative(config.workspace, uri.fsPath),
      diagnostics: ds
        .filter((d) => d.source === 'jax-mesh-lsp')
        .map((d) => ({
          code: codeOf(d),
          range: describeRange(d.range),
          severity: vscode.DiagnosticSeverity[d.severity],
          message: d.message,
          href: typeof d.code === 'object' ? d.code.target.toString() : undefined,
          related: d.relatedInformation?.map(
            (r) => `${path.relative(config.workspace, r.location.uri.fsPath)}:${describeRange(r.location.range)} ${r.message}`,
          ),
        })),
    }))
    .filter((f) => f.diagnostics.length > 0);
  fs.writeFileSync(path.join(config.artifacts, `diagnostics-${name}.json`), JSON.stringify(all, null, 2));
}

async function waitForMesh001(): Promise<vscode.Diagnostic> {
  const diagnostics = await waitForDiagnostics(trainUri, (ds) => ds.some((d) => codeOf(d) === 'MESH001'), 'MESH001');
  return diagnostics.find((d) => codeOf(d) === 'MESH001')!;
}

async function updateSetting(key: string, value: unknown): Promise<void> {
  await vscode.workspace.getConfiguration('jaxMesh').update(key, value, vscode.ConfigurationTarget.Workspace);
}

describe('JAX Mesh extension (installed .vsix) in VS Code', function () {
  let api: JaxMeshApi;
  let document: vscode.TextDocument;
  let editor: vscode.TextEditor;
  // MESH001 covers the callee name; MESH101 the collective-axes argument.
  // The evaluation block's call (its hand-built Mesh is all Auto); the train step's call, under the Explicit mesh
  // imported from mesh_config.py, is correct and must stay clean.
  const callRange = rangeOf(originalTrain, 'top_level_all_gather(w_eval', 'top_level_all_gather');
  const call = callRange.start;
  const originalKernel = fs.readFileSync(kernelUri.fsPath, 'utf8');
  const axesRange = rangeOf(originalKernel, 'multicast_ref(', '"x"');

  before(async function () {
    document = await vscode.workspace.openTextDocument(trainUri);
    editor = await vscode.window.showTextDocument(document);
  });

  afterEach(async function () {
    // Leave the next test the original file, the default settings and a running server.
    if (document.getText() !== originalTrain) {
      await setText(document, originalTrain);
    }
    const meshConfig = await vscode.workspace.openTextDocument(meshConfigUri);
    if (meshConfig.getText() !== originalMeshConfig) {
      await setText(meshConfig, originalMeshConfig);
    }
    const config = vscode.workspace.getConfiguration('jaxMesh');
    for (const key of ['ignore', 'severity', 'interpreter', 'select', 'importStrategy', 'jaxVersion', 'unsafeFixes']) {
      if (config.inspect(key)?.workspaceValue !== undefined) {
        await updateSetting(key, undefined);
      }
    }
  });

  it('activates from the .vsix and starts the server (status bar: ready)', async function () {
    const extension = vscode.extensions.getExtension<JaxMeshApi>(EXTENSION_ID);
    assert.ok(extension, `${EXTENSION_ID} is not installed`);
    assert.ok(extension.extensionPath.startsWith(config.userData) || !extension.extensionPath.includes('tests/e2e'),
      `must test the installed .vsix, got ${extension.extensionPath}`);
    api = extension.isActive ? extension.exports : await extension.activate();
    assert.ok(await api.ready(), `server not running (state: ${api.serverState()})`);
    assert.strictEqual(api.serverState(), 'ready');
    const commands = await vscode.commands.getCommands(true);
    for (const id of ['jaxMesh.restart', 'jaxMesh.showOutput', 'jaxMesh.explainError', 'jaxMesh.applyFixAll', 'jaxMesh.showRule']) {
      assert.ok(commands.includes(id), `command ${id} missing`);
    }
    // The bundled server, on a virtual environment that has no jax-mesh-lsp, started isolated from the workspace.
    const launcher = path.join(extension.extensionPath, 'bundled', 'tool', 'lsp_server.py');
    assert.ok(fs.existsSync(launcher), `${launcher} is in the .vsix`);
    await waitForLog(`Python 3.`);
    await waitForLog(`at ${config.barePython}: the bundled jax-mesh-lsp`);
    await waitForLog(`Server started: ${config.barePython} -I ${launcher} (working directory ${extension.extensionPath})`);
  });

  it("runs no workspace code: the workspace's logging.py, json.py, sitecustomize.py, ... never ran", async function () {
    await waitForMesh001();
    await vscode.commands.executeCommand('vscode.executeHoverProvider', trainUri, call.translate(0, 3));
    assert.ok(!fs.existsSync(config.markers), `workspace modules ran: ${fs.existsSync(config.markers) ? fs.readdirSync(config.markers).join(', ') : ''}`);
  });

  it('publishes MESH001 on the top_level_all_gather call under the Auto mesh (only there), with range and link', async function () {
    const diagnostic = await waitForMesh001();
    dumpDiagnostics('initial');
    assert.strictEqual(diagnostic.source, 'jax-mesh-lsp');
    assert.strictEqual(diagnostic.severity, vscode.DiagnosticSeverity.Error);
    assert.strictEqual(describeRange(diagnostic.range), describeRange(callRange), 'range = the callee name');
    assert.match(diagnostic.message, /'model' is Auto/);
    assert.match(diagnostic.message, /eval_mesh/);
    const code = diagnostic.code as { value: string; target: vscode.Uri };
    assert.ok(code && typeof code === 'object' && code.target, 'codeDescription.href is set');
    assert.strictEqual(code.target.scheme, 'file', code.target.toString());
    assert.ok(code.target.fsPath.endsWith(path.join('jax_mesh_lsp', 'knowledge', 'pages', 'MESH001.md')), code.target.fsPath);
    assert.ok(fs.existsSync(code.target.fsPath), `the rule page ${code.target.fsPath} exists (offline)`);
    const meshLine = rangeOf(originalTrain, 'eval_mesh = Mesh(', 'eval_mesh').start.line;
    assert.ok(
      diagnostic.relatedInformation?.some((r) => r.location.uri.fsPath === trainPath && r.location.range.start.line === meshLine),
      'related information points at the mesh definition',
    );
    assert.strictEqual(ours(trainUri).length, 1, 'exactly one finding in train.py');
  });

  it('publishes MESH101 on the Mosaic kernel whose collective axes miss a mesh axis', async function () {
    // Shown in an editor: VS Code pulls diagnostics for documents in tabs.
    await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(kernelUri), { preview: false });
    const diagnostics = await waitForDiagnostics(kernelUri, (ds) => ds.some((d) => codeOf(d) === 'MESH101'), 'MESH101');
    dumpDiagnostics('kernel');
    assert.deepStrictEqual(
      diagnostics.map((d) => `${codeOf(d)}@${describeRange(d.range)}`),
      [`MESH101@${describeRange(axesRange)}`],
    );
    assert.match(diagnostics[0].message, /missing 'y'/);
    await vscode.commands.executeCommand('workbench.action.closeActiveEditor');
    editor = await vscode.window.showTextDocument(document);
  });

  it('hover on the call explains MESH001 with a link, and a screenshot shows squiggle + hover', async function () {
    await waitForMesh001();
    const position = call.translate(0, 3);
    const hovers = await vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', trainUri, position);
    const text = hoverText(hovers ?? []);
    fs.writeFileSync(path.join(config.artifacts, 'hover.md'), text);
    assert.match(text, /MESH001/);
    // Short: a paragraph, the fix, the links (the full page is one click away, not inlined).
    assert.doesNotMatch(text, /What it means/);
    assert.match(text, /\*\*Fix:\*\*/);
    assert.match(text, /\]\(https:\/\/github\.com\/jax-ml\/jax\/blob\/[0-9a-f]+\/[^)]*#L\d+\)/, 'links to the JAX source line');
    const rule = /\]\((command:jaxMesh\.showRule\?[^)]*)\)/.exec(text);
    assert.ok(rule, 'the hover links to the MESH001 page through jaxMesh.showRule');
    const page = (JSON.parse(decodeURIComponent(rule[1].split('?')[1])) as string[])[0];
    assert.match(page, /^file:.*\/MESH001\.md$/);

    editor = await vscode.window.showTextDocument(document, { preserveFocus: false });
    editor.selection = new vscode.Selection(position, position);
    editor.revealRange(new vscode.Range(position, position), vscode.TextEditorRevealType.InCenter);
    await vscode.commands.executeCommand('workbench.action.closePanel');
    await vscode.commands.executeCommand('workbench.action.closeAuxiliaryBar');
    await sleep(500);
    await vscode.commands.executeCommand('editor.action.showHover');
    await sleep(1500);
    const shot = await askRunner<{ path: string; hoverText: string }>({ action: 'screenshot', name: 'squiggle-and-hover' });
    assert.ok(fs.existsSync(shot.path), 'screenshot written');
    assert.match(shot.hoverText, /MESH001/, 'the hover widget is visible on the page');
  });

  it("rule links open the page shipped in the extension as rendered Markdown (hover's and the diagnostic's)", async function () {
    const diagnostic = await waitForMesh001();
    const target = (diagnostic.code as { target: vscode.Uri }).target;
    // The hover's link: the command it runs opens the Markdown preview.
    await vscode.commands.executeCommand('jaxMesh.showRule', target.toString());
    const rendered = await askRunner<{ found: boolean }>({ action: 'frameText', contains: 'How to fix it', waitMs: 15_000 });
    assert.ok(rendered.found, 'the rule page is rendered');
    await askRunner({ action: 'screenshot', name: 'rule-page-preview' });
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    // The diagnostic's link (VS Code opens it like vscode.open): the preview editor, by the extension's association.
    await vscode.commands.executeCommand('vscode.open', target);
    await sleep(1500);
    const active = vscode.window.tabGroups.activeTabGroup.activeTab;
    const input = active?.input as { viewType?: string } | undefined;
    assert.strictEqual(input?.viewType, 'vscode.markdown.preview.editor', `opened as ${JSON.stringify(active?.label)} ${JSON.stringify(input)}`);
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    editor = await vscode.window.showTextDocument(document);
  });

  it('"Explain Error…" sends the pasted message to the server and previews the Markdown', async function () {
    const pasted =
      "ValueError: top_level_all_gather works when all mesh axes of context mesh are explicit. Got AbstractMesh('data': 4, 'model': 2, axis_types=(Explicit, Auto))";
    // As a person does it: run the command, paste into the input box it opens, press Enter.
    const pending = vscode.commands.executeCommand<string | undefined>('jaxMesh.explainError');
    await askRunner({ action: 'type', text: pasted });
    const markdown = await pending;
    assert.ok(markdown, 'explain returned Markdown');
    assert.match(markdown, /MESH001/);
    await sleep(1000);
    const tabs = vscode.window.tabGroups.all.flatMap((g) => g.tabs).map((t) => t.label);
    assert.ok(tabs.some((label) => /explanation/i.test(label)), `a preview tab opened: ${tabs.join(' | ')}`);
    const rendered = await askRunner<{ found: boolean }>({ action: 'frameText', contains: 'MESH001', waitMs: 15_000 });
    assert.ok(rendered.found, 'the Markdown preview renders the explanation');
    await askRunner({ action: 'screenshot', name: 'explain-error-preview' });
    await vscode.commands.executeCommand('workbench.action.closeActiveEditor');
    await vscode.window.showTextDocument(document);
  });

  it('the unsafe quick fix is offered but not preferred; applying it fixes the file', async function () {
    const diagnostic = await waitForMesh001();
    const actions =
      (await vscode.commands.executeCommand<vscode.CodeAction[]>(
        'vscode.executeCodeActionProvider',
        trainUri,
        diagnostic.range,
        vscode.CodeActionKind.QuickFix.value,
        10,
      )) ?? [];
    // The API's CodeAction objects do not carry `diagnostics` back: pick the server's quick fixes by kind + edit,
    // leaving out the "ignore this line" (# noqa) action.
    const fixes = actions.filter((a) => a.kind?.value === 'quickfix' && a.edit && !/noqa|ignore/i.test(a.title));
    const described = actions.map(
      (a) => `${a.title} [kind=${a.kind?.value} edit=${Boolean(a.edit)} diags=${a.diagnostics?.map(codeOf).join(',')}]`,
    );
    assert.ok(fixes.length > 0, `quick fixes offered: ${described.join(' | ')}`);
    // Making the mesh Explicit changes how all code under it is sharded: unsafe, so auto-fix must not pick it.
    assert.ok(!fixes.some((a) => a.isPreferred), `no unsafe fix is preferred: ${described.join(' | ')}`);
    const fix = fixes.find((a) => /Explicit/.test(a.title));
    assert.ok(fix, `the fix that makes the mesh Explicit is offered: ${described.join(' | ')}`);
    assert.ok(await vscode.workspace.applyEdit(fix.edit!), `applied "${fix.title}"`);
    // The fix may edit another file: MESH001's best fix makes the mesh's axes Explicit where it is built.
    const touched = fix.edit!.entries().map(([uri]) => uri.fsPath);
    assert.ok(touched.length > 0, 'the fix edits a file');
    for (const file of touched) {
      const doc = await vscode.workspace.openTextDocument(vscode.Uri.file(file));
      const before = file === meshConfigUri.fsPath ? originalMeshConfig : file === trainPath ? originalTrain : undefined;
      assert.notStrictEqual(doc.getText(), before, `${path.basename(file)} changed`);
    }
    fs.writeFileSync(
      path.join(config.artifacts, 'quick-fix.txt'),
      `${fix.title}\n${touched.map((f) => path.basename(f)).join(', ')}\n`,
    );
    await waitForDiagnostics(trainUri, (ds) => ds.length === 0, 'MESH001 to disappear after the quick fix');
  });

  it('"Fix All" applies the safe fixes (source.fixAll.jax-mesh-lsp): legacy `with mesh:` becomes jax.set_mesh', async function () {
    const finetune = await vscode.workspace.openTextDocument(finetuneUri);
    const original = finetune.getText();
    await vscode.window.showTextDocument(finetune, { preview: false });
    try {
      const diagnostics = await waitForDiagnostics(
        finetuneUri,
        (ds) => ds.some((d) => codeOf(d) === 'MESH001'),
        'MESH001 in finetune.py',
      );
      assert.strictEqual(
        describeRange(diagnostics[0].range),
        describeRange(rangeOf(original, 'top_level_all_gather(params', 'top_level_all_gather')),
      );
      assert.match(diagnostics[0].message, /legacy `with mesh:`/);
      const applied = await vscode.commands.executeCommand<number>('jaxMesh.applyFixAll');
      assert.ok(applied >= 1, `Fix All applied ${applied} action(s)`);
      assert.match(finetune.getText(), /^with jax\.set_mesh\(mesh\):$/m);
      await waitForDiagnostics(finetuneUri, (ds) => ds.length === 0, 'MESH001 to disappear after Fix All');
    } finally {
      await setText(finetune, original);
      await vscode.commands.executeCommand('workbench.action.closeActiveEditor');
      editor = await vscode.window.showTextDocument(document);
    }
  });

  it('jaxMesh.ignore removes the diagnostic without a reload; clearing it brings it back', async function () {
    await waitForMesh001();
    await updateSetting('ignore', ['MESH001']);
    await waitForDiagnostics(trainUri, (ds) => ds.length === 0, 'MESH001 to go after jaxMesh.ignore');
    await updateSetting('ignore', undefined);
    await waitForMesh001();
  });

  it('jaxMesh.severity overrides the severity', async function () {
    await waitForMesh001();
    await updateSetting('severity', { MESH001: 'warning' });
    await waitForDiagnostics(
      trainUri,
      (ds) => ds.length === 1 && ds[0].severity === vscode.DiagnosticSeverity.Warning,
      'MESH001 as a warning',
    );
  });

  it('importStrategy fromEnvironment runs the installed package', async function () {
    await updateSetting('interpreter', [config.python]);
    await updateSetting('importStrategy', 'fromEnvironment');
    await waitForLog(`(jaxMesh.importStrategy: fromEnvironment)`);
    await waitForLog(`Server started: ${config.python} -I -m jax_mesh_lsp serve`);
    assert.ok(await waitReady(api), 'server runs from the environment');
    await waitForMesh001();
  });

  it('fromEnvironment without the package: one notification offering the bundled server; the output names the interpreter', async function () {
    await updateSetting('interpreter', [config.barePython]);
    await updateSetting('importStrategy', 'fromEnvironment');
    const deadline = Date.now() + 30_000;
    while (api.serverState() !== 'error' && Date.now() < deadline) {
      await sleep(200);
    }
    assert.strictEqual(api.serverState(), 'error');
    // With the smoke-test driver on (needed to run tests in the browser workbench) VS Code shows no toasts:
    // open the notification center instead, where the same notification is listed.
    await vscode.commands.executeCommand('notifications.showList');
    const found = await askRunner<{ texts: string[] }>({
      action: 'texts',
      selector: '.notifications-center .notification-list-item',
      contains: 'is not installed',
      waitMs: 10_000,
    });
    assert.strictEqual(found.texts.length, 1, `one notification: ${JSON.stringify(found.texts)}`);
    const shown = found.texts[0].replace(/\s+/g, ' ');
    assert.ok(shown.includes(config.barePython) && shown.includes('Use Bundled Server'), shown);
    assert.ok(!/pip install -U jax-mesh-lsp/.test(shown), `no install from an index that lacks the package: ${shown}`);
    await askRunner({ action: 'screenshot', name: 'missing-package-notification' });
    const channelLog = findOutputLog();
    assert.ok(channelLog, 'the "JAX Mesh" output channel has a log file');
    assert.ok(
      fs.readFileSync(channelLog, 'utf8').includes(`Interpreter tried: ${config.barePython}`),
      'the output channel names the interpreter tried',
    );
    // A restart with the same interpreter does not notify again.
    await vscode.commands.executeCommand('jaxMesh.restart');
    const again = await askRunner<{ texts: string[] }>({
      action: 'texts',
      selector: '.notifications-center .notification-list-item',
      contains: 'is not installed',
    });
    assert.strictEqual(again.texts.length, 1, 'still one notification after a restart');
    await vscode.commands.executeCommand('notifications.clearAll');
    await vscode.commands.executeCommand('notifications.hideList');
    await updateSetting('importStrategy', undefined);
    await updateSetting('interpreter', undefined);
    assert.ok(await waitReady(api), 'server back after restoring the interpreter');
    await waitForMesh001();
  });

  it("uses the Python extension's active interpreter when jaxMesh.interpreter is empty, else python3", async function () {
    const pythonExtension = vscode.extensions.getExtension('ms-python.python');
    assert.ok(pythonExtension, 'the fake Python extension (tests/e2e/host-extension) is loaded');
    const fake = (await pythonExtension.activate()) as { e2eSetActiveInterpreter(p: string | undefined): void };
    // A real virtual environment without jax-mesh-lsp: the bundled server runs on it.
    fake.e2eSetActiveInterpreter(config.barePython);
    await updateSetting('interpreter', []);
    await waitForLog(`Interpreter: ${config.barePython} (the Python extension's active interpreter)`);
    await waitForLog(`at ${config.barePython}: the bundled jax-mesh-lsp`);
    assert.ok(await waitReady(api), 'server runs on the Python extension interpreter');
    await waitForMesh001();
    // The Python extension loses its interpreter: the extension restarts on python3 from PATH.
    fake.e2eSetActiveInterpreter(undefined);
    await waitForLog('Interpreter: python3 (the default');
    assert.ok(await waitReady(api), 'server runs on python3');
    await waitForMesh001();
  });

  it('"Restart Server" restarts it and diagnostics come back; the status bar names the jax version and its source', async function () {
    await vscode.commands.executeCommand('jaxMesh.restart');
    assert.ok(await api.ready());
    assert.strictEqual(api.serverState(), 'ready');
    await waitForMesh001();
    // The bare interpreter has no jax: the newest version the rules know.
    await waitFor(() => /JAX Mesh · jax \d+\.\d+\.\d+ \(newest known\)/.test(api.statusText()), () => api.statusText());
    const status = await askRunner<{ texts: string[] }>({
      action: 'texts',
      selector: '.statusbar-item',
      contains: 'JAX Mesh',
      waitMs: 5_000,
    });
    assert.ok(
      status.texts.some((t) => /JAX Mesh · jax \d+\.\d+\.\d+ \(newest known\)/.test(t)),
      `status bar shows the server state and jax version: ${JSON.stringify(status.texts)}`,
    );
    await updateSetting('jaxVersion', '0.8.0');
    await waitFor(() => api.statusText().endsWith('JAX Mesh · jax 0.8.0 (setting)'), () => api.statusText());
  });

  it('a settings-triggered restart logs no [error] lines', async function () {
    const logFile = findOutputLog()!;
    const before = fs.readFileSync(logFile, 'utf8').length;
    await updateSetting('interpreter', [config.barePython, '-S']);
    await waitForLog(`Interpreter: ${config.barePython} -S (from the jaxMesh.interpreter setting)`);
    assert.ok(await waitReady(api), 'server back after the restart');
    await waitForMesh001();
    await updateSetting('interpreter', undefined);
    assert.ok(await waitReady(api), 'server back after the second restart');
    await waitForMesh001();
    await sleep(1000);
    const added = fs.readFileSync(logFile, 'utf8').slice(before);
    fs.writeFileSync(path.join(config.artifacts, 'restart-log.txt'), added);
    // A document request VS Code sends to the server being stopped gets the spec's InvalidRequest (requests after
    // `shutdown`), which the client logs as a failed request: that is the protocol, not a false error.
    const errors = added.split('\n').filter((l) => /\[error\b/i.test(l)
      && !/Request textDocument\/\S+ failed\./.test(l));
    assert.deepStrictEqual(errors, [], `no error lines on a restart:\n${added}`);
  });

  it('three modules: the cross-file MESH001 (mesh from fsdp/mesh.py) shows when typed key by key and when pasted, never flickers, no refresh loop', async function () {
    this.timeout(240_000);
    const fsdp = path.join(config.workspace, 'fsdp');
    fs.mkdirSync(fsdp, { recursive: true });
    fs.writeFileSync(path.join(fsdp, '__init__.py'), '');
    fs.writeFileSync(path.join(fsdp, 'mesh.py'), THREE_MESH);
    fs.writeFileSync(path.join(fsdp, 'collectives.py'), THREE_COLLECTIVES);
    const mainUri = vscode.Uri.file(path.join(config.workspace, 'main.py'));
    fs.writeFileSync(mainUri.fsPath, THREE_MAIN);
    await waitFor(() => findOutputLog() !== undefined, () => 'no JAX Mesh output channel log yet', 30_000);
    const logFile = findOutputLog()!;
    const logBefore = fs.readFileSync(logFile, 'utf8').length;
    const meshDoc = await vscode.workspace.openTextDocument(vscode.Uri.file(path.join(fsdp, 'mesh.py')));
    await vscode.window.showTextDocument(meshDoc, { preview: false });
    await vscode.window.showTextDocument(
      await vscode.workspace.openTextDocument(vscode.Uri.file(path.join(fsdp, 'collectives.py'))), { preview: false });
    const main = await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(mainUri), { preview: false });
    const line = THREE_MAIN.split('\n').findIndex((l) => l.includes('# the call goes here'));
    const shown = (): boolean => ours(mainUri).some((d) => codeOf(d) === 'MESH001' && d.range.start.line === line);
    // every state VS Code showed for main.py, in order
    const history: boolean[] = [];
    const sub = vscode.languages.onDidChangeDiagnostics((e) => {
      if (e.uris.some((u) => u.toString() === mainUri.toString())) {
        history.push(shown());
      }
    });
    const noFlicker = (what: string): void => {
      const first = history.indexOf(true);
      assert.ok(first >= 0, `${what}: never shown (${history.join(',')})`);
      assert.ok(history.slice(first).every((x) => x), `${what}: the MESH001 disappeared after it was shown: ${history.join(',')}`);
    };
    const cancels = (from: number): string[] => fs.readFileSync(logFile, 'utf8').slice(from).split('\n')
      .filter((l) => /Cancel notification for unknown message id/.test(l));
    const idleQuiet = async (what: string): Promise<void> => {
      // no refresh loop: nothing changes while nobody types (a loop re-pulled and blinked at ~2 Hz, and its
      // cancelled pulls filled the output channel at ~11 lines a second)
      const count = history.length;
      const logAt = fs.readFileSync(logFile, 'utf8').length;
      await sleep(4000);
      assert.strictEqual(history.length, count, `${what}: main.py's diagnostics changed ${history.length - count} times while idle`);
      assert.deepStrictEqual(cancels(logAt), [], `${what}: pulls cancelled while idle (a refresh loop)`);
      assert.ok(shown(), `${what}: not shown at the end`);
    };
    try {
      await waitForDiagnostics(mainUri, (ds) => !ds.some((d) => codeOf(d) === 'MESH001' && d.range.start.line === line),
        'main.py analysed (no MESH001 yet)');
      // typed key by key (one change per key, 40 ms apart)
      history.length = 0;
      for (let i = 0; i < THREE_CALL.length; i++) {
        await main.edit((b) => b.insert(new vscode.Position(line, i), THREE_CALL[i]), { undoStopBefore: false, undoStopAfter: false });
        await sleep(40);
      }
      await waitForDiagnostics(mainUri, shown, 'the cross-file MESH001 after typing the call', 30_000);
      // then a 30-key burst in a comment of main.py and one in fsdp/mesh.py: it stays
      const end = main.document.lineCount - 1;
      for (const ch of '# the quick brown fox jumps ov') {
        await main.edit((b) => b.insert(new vscode.Position(end, main.document.lineAt(end).text.length), ch));
        await sleep(40);
      }
      const meshEditor = await vscode.window.showTextDocument(meshDoc, { preview: false, preserveFocus: true, viewColumn: vscode.ViewColumn.Beside });
      const meshEnd = meshDoc.lineCount - 1;
      for (const ch of '# the quick brown fox jumps ov') {
        await meshEditor.edit((b) => b.insert(new vscode.Position(meshEnd, meshDoc.lineAt(meshEnd).text.length), ch));
        await sleep(40);
      }
      await sleep(1500);
      noFlicker('typed');
      await idleQuiet('typed');

      // pasted: the call removed, then inserted in one edit
      await main.edit((b) => b.delete(main.document.lineAt(line).range));
      await waitForDiagnostics(mainUri, (ds) => !ds.some((d) => codeOf(d) === 'MESH001' && d.range.start.line === line),
        'the MESH001 gone with the call');
      history.length = 0;
      await main.edit((b) => b.insert(new vscode.Position(line, 0), THREE_CALL));
      await waitForDiagnostics(mainUri, shown, 'the cross-file MESH001 after pasting the call', 30_000);
      await sleep(1500);
      noFlicker('pasted');
      await idleQuiet('pasted');
      // while typing, VS Code cancels a pull now and then that was already answered (a race, logged by the
      // client): a few, not a stream
      const raced = cancels(logBefore);
      assert.ok(raced.length <= 5, `${raced.length} cancelled pulls in the output channel:\n${raced.join('\n')}`);
    } finally {
      sub.dispose();
      for (const doc of [main.document, meshDoc]) {
        if (doc.isDirty) {
          await setText(doc, doc === meshDoc ? THREE_MESH : THREE_MAIN);
        }
      }
      await vscode.commands.executeCommand('workbench.action.closeAllEditors');
      fs.rmSync(fsdp, { recursive: true, force: true });
      fs.rmSync(mainUri.fsPath, { force: true });
      document = await vscode.workspace.openTextDocument(trainUri);
      editor = await vscode.window.showTextDocument(document);
    }
  });
});

/** Waits until the "JAX Mesh" output channel has logged a line containing `text`. */
async function waitForLog(text: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const file = findOutputLog();
    if (file && fs.readFileSync(file, 'utf8').includes(text)) {
      return;
    }
    await sleep(200);
  }
  throw new Error(`the output channel never said: ${text}`);
}

/** The log file behind the "JAX Mesh" output channel (a LogOutputChannel), under the editor's logs folder. */
function findOutputLog(): string | undefined {
  const stack = [path.join(config.userData, 'logs')];
  while (stack.length > 0) {
    const dir = stack.pop()!;
    for (const entry of fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }) : []) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        stack.push(full);
      } else if (entry.name === 'JAX Mesh.log') {
        return full;
      }
    }
  }
  return undefined;
}

async function waitFor(condition: () => boolean, describe: () => string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) {
      throw new Error(`timed out; last: ${describe()}`);
    }
    await sleep(200);
  }
}

async function waitReady(api: JaxMeshApi, timeoutMs = 30_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((await api.ready()) && api.serverState() === 'ready') {
      return true;
    }
    await sleep(200);
  }
  return false;
}
