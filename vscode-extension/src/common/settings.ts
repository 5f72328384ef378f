import * as vscode from 'vscode';
import { CONFIG_SECTION } from './constants';

/** The settings the server reads (section `jaxMesh`), as sent in `initializationOptions`. */
export interface ServerSettings {
  enable: boolean;
  select: string[];
  ignore: string[];
  severity: Record<string, string>;
  jaxVersion: string;
}

export function readSettings(scope?: vscode.Uri): ServerSettings {
  const config = vscode.workspace.getConfiguration(CONFIG_SECTION, scope);
  return {
    enable: config.get<boolean>('enable', true),
    select: config.get<string[]>('select', []),
    ignore: config.get<string[]>('ignore', []),
    severity: { ...config.get<Record<string, string>>('severity', {}) },
    jaxVersion: config.get<string>('jaxVersion', ''),
  };
}

/**
 * `initializationOptions`: the `jaxMesh` section of the window (no folder), the same shape as the server's
 * `workspace/configuration` answers, which it asks per folder afterwards.
 */
export function initializationOptions(): ServerSettings {
  return readSettings(vscode.workspace.workspaceFolders?.[0]?.uri);
}

/** Settings whose change needs a new server process (all others reach the running server). */
export function needsRestart(event: vscode.ConfigurationChangeEvent): boolean {
  return event.affectsConfiguration(`${CONFIG_SECTION}.interpreter`) || event.affectsConfiguration(`${CONFIG_SECTION}.enable`);
}
