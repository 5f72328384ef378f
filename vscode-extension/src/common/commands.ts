import * as vscode from 'vscode';
import { ExecuteCommandRequest } from 'vscode-languageclient/node';
import { DIAGNOSTIC_SOURCE, EXPLAIN_SCHEME, FIX_ALL_KIND, SERVER_EXPLAIN_COMMAND } from './constants';
import { traceError, traceInfo } from './logging';
import { ServerManager } from './server';

/** Read-only Markdown documents shown by "Explain Error…", addressed as jax-mesh-explain:/explanation-N.md. */
export class ExplanationProvider implements vscode.TextDocumentContentProvider {
  private readonly contents = new Map<string, string>();
  private counter = 0;

  add(markdown: string): vscode.Uri {
    this.counter += 1;
    const uri = vscode.Uri.from({ scheme: EXPLAIN_SCHEME, path: `/JAX error explanation ${this.counter}.md` });
    this.contents.set(uri.toString(), markdown);
    return uri;
  }

  provideTextDocumentContent(uri: vscode.Uri): string {
    return this.contents.get(uri.toString()) ?? '';
  }
}

function markdownOf(result: unknown): string | undefined {
  if (typeof result === 'string') {
    return result;
  }
  if (result && typeof result === 'object') {
    const record = result as Record<string, unknown>;
    for (const key of ['markdown', 'value', 'contents']) {
      if (typeof record[key] === 'string') {
        return record[key] as string;
      }
    }
  }
  return undefined;
}

/**
 * `JAX Mesh: Explain Error…`: asks for a pasted JAX error (or takes it as the argument, or the editor selection as
 * the default), asks the server's `jaxMesh.explain`, and shows the Markdown in a preview. Returns the Markdown.
 */
export async function explainError(
  server: ServerManager,
  provider: ExplanationProvider,
  text?: string,
): Promise<string | undefined> {
  let message = typeof text === 'string' ? text : undefined;
  if (message === undefined) {
    const editor = vscode.window.activeTextEditor;
    const selection = editor && !editor.selection.isEmpty ? editor.document.getText(editor.selection) : '';
    message = await vscode.window.showInputBox({
      title: 'JAX Mesh: Explain Error',
      prompt: 'Paste the JAX error message (the whole line, or the traceback\'s last lines)',
      placeHolder: 'ValueError: top_level_all_gather works when all mesh axes of context mesh are explicit. …',
      value: selection,
      ignoreFocusOut: true,
    });
  }
  if (!message || !message.trim()) {
    return undefined;
  }
  const client = await server.ready();
  if (!client) {
    vscode.window.showErrorMessage('JAX Mesh: the language server is not running; see "JAX Mesh: Show Output".');
    return undefined;
  }
  let markdown: string | undefined;
  try {
    const result = await client.sendRequest(ExecuteCommandRequest.type, {
      command: SERVER_EXPLAIN_COMMAND,
      arguments: [message],
    });
    markdown = markdownOf(result);
  } catch (error) {
    traceError('jaxMesh.explain failed', error);
    vscode.window.showErrorMessage(`JAX Mesh: the server could not explain this error: ${String(error)}`);
    return undefined;
  }
  if (!markdown || !markdown.trim()) {
    vscode.window.showInformationMessage('JAX Mesh: no rule matches this error message.');
    return undefined;
  }
  const uri = provider.add(markdown);
  try {
    await vscode.commands.executeCommand('markdown.showPreview', uri);
  } catch (error) {
    traceInfo(`Markdown preview unavailable (${String(error)}); opening the Markdown source.`);
    const doc = await vscode.workspace.openTextDocument(uri);
    await vscode.languages.setTextDocumentLanguage(doc, 'markdown');
    await vscode.window.showTextDocument(doc, { preview: true });
  }
  return markdown;
}

/**
 * `JAX Mesh: Fix All`: applies the server's `source.fixAll.jax-mesh-lsp` action to the active document (the same
 * action `editor.codeActionsOnSave` can run). Returns how many actions were applied.
 */
export async function fixAll(server: ServerManager, uri?: vscode.Uri): Promise<number> {
  const document = uri
    ? await vscode.workspace.openTextDocument(uri)
    : vscode.window.activeTextEditor?.document;
  if (!document) {
    return 0;
  }
  if (!(await server.ready())) {
    vscode.window.showErrorMessage('JAX Mesh: the language server is not running; see "JAX Mesh: Show Output".');
    return 0;
  }
  const fullRange = new vscode.Range(0, 0, document.lineCount, 0);
  const actions =
    (await vscode.commands.executeCommand<vscode.CodeAction[]>(
      'vscode.executeCodeActionProvider',
      document.uri,
      fullRange,
      FIX_ALL_KIND,
      10,
    )) ?? [];
  const fixKind = vscode.CodeActionKind.Empty.append(FIX_ALL_KIND);
  let applied = 0;
  for (const action of actions) {
    if (!action.kind || !fixKind.contains(action.kind)) {
      continue;
    }
    if (action.edit && (await vscode.workspace.applyEdit(action.edit))) {
      applied += 1;
    }
    if (action.command) {
      await vscode.commands.executeCommand(action.command.command, ...(action.command.arguments ?? []));
      applied += action.edit ? 0 : 1;
    }
  }
  if (applied === 0 && !uri) {
    const remaining = vscode.languages
      .getDiagnostics(document.uri)
      .filter((d) => d.source === DIAGNOSTIC_SOURCE).length;
    vscode.window.showInformationMessage(
      remaining
        ? `JAX Mesh: none of the ${remaining} problem(s) in this file has a safe automatic fix.`
        : 'JAX Mesh: no problems to fix in this file.',
    );
  }
  return applied;
}
