/** Helpers the in-editor tests share: run configuration, waiting for diagnostics, talking to the runner. */
import * as fs from 'fs';
import * as path from 'path';
import * as vscode from 'vscode';

export interface RunConfig {
  /** The temporary copy of tests/e2e/fixture that VS Code has open. */
  workspace: string;
  /** tests/e2e/artifacts: screenshots, logs, results. */
  artifacts: string;
  /** code-server's --user-data-dir (its logs/ folder holds the output channels' log files). */
  userData: string;
  /** A virtual environment's python WITHOUT jax-mesh-lsp: the user settings' jaxMesh.interpreter (bundled server). */
  barePython: string;
  /** Only tests whose title matches (JAX_MESH_E2E_GREP). */
  grep?: string;
  /** A python with jax-mesh-lsp installed (importStrategy fromEnvironment). */
  python: string;
  /** Where the workspace's hostile logging.py, json.py, ... would write their markers if they ever ran. */
  markers: string;
}

// run.mjs writes this file next to the bundle (out/run-config.json) before it opens the workbench.
export const config: RunConfig = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'run-config.json'), 'utf8'));

export const SOURCE = 'jax-mesh-lsp';

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export function ours(uri: vscode.Uri): vscode.Diagnostic[] {
  return vscode.languages.getDiagnostics(uri).filter((d) => d.source === SOURCE);
}

export function codeOf(d: vscode.Diagnostic): string {
  const code = d.code;
  if (code && typeof code === 'object') {
    return String(code.value);
  }
  return String(code ?? '');
}

/** Waits until `predicate` holds for this document's jax-mesh-lsp diagnostics; returns them. */
export async function waitForDiagnostics(
  uri: vscode.Uri,
  predicate: (diagnostics: vscode.Diagnostic[]) => boolean,
  what: string,
  timeoutMs = 30_000,
): Promise<vscode.Diagnostic[]> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const current = ours(uri);
    if (predicate(current)) {
      return current;
    }
    await new Promise<void>((resolve) => {
      const sub = vscode.languages.onDidChangeDiagnostics((e) => {
        if (e.uris.some((u) => u.toString() === uri.toString())) {
          sub.dispose();
          resolve();
        }
      });
      setTimeout(() => {
        sub.dispose();
        resolve();
      }, 500);
    });
  }
  const got = ours(uri).map((d) => `${codeOf(d)}@${d.range.start.line}:${d.range.start.character}`);
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}; diagnostics now: [${got.join(', ')}]`);
}

let requestCounter = 0;

/**
 * Asks the runner (outside the editor: it drives the browser) to do something the extension API cannot:
 * take a screenshot, or read text off the page (e.g. a notification). Answers arrive as files.
 */
export async function askRunner<T = unknown>(request: Record<string, unknown>, timeoutMs = 30_000): Promise<T> {
  const dir = path.join(config.artifacts, 'rpc');
  fs.mkdirSync(dir, { recursive: true });
  requestCounter += 1;
  const id = requestCounter;
  const responseFile = path.join(dir, `res-${id}.json`);
  fs.writeFileSync(path.join(dir, `req-${id}.json.tmp`), JSON.stringify(request));
  fs.renameSync(path.join(dir, `req-${id}.json.tmp`), path.join(dir, `req-${id}.json`));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (fs.existsSync(responseFile)) {
      const response = JSON.parse(fs.readFileSync(responseFile, 'utf8')) as { ok: boolean; value: T; error?: string };
      if (!response.ok) {
        throw new Error(`runner: ${response.error}`);
      }
      return response.value;
    }
    await sleep(100);
  }
  throw new Error(`runner did not answer ${JSON.stringify(request)} within ${timeoutMs} ms`);
}

/** Replaces the whole document text (used to undo a fix between tests) and saves. */
export async function setText(document: vscode.TextDocument, text: string): Promise<void> {
  const edit = new vscode.WorkspaceEdit();
  edit.replace(document.uri, new vscode.Range(0, 0, document.lineCount, 0), text);
  await vscode.workspace.applyEdit(edit);
  await document.save();
}

export function hoverText(hovers: vscode.Hover[]): string {
  return hovers
    .flatMap((h) => h.contents)
    .map((c) => (typeof c === 'string' ? c : 'value' in c ? c.value : ''))
    .join('\n');
}
