/**
 * Starts, stops and restarts the language server process over stdio, isolated from the workspace:
 *   useBundled (default):  <python> -I <extension>/bundled/tool/lsp_server.py   (the server shipped in the .vsix)
 *   fromEnvironment:       <python> -I -m jax_mesh_lsp serve                    (the package installed in <python>)
 * `-I` keeps the working directory, PYTHONPATH and the user's site-packages off sys.path, and the working directory
 * is the extension's folder, never the workspace: no workspace module (a `logging.py`, a `json.py`) can run.
 * Before starting, a short probe (the launcher's --probe, run the same way) checks the Python version and, for
 * fromEnvironment, that the package is importable, so a problem gives one clear notification, not a crash loop.
 */
import { execFile } from 'child_process';
import * as path from 'path';
import * as vscode from 'vscode';
import {
  DidChangeConfigurationNotification,
  ExecuteCommandRequest,
  LanguageClient,
  LanguageClientOptions,
  RevealOutputChannelOn,
  ServerOptions,
  State,
  TransportKind,
} from 'vscode-languageclient/node';
import {
  BUNDLED_LAUNCHER,
  CONFIG_SECTION,
  MIN_PYTHON,
  PIP_PACKAGE,
  SERVER_MODULE,
  SERVER_NAME,
  SERVER_TARGET_VERSION_COMMAND,
} from './constants';
import { setLogLevel, traceError, traceInfo, traceWarn } from './logging';
import { describeSource, ResolvedInterpreter, resolveInterpreter } from './python';
import { rewriteRuleLinks } from './rules';
import { ImportStrategy, initializationOptions, readSettings } from './settings';
import { StatusBar, TargetVersion } from './status';

/** What the probe learns about the interpreter. */
export interface ProbeResult {
  ok: boolean;
  /** sys.executable, or the command when it could not run. */
  executable?: string;
  pythonVersion?: string;
  packageVersion?: string | null;
  packageLocation?: string | null;
  jaxVersion?: string | null;
  /** Why `ok` is false. */
  problem?: 'interpreter-not-found' | 'python-too-old' | 'package-missing' | 'probe-failed';
  detail?: string;
}

/** How to start the server (and its probe) for one interpreter command and import strategy. */
export interface LaunchPlan {
  command: string;
  args: string[];
  probeArgs: string[];
  /** The working directory: the extension's folder, never the workspace. */
  cwd: string;
}

export function launchPlan(interpreter: string[], strategy: ImportStrategy, extensionPath: string): LaunchPlan {
  const launcher = path.join(extensionPath, ...BUNDLED_LAUNCHER);
  const base = [...interpreter.slice(1), '-I'];
  const fromEnvironment = strategy === 'fromEnvironment';
  return {
    command: interpreter[0],
    args: fromEnvironment ? [...base, '-m', SERVER_MODULE, 'serve'] : [...base, launcher],
    probeArgs: [...base, launcher, '--probe', ...(fromEnvironment ? ['--from-environment'] : [])],
    cwd: extensionPath,
  };
}

export function probeInterpreter(plan: LaunchPlan, strategy: ImportStrategy): Promise<ProbeResult> {
  return new Promise((resolve) => {
    execFile(plan.command, plan.probeArgs, { cwd: plan.cwd, timeout: 30_000, env: process.env, maxBuffer: 1 << 20 }, (error, stdout, stderr) => {
      if (error && (error as NodeJS.ErrnoException).code === 'ENOENT') {
        resolve({ ok: false, problem: 'interpreter-not-found', executable: plan.command, detail: error.message });
        return;
      }
      const line = stdout.trim().split('\n').pop() ?? '';
      try {
        const info = JSON.parse(line) as {
          executable: string;
          python: string;
          supported: boolean;
          package: boolean;
          packageVersion: string | null;
          packageLocation: string | null;
          jax: string | null;
          importError?: string;
        };
        const problem = !info.supported ? 'python-too-old' : !info.package ? 'package-missing' : undefined;
        resolve({
          ok: problem === undefined,
          problem,
          executable: info.executable,
          pythonVersion: info.python,
          packageVersion: info.packageVersion,
          packageLocation: info.packageLocation,
          jaxVersion: info.jax,
          detail: problem === 'package-missing' && strategy === 'useBundled'
            ? 'the bundled server is missing from the extension folder (a broken install: reinstall the extension)'
            : info.importError,
        });
      } catch {
        resolve({
          ok: false,
          problem: 'probe-failed',
          executable: [plan.command, ...plan.probeArgs].join(' '),
          detail: (error?.message ?? '') + (stderr ? `\n${stderr}` : ''),
        });
      }
    });
  });
}

/**
 * vscode-languageclient logs every exit of the server process as an error, the normal one after `shutdown` and
 * `exit` too ("[Error] Server process exited with code 0."): on a restart that is expected, so it is logged as info.
 */
