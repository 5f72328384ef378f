/**
 * Starts, stops and restarts the language server process: `<interpreter> -m jax_mesh_lsp serve` over stdio.
 * Before starting, a short probe checks that the package is importable from that interpreter, so a missing
 * install gives one clear notification (with the exact pip command) instead of a crash loop.
 */
import { execFile } from 'child_process';
import * as vscode from 'vscode';
import {
  DidChangeConfigurationNotification,
  LanguageClient,
  LanguageClientOptions,
  RevealOutputChannelOn,
  ServerOptions,
  State,
  TransportKind,
} from 'vscode-languageclient/node';
import { CONFIG_SECTION, PIP_PACKAGE, SERVER_MODULE, SERVER_NAME } from './constants';
import { traceError, traceInfo, traceWarn } from './logging';
import { describeSource, ResolvedInterpreter, resolveInterpreter } from './python';
import { initializationOptions, readSettings } from './settings';
import { StatusBar } from './status';

/** What the probe learns about the interpreter. */
export interface ProbeResult {
  ok: boolean;
  /** sys.executable, or the command when it could not run. */
  executable?: string;
  pythonVersion?: string;
  packageVersion?: string | null;
  jaxVersion?: string | null;
  /** Why `ok` is false. */
  problem?: 'interpreter-not-found' | 'package-missing' | 'probe-failed';
  detail?: string;
}

const PROBE_SCRIPT = [
  'import importlib.util, json, sys',
  'from importlib import metadata',
  'def v(name):',
  '    try:',
  '        return metadata.version(name)',
  '    except Exception:',
  '        return None',
  `print(json.dumps({"executable": sys.executable, "python": sys.version.split()[0],`,
  `  "package": importlib.util.find_spec(${JSON.stringify(SERVER_MODULE)}) is not None,`,
  `  "packageVersion": v(${JSON.stringify(PIP_PACKAGE)}), "jax": v("jax")}))`,
].join('\n');

export function probeInterpreter(command: string[], cwd: string | undefined): Promise<ProbeResult> {
  return new Promise((resolve) => {
    execFile(
      command[0],
      [...command.slice(1), '-c', PROBE_SCRIPT],
      { cwd, timeout: 30_000, env: process.env, maxBuffer: 1 << 20 },
      (error, stdout, stderr) => {
        if (error && (error as NodeJS.ErrnoException).code === 'ENOENT') {
          resolve({ ok: false, problem: 'interpreter-not-found', executable: command[0], detail: error.message });
          return;
        }
        const line = stdout.trim().split('\n').pop() ?? '';
        try {
          const info = JSON.parse(line) as {
            executable: string;
            python: string;
            package: boolean;
            packageVersion: string | null;
            jax: string | null;
          };
          resolve({
            ok: info.package,
            problem: info.package ? undefined : 'package-missing',
            executable: info.executable,
            pythonVersion: info.python,
            packageVersion: info.packageVersion,
            jaxVersion: info.jax,
          });
        } catch {
          resolve({
            ok: false,
            problem: 'probe-failed',
            executable: command.join(' '),
            detail: (error?.message ?? '') + (stderr ? `\n${stderr}` : ''),
          });
        }
      },
    );
  });
}

