import * as vscode from 'vscode';
import { CONFIG_SECTION } from './constants';

export type ImportStrategy = 'useBundled' | 'fromEnvironment';
export type LogLevel = 'error' | 'warning' | 'info' | 'debug';

/** The settings the extension itself reads (the server asks for the whole `jaxMesh` section on its own). */
export interface ExtensionSettings {
  enable: boolean;
  importStrategy: ImportStrategy;
  logLevel: LogLevel;
  jaxVersion: string;
}

export function readSettings(scope?: vscode.Uri): ExtensionSettings {
  const config = vscode.workspace.getConfiguration(CONFIG_SECTION, scope);
  const strategy = config.get<string>('importStrategy', 'useBundled');
  const level = config.get<string>('logLevel', 'info');
  return {
    enable: config.get<boolean>('enable', true),
    importStrategy: strategy === 'fromEnvironment' ? 'fromEnvironment' : 'useBundled',
    logLevel: (['error', 'warning', 'info', 'debug'] as const).find((l) => l === level) ?? 'info',
    jaxVersion: config.get<string>('jaxVersion', ''),
  };
}

/**
 * `initializationOptions`: the `jaxMesh` section as the first workspace folder sees it (the server asks again
 * with `workspace/configuration`, per folder, once initialised).
 */
export function initializationOptions(): Record<string, unknown> {
  const section = vscode.workspace.getConfiguration(CONFIG_SECTION, vscode.workspace.workspaceFolders?.[0]?.uri);
  return JSON.parse(JSON.stringify(section)) as Record<string, unknown>;
}

/** Settings whose change needs a new server process (all others reach the running server). */
export function needsRestart(event: vscode.ConfigurationChangeEvent): boolean {
  return ['interpreter', 'enable', 'importStrategy'].some((key) => event.affectsConfiguration(`${CONFIG_SECTION}.${key}`));
}