class JaxMeshLanguageClient extends LanguageClient {
  /** Set before stop(): the process' exit is then expected. */
  stopRequested = false;

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override error(message: string, data?: any, showNotification?: boolean | 'force'): void {
    if (this.stopRequested && /^Server process exited with code 0\b/.test(message)) {
      this.info(message, data, false);
      return;
    }
    super.error(message, data, showNotification);
  }
}

export class ServerManager implements vscode.Disposable {
  private client: JaxMeshLanguageClient | undefined;
  private interpreter: ResolvedInterpreter | undefined;
  private probe: ProbeResult | undefined;
  private strategy: ImportStrategy = 'useBundled';
  private target: TargetVersion | undefined;
  /** Problems the user was already told about: one notification each, per session. */
  private readonly notified = new Set<string>();
  /** Serialises start/stop/restart. */
  private queue: Promise<unknown> = Promise.resolve();
  /** True while stopNow() replaces or ends the client: its state changes are expected, not errors. */
  private stopping = false;

  constructor(
    private readonly outputChannel: vscode.LogOutputChannel,
    private readonly status: StatusBar,
    private readonly extensionPath: string,
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
    const settings = readSettings(folder?.uri);
    setLogLevel(settings.logLevel);
    if (!settings.enable) {
      traceInfo('jaxMesh.enable is false: the server is not started.');
      this.status.disabled();
      return;
    }
    this.status.starting();
    this.strategy = settings.importStrategy;
    this.target = undefined;
    this.interpreter = await resolveInterpreter(folder);
    const command = this.interpreter.command;
    traceInfo(`Interpreter: ${command.join(' ')} (${describeSource(this.interpreter.source)}).`);
    const plan = launchPlan(command, this.strategy, this.extensionPath);
    this.probe = await probeInterpreter(plan, this.strategy);
    if (!this.probe.ok) {
      this.reportProbeFailure(command, this.probe);
      return;
    }
    const server =
      this.strategy === 'useBundled'
        ? `the bundled ${PIP_PACKAGE} ${this.probe.packageVersion ?? ''} (jaxMesh.importStrategy: useBundled)`
        : `${PIP_PACKAGE} ${this.probe.packageVersion ?? '(version unknown)'} from ${this.probe.packageLocation} (jaxMesh.importStrategy: fromEnvironment)`;
    traceInfo(`Python ${this.probe.pythonVersion} at ${this.probe.executable}: ${server}, jax ${this.probe.jaxVersion ?? 'not installed'}.`);

    const serverOptions: ServerOptions = {
      command: plan.command,
      args: plan.args,
      options: { cwd: plan.cwd, env: { ...process.env } },
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
      // Hover links to a rule page become `command:jaxMesh.showRule?...` (rendered Markdown): trust that one only.
      markdown: { isTrusted: { enabledCommands: ['jaxMesh.showRule'] }, supportHtml: false },
      // Pull diagnostics (when the server offers them) for every document in a tab, not only the visible ones.
      diagnosticPullOptions: { onChange: true, onSave: true, onTabs: true },
      middleware: {
        workspace: {
          // The client's own settings listener stays quiet: settingsChanged() tells the server when a change needs
          // no restart, and a change that restarts it must not reach the client being stopped (that logged
          // "[Error] Sending notification workspace/didChangeConfiguration failed: Starting server failed").
          didChangeConfiguration: () => Promise.resolve(),
        },
        provideHover: async (document, position, token, next) => rewriteRuleLinks.hover(await next(document, position, token)),
      },
      connectionOptions: { maxRestartCount: 4 },
    };
    const client = new JaxMeshLanguageClient(CONFIG_SECTION, SERVER_NAME, serverOptions, clientOptions);
    this.client = client;
    client.onDidChangeState((event) => {
      if (client !== this.client || this.stopping) {
        return;
      }
      if (event.newState === State.Running) {
        this.status.ready(this.target, this.describeServer());
      } else if (event.newState === State.Starting) {
        this.status.starting();
      } else if (event.newState === State.Stopped) {
        this.status.error('The server stopped. See the output channel.', this.describeServer());
      }
    });
    try {
      await client.start();
      traceInfo(`Server started: ${serverOptions.command} ${serverOptions.args?.join(' ')} (working directory ${plan.cwd}).`);
      this.status.ready(this.target, this.describeServer());
      await this.refreshTarget();
    } catch (error) {
      if (client !== this.client || this.stopping) {
        return; // replaced by a restart while starting: not an error
      }
      traceError('The server did not start', error);
      this.status.error('The server did not start. See the output channel.', this.describeServer());
    }
  }

  private async stopNow(): Promise<void> {
    const client = this.client;
    this.stopping = true;
    try {
      if (client) {
        client.stopRequested = true;
        if (client.state !== State.Stopped) {
          try {
            await client.stop(5000);
          } catch (error) {
            // A server that exits during shutdown (it ends the process right after `exit`) is a normal stop.
            traceInfo(`Stopping the server: ${error instanceof Error ? error.message : String(error)}`);
          }
        }
        await client.dispose().catch(() => undefined);
      }
    } finally {
      this.client = undefined;
      this.stopping = false;
    }
    this.status.stopped();
  }

