/**
 * Which Python runs the server. Order (as in Microsoft's python-tools extension template):
 *   1. the `jaxMesh.interpreter` setting (an array: a command split into items);
 *   2. the Python extension's active interpreter for the workspace folder, when that extension is installed;
 *   3. `python3` on PATH (the extension host's PATH, which comes from a login shell, not an activated venv).
 */
import * as os from 'os';
import * as vscode from 'vscode';
import { traceError, traceInfo } from './logging';

/** The few members of the Python extension's API this extension uses. */
interface PythonExtensionApi {
  environment: {
    getActiveEnvironmentPath(resource?: vscode.Uri | vscode.WorkspaceFolder): { id: string; path: string };
    resolveEnvironment(env: { id: string; path: string } | string): Promise<
      { executable: { uri: vscode.Uri | undefined } } | undefined
    >;
    readonly onDidChangeActiveEnvironmentPath: vscode.Event<{ id: string; path: string }>;
  };
}

export type InterpreterSource = 'setting' | 'python-extension' | 'default';

export interface ResolvedInterpreter {
  command: string[];
  source: InterpreterSource;
}

const PYTHON_EXTENSION_ID = 'ms-python.python';

async function pythonExtensionApi(): Promise<PythonExtensionApi | undefined> {
  const extension = vscode.extensions.getExtension<PythonExtensionApi>(PYTHON_EXTENSION_ID);
  if (!extension) {
    return undefined;
  }
  try {
    if (!extension.isActive) {
      await extension.activate();
    }
    return extension.exports?.environment ? extension.exports : undefined;
  } catch (error) {
    traceError('Could not activate the Python extension', error);
    return undefined;
  }
}

/** Fires when the Python extension's active interpreter changes (never fires without that extension). */
export async function onDidChangePythonInterpreter(listener: () => void): Promise<vscode.Disposable | undefined> {
  const api = await pythonExtensionApi();
  return api?.environment.onDidChangeActiveEnvironmentPath(() => listener());
}

/** Expands `~` and `${workspaceFolder}` (and `${userHome}`) in one item of the interpreter setting. */
export function expandVariables(value: string, folder: vscode.WorkspaceFolder | undefined): string {
  let result = value;
  if (result === '~' || result.startsWith('~/')) {
    result = os.homedir() + result.slice(1);
  }
  result = result.replace(/\$\{userHome\}/g, os.homedir());
  if (folder) {
    result = result.replace(/\$\{workspaceFolder\}/g, folder.uri.fsPath);
  }
  return result;
}

export async function resolveInterpreter(folder: vscode.WorkspaceFolder | undefined): Promise<ResolvedInterpreter> {
  const configured = vscode.workspace.getConfiguration('jaxMesh', folder?.uri).get<string[]>('interpreter') ?? [];
  const fromSetting = configured.filter((item) => item.trim() !== '').map((item) => expandVariables(item, folder));
  if (fromSetting.length > 0) {
    return { command: fromSetting, source: 'setting' };
  }
  const api = await pythonExtensionApi();
  if (api) {
    try {
      const active = api.environment.getActiveEnvironmentPath(folder?.uri);
      const resolved = await api.environment.resolveEnvironment(active);
      const executable = resolved?.executable.uri?.fsPath;
      if (executable) {
        return { command: [executable], source: 'python-extension' };
      }
      traceInfo(`The Python extension's active environment (${active.path}) has no executable.`);
    } catch (error) {
      traceError("Could not read the Python extension's active interpreter", error);
    }
  }
  return { command: [process.platform === 'win32' ? 'python' : 'python3'], source: 'default' };
}

export function describeSource(source: InterpreterSource): string {
  switch (source) {
    case 'setting':
      return 'from the jaxMesh.interpreter setting';
    case 'python-extension':
      return "the Python extension's active interpreter";
    default:
      return 'the default: python3 on PATH, as neither jaxMesh.interpreter nor the Python extension names one';
  }
}
