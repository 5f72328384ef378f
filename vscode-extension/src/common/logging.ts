import * as vscode from 'vscode';

let channel: vscode.LogOutputChannel | undefined;

/** The "JAX Mesh" output channel: the extension's own log, the server's stderr and the LSP trace. */
export function createOutputChannel(name: string): vscode.LogOutputChannel {
  channel = vscode.window.createOutputChannel(name, { log: true });
  return channel;
}

export function traceInfo(message: string): void {
  channel?.info(message);
}

export function traceWarn(message: string): void {
  channel?.warn(message);
}

export function traceError(message: string, error?: unknown): void {
  const detail = error instanceof Error ? `: ${error.message}` : error !== undefined ? `: ${String(error)}` : '';
  channel?.error(`${message}${detail}`);
}