  /**
   * A `jaxMesh` setting changed that the running server can take as is: tell it (it then asks again with
   * `workspace/configuration`, per folder) and refresh the status bar (e.g. `jaxMesh.jaxVersion`).
   */
  settingsChanged(): void {
    setLogLevel(readSettings(vscode.workspace.workspaceFolders?.[0]?.uri).logLevel);
    const client = this.client;
    if (!client || !this.isRunning) {
      return;
    }
    const section = vscode.workspace.getConfiguration(CONFIG_SECTION, vscode.workspace.workspaceFolders?.[0]?.uri);
    client
      .sendNotification(DidChangeConfigurationNotification.type, { settings: { [CONFIG_SECTION]: section } })
      .then(() => this.refreshTarget())
      .catch((error) => traceWarn(`Could not send the settings change to the server: ${String(error)}`));
  }

  /** Asks the server which jax version it targets for the first folder, and where that version came from. */
  async refreshTarget(): Promise<TargetVersion | undefined> {
    const client = this.client;
    if (!client || !this.isRunning) {
      return undefined;
    }
    const scope = vscode.window.activeTextEditor?.document.uri ?? vscode.workspace.workspaceFolders?.[0]?.uri;
    try {
      const answer = (await client.sendRequest(ExecuteCommandRequest.type, {
        command: SERVER_TARGET_VERSION_COMMAND,
        arguments: scope ? [scope.toString()] : [],
      })) as TargetVersion | null;
      if (client === this.client && answer && typeof answer.version === 'string') {
        this.target = answer;
        this.status.ready(answer, this.describeServer());
      }
    } catch (error) {
      traceWarn(`The server did not say which jax version it targets: ${String(error)}`);
    }
    return this.target;
  }

  /** The jax version the analysis targets, as the server reported it. */
  targetJaxVersion(): TargetVersion | undefined {
    return this.target;
  }

  private describeServer(): string {
    if (!this.interpreter) {
      return '';
    }
    const where = this.strategy === 'useBundled' ? 'bundled server' : `${PIP_PACKAGE} installed in the interpreter`;
    return `${this.probe?.executable ?? this.interpreter.command.join(' ')} (${describeSource(this.interpreter.source)}), ${where}`;
  }

  private reportProbeFailure(command: string[], probe: ProbeResult): void {
    const shown = command.join(' ');
    const actions: string[] = [];
    let message: string;
    switch (probe.problem) {
      case 'interpreter-not-found':
        message = `JAX Mesh: the Python interpreter "${shown}" was not found. Set "jaxMesh.interpreter" or select an interpreter.`;
        break;
      case 'python-too-old':
        message =
          `JAX Mesh: the server needs Python ${MIN_PYTHON} or newer; ${probe.executable ?? shown} is Python ${probe.pythonVersion}. ` +
          'Select another interpreter or set "jaxMesh.interpreter".';
        break;
      case 'package-missing':
        if (this.strategy === 'fromEnvironment') {
          message =
            `JAX Mesh: the Python package "${PIP_PACKAGE}" is not installed in ${probe.executable ?? shown} ` +
            '("jaxMesh.importStrategy" is "fromEnvironment"). Use the server bundled with the extension, or install ' +
            `the package into that interpreter from a checkout (${shown} -m pip install <checkout>).`;
          actions.push('Use Bundled Server');
        } else {
          message = `JAX Mesh: ${probe.detail ?? 'the bundled server is missing'}.`;
        }
        break;
      default:
        message = `JAX Mesh: could not run the Python interpreter "${shown}".`;
    }
    traceError(`${message}${probe.detail ? `\n${probe.detail}` : ''}`);
    traceError(`Interpreter tried: ${shown} (${describeSource(this.interpreter?.source ?? 'default')}).`);
    this.status.error(message, shown);
    const key = `${probe.problem}:${this.strategy}:${shown}`;
    if (this.notified.has(key)) {
      return;
    }
    this.notified.add(key);
    vscode.window.showErrorMessage(message, ...actions, 'Show Output').then(async (choice) => {
      if (choice === 'Use Bundled Server') {
        const config = vscode.workspace.getConfiguration(CONFIG_SECTION);
        const inspected = config.inspect('importStrategy');
        const target = inspected?.workspaceFolderValue !== undefined
          ? vscode.ConfigurationTarget.WorkspaceFolder
          : inspected?.workspaceValue !== undefined
            ? vscode.ConfigurationTarget.Workspace
            : vscode.ConfigurationTarget.Global;
        await config.update('importStrategy', 'useBundled', target);
      } else if (choice === 'Show Output') {
        this.outputChannel.show(true);
      }
    });
  }

  dispose(): void {
    void this.stopNow();
  }
}
