import * as vscode from 'vscode';
import type { LogLevel } from './settings';

let channel: vscode.LogOutputChannel | undefined;
/** `jaxMesh.logLevel`: the extension's own lines below it are dropped (the server applies it to its lines). */
let threshold = 2;
const RANK: Record<LogLevel, number> = { error: 0, warning: 1, info: 2, debug: 3 };

/** The "JAX Mesh" output channel: the extension's own log, the server's stderr and the LSP trace. */
export function createOutputChannel(name: string): vscode.LogOutputChannel {
  channel = vscode.window.createOutputChannel(name, { log: true });
  return channel;
}

export function setLogLevel(level: LogLevel): void {
  threshold = RANK[level];
}

export function traceDebug(message: string): void {
  if (threshold >= RANK.debug) {
    channel?.debug(message);
  }
}

export function traceInfo(message: string): void {
  if (threshold >= RANK.info) {
    channel?.info(message);
  }
}

export function traceWarn(message: string): void {
  if (threshold >= RANK.warning) {
    channel?.warn(message);
  }
}

export function traceError(message: string, error?: unknown): void {
  const detail = error instanceof Error ? `: ${error.message}` : error !== undefined ? `: ${String(error)}` : '';
  channel?.error(`${message}${detail}`);
}
