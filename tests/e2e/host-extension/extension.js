// A stand-in for the Python extension's environment API (see package.json). No active interpreter until the
// suite sets one with e2eSetActiveInterpreter(path | undefined).
const vscode = require('vscode');

exports.activate = () => {
  let active;
  const changed = new vscode.EventEmitter();
  const current = () => ({ id: active ?? 'none', path: active ?? '' });
  return {
    environment: {
      getActiveEnvironmentPath: () => current(),
      resolveEnvironment: async () => ({ executable: { uri: active ? vscode.Uri.file(active) : undefined } }),
      onDidChangeActiveEnvironmentPath: changed.event,
    },
    e2eSetActiveInterpreter(path) {
      active = path;
      changed.fire({ ...current(), resource: undefined });
    },
  };
};
exports.deactivate = () => undefined;
