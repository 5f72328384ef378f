import * as vscode from 'vscode';
import { explainError, ExplanationProvider, fixAll } from './common/commands';
import { Commands, CONFIG_SECTION, EXPLAIN_SCHEME, SERVER_NAME } from './common/constants';
import { createOutputChannel, traceInfo } from './common/logging';
import { onDidChangePythonInterpreter } from './common/python';
import { ServerManager } from './common/server';
import { showRule } from './common/rules';
import { needsRestart } from './common/settings';
import { StatusBar, TargetVersion } from './common/status';

/** What `activate` returns: read by the end-to-end tests (and any extension that depends on this one). */
export interface JaxMeshApi {
  /** starting | ready | error | stopped | disabled */
  serverState(): string;
  /** The jax version the server targets and where it came from (as the status bar shows it), if known. */
  targetJaxVersion(): TargetVersion | undefined;
  /** The status bar item's text. */
  statusText(): string;
  /** Resolves when pending start/restart work is done; true when the server runs. */
  ready(): Promise<boolean>;
}

let server: ServerManager | undefined;

export async function activate(context: vscode.ExtensionContext): Promise<JaxMeshApi> {
  const outputChannel = createOutputChannel(SERVER_NAME);
  const status = new StatusBar();
  server = new ServerManager(outputChannel, status, context.extensionPath);
  const manager = server;
  const explanations = new ExplanationProvider();
  traceInfo(`JAX Mesh extension ${context.extension.packageJSON.version} activating.`);

  context.subscriptions.push(
    outputChannel,
    status,
    manager,
    vscode.workspace.registerTextDocumentContentProvider(EXPLAIN_SCHEME, explanations),
    vscode.commands.registerCommand(Commands.restart, () => manager.restart('"Restart Server" command')),
    vscode.commands.registerCommand(Commands.showOutput, () => outputChannel.show()),
    vscode.commands.registerCommand(Commands.showRule, (page: string) => showRule(page)),
    vscode.commands.registerCommand(Commands.explainError, (text?: string) => explainError(manager, explanations, text)),
    vscode.commands.registerCommand(Commands.fixAll, (uri?: vscode.Uri) =>
      fixAll(manager, uri instanceof vscode.Uri ? uri : undefined),
    ),
    vscode.workspace.onDidChangeConfiguration((event) => {
      if (needsRestart(event)) {
        manager.restart('jaxMesh.interpreter, jaxMesh.importStrategy or jaxMesh.enable changed');
      } else if (event.affectsConfiguration(CONFIG_SECTION)) {
        // workspace/didChangeConfiguration: the server re-reads its settings, no reload or restart needed.
        manager.settingsChanged();
      }
    }),
    vscode.workspace.onDidChangeWorkspaceFolders(() => manager.restart('workspace folders changed')),
  );

  const pythonListener = await onDidChangePythonInterpreter(() => {
    const configured = vscode.workspace.getConfiguration(CONFIG_SECTION).get<string[]>('interpreter') ?? [];
    if (configured.length === 0) {
      manager.restart("the Python extension's interpreter changed");
    }
  });
  if (pythonListener) {
    context.subscriptions.push(pythonListener);
  }

  manager.restart('activation');
  return {
    serverState: () => status.state,
    targetJaxVersion: () => manager.targetJaxVersion(),
    statusText: () => status.text,
    ready: async () => Boolean(await manager.ready()),
  };
}

export async function deactivate(): Promise<void> {
  await server?.stop();
}
