import * as vscode from 'vscode';
import { Commands } from './constants';

/** The jax version the analysis targets and where that version came from (the server's answer). */
export interface TargetVersion {
  version: string;
  /** setting | pyproject | installed | newest-known */
  source: string;
  /** One sentence for the tooltip, e.g. "the jax installed in /venv/bin/python". */
  detail?: string;
}

const SOURCE_LABEL: Record<string, string> = {
  setting: 'setting',
  pyproject: 'pyproject.toml',
  installed: 'installed',
  'newest-known': 'newest known',
};

/** The status bar item: server state (starting / ready / error) and the jax version the analysis targets. */
export class StatusBar implements vscode.Disposable {
  private readonly item: vscode.StatusBarItem;
  /** Last state shown, for tests and the tooltip. */
  state: 'starting' | 'ready' | 'error' | 'stopped' | 'disabled' = 'stopped';

  constructor() {
    this.item = vscode.window.createStatusBarItem('jaxMesh.status', vscode.StatusBarAlignment.Right, 100);
    this.item.name = 'JAX Mesh';
    this.item.command = Commands.showOutput;
  }

  starting(): void {
    this.set('starting', '$(sync~spin) JAX Mesh', 'JAX Mesh: starting the language server…');
  }

  ready(target: TargetVersion | undefined, interpreter: string): void {
    const version = target ? `jax ${target.version} (${SOURCE_LABEL[target.source] ?? target.source})` : 'jax (asking the server…)';
    const detail = target?.detail ? `\n${target.detail}` : '';
    this.set('ready', `$(check) JAX Mesh · ${version}`, `JAX Mesh: ready, targeting ${version}${detail}\nServer: ${interpreter}`);
  }

  error(message: string, interpreter: string): void {
    this.set('error', '$(error) JAX Mesh', `${message}${interpreter ? `\nInterpreter: ${interpreter}` : ''}`);
    this.item.backgroundColor = new vscode.ThemeColor('statusBarItem.errorBackground');
  }

  stopped(): void {
    this.set('stopped', '$(circle-slash) JAX Mesh', 'JAX Mesh: the language server is stopped.');
  }

  disabled(): void {
    this.set('disabled', '$(circle-slash) JAX Mesh', 'JAX Mesh: disabled (jaxMesh.enable is false).');
  }

  /** The text shown (for tests). */
  get text(): string {
    return this.item.text;
  }

  private set(state: StatusBar['state'], text: string, tooltip: string): void {
    this.state = state;
    this.item.text = text;
    this.item.tooltip = `${tooltip}\n\nClick to show the output.`;
    this.item.backgroundColor = undefined;
    this.item.show();
  }

  dispose(): void {
    this.item.dispose();
  }
}