/** The shell-quoted install command for this interpreter. */
export function pipInstallCommand(command: string[]): string {
  const quote = (s: string) => (/^[\w@%+=:,./-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`);
  return [...command.map(quote), '-m', 'pip', 'install', '-U', PIP_PACKAGE].join(' ');
}

export class ServerManager implements vscode.Disposable {
  private client: LanguageClient | undefined;
  private interpreter: ResolvedInterpreter | undefined;
  private probe: ProbeResult | undefined;
  /** Interpreters the user was already told lack the package: one notification each, per session. */
  private readonly notified = new Set<string>();
  /** Serialises start/stop/restart. */
  private queue: Promise<unknown> = Promise.resolve();
  private readonly disposables: vscode.Disposable[] = [];

  constructor(
    private readonly outputChannel: vscode.LogOutputChannel,
    private readonly status: StatusBar,
  ) {}

  get languageClient(): LanguageClient | undefined {
    return this.client;
  }

  get isRunning(): boolean {
    return this.client?.state === State.Running;
  }

  restart(reason: string): Promise<void> {
    return this.enqueue(async () => {
      traceInfo(`(Re)starting the server: ${reason}.`);
      await this.stopNow();
      await this.startNow();
    });
  }

  stop(): Promise<void> {
    return this.enqueue(() => this.stopNow());
  }

  /** Waits for pending start/stop work; resolves with the running client, if any. */
  async ready(): Promise<LanguageClient | undefined> {
    await this.queue;
    return this.isRunning ? this.client : undefined;
  }

  private enqueue(work: () => Promise<void>): Promise<void> {
    const next = this.queue.then(work, work);
    this.queue = next.catch((error) => traceError('Server start/stop failed', error));
    return next;
  }

  private async startNow(): Promise<void> {
    const folder = vscode.workspace.workspaceFolders?.[0];
    if (!readSettings(folder?.uri).enable) {
      traceInfo('jaxMesh.enable is false: the server is not started.');
      this.status.disabled();
      return;
    }
    this.status.starting();
    this.interpreter = await resolveInterpreter(folder);
    const command = this.interpreter.command;
    traceInfo(`Interpreter: ${command.join(' ')} (${describeSource(this.interpreter.source)}).`);
    this.probe = await probeInterpreter(command, folder?.uri.fsPath);
    if (!this.probe.ok) {
      this.reportProbeFailure(command, this.probe);
      return;
    }
    traceInfo(
      `Python ${this.probe.pythonVersion} at ${this.probe.executable}: ${PIP_PACKAGE} ${this.probe.packageVersion ?? '(version unknown)'}, ` +
        `jax ${this.probe.jaxVersion ?? 'not installed'}.`,
    );

    const serverOptions: ServerOptions = {
      command: command[0],
      args: [...command.slice(1), '-m', SERVER_MODULE, 'serve'],
      options: { cwd: folder?.uri.fsPath, env: { ...process.env, PYTHONUNBUFFERED: '1' } },
      transport: TransportKind.stdio,
    };
    const clientOptions: LanguageClientOptions = {
      documentSelector: [
        { scheme: 'file', language: 'python' },
        { scheme: 'untitled', language: 'python' },
        { scheme: 'vscode-notebook-cell', language: 'python' },
      ],
      outputChannel: this.outputChannel,
      traceOutputChannel: this.outputChannel,
      revealOutputChannelOn: RevealOutputChannelOn.Never,
      initializationOptions: initializationOptions(),
      markdown: { isTrusted: false, supportHtml: false },
      // Pull diagnostics (when the server offers them) for every document in a tab, not only the visible ones.
      diagnosticPullOptions: { onChange: true, onSave: true, onTabs: true },
      middleware: {
        workspace: {
          // The client's own settings listener: quiet while a restart replaces this client.
          didChangeConfiguration: (sections, next) => (this.client === client ? next(sections) : Promise.resolve()),
        },
      },
      connectionOptions: { maxRestartCount: 4 },
    };
    const client = new LanguageClient(CONFIG_SECTION, SERVER_NAME, serverOptions, clientOptions);
    this.client = client;
    client.onDidChangeState((event) => {
      if (client !== this.client) {
        return;
      }
      if (event.newState === State.Running) {
        this.status.ready(this.targetJaxVersion(), this.describeInterpreter());
      } else if (event.newState === State.Starting) {
        this.status.starting();
      } else if (event.newState === State.Stopped) {
        this.status.error('The server stopped. See the output channel.', this.describeInterpreter());
      }
    });
    try {
      await client.start();
      traceInfo(`Server started: ${serverOptions.command} ${serverOptions.args?.join(' ')}.`);
      this.status.ready(this.targetJaxVersion(), this.describeInterpreter());
    } catch (error) {
      traceError('The server did not start', error);
      this.status.error('The server did not start. See the output channel.', this.describeInterpreter());
    }
  }

  private async stopNow(): Promise<void> {
    const client = this.client;
    this.client = undefined;
    if (client) {
      try {
        await client.stop(5000);
      } catch (error) {
        traceWarn(`Stopping the server: ${error instanceof Error ? error.message : String(error)}`);
      }
      await client.dispose().catch(() => undefined);
    }
    this.status.stopped();
  }

  /**
   * A `jaxMesh` setting changed that the running server can take as is: tell it (it then asks again with
   * `workspace/configuration`, per folder) and refresh the status bar (e.g. `jaxMesh.jaxVersion`).
   */
  settingsChanged(): void {
    const client = this.client;
    if (!client || !this.isRunning) {
      return;
    }
    const section = vscode.workspace.getConfiguration(CONFIG_SECTION, vscode.workspace.workspaceFolders?.[0]?.uri);
    client
      .sendNotification(DidChangeConfigurationNotification.type, { settings: { [CONFIG_SECTION]: section } })
      .catch((error) => traceError('Could not send the settings change to the server', error));
    this.status.ready(this.targetJaxVersion(), this.describeInterpreter());
  }

  /** The jax version the analysis targets: the setting, else the jax installed in the interpreter. */
  targetJaxVersion(): string | undefined {
    const setting = readSettings(vscode.workspace.workspaceFolders?.[0]?.uri).jaxVersion.trim();
    return setting || this.probe?.jaxVersion || undefined;
  }

  private describeInterpreter(): string {
    if (!this.interpreter) {
      return '';
    }
    return `${this.probe?.executable ?? this.interpreter.command.join(' ')} (${describeSource(this.interpreter.source)})`;
  }

  private reportProbeFailure(command: string[], probe: ProbeResult): void {
    const shown = command.join(' ');
    let message: string;
    switch (probe.problem) {
      case 'interpreter-not-found':
        message = `JAX Mesh: the Python interpreter "${shown}" was not found. Set "jaxMesh.interpreter" or select an interpreter.`;
        break;
      case 'package-missing':
        message =
          `JAX Mesh: the Python package "${PIP_PACKAGE}" is not installed in ${probe.executable ?? shown}. ` +
          `Install it with: ${pipInstallCommand(command)}`;
        break;
      default:
        message = `JAX Mesh: could not run the Python interpreter "${shown}".`;
    }
    traceError(`${message}${probe.detail ? `\n${probe.detail}` : ''}`);
    traceError(`Interpreter tried: ${shown} (${describeSource(this.interpreter?.source ?? 'default')}).`);
    this.status.error(message, shown);
    const key = `${probe.problem}:${shown}`;
    if (this.notified.has(key)) {
      return;
    }
    this.notified.add(key);
    const actions = probe.problem === 'package-missing' ? ['Copy Command', 'Show Output'] : ['Show Output'];
    vscode.window.showErrorMessage(message, ...actions).then(async (choice) => {
      if (choice === 'Copy Command') {
        await vscode.env.clipboard.writeText(pipInstallCommand(command));
      } else if (choice === 'Show Output') {
        this.outputChannel.show(true);
      }
    });
  }

  dispose(): void {
    this.disposables.forEach((d) => d.dispose());
    void this.stopNow();
  }
}
