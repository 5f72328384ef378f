/** Names shared by the extension and its contract with the language server. */
export const EXTENSION_ID = 'jax-mesh-lsp.jax-mesh-lsp';
export const SERVER_NAME = 'JAX Mesh';
/** The Python module started as `<interpreter> -I -m jax_mesh_lsp serve` (importStrategy fromEnvironment). */
export const SERVER_MODULE = 'jax_mesh_lsp';
/** The Python distribution's name. */
export const PIP_PACKAGE = 'jax-mesh-lsp';
/** The launcher of the server bundled in the .vsix, relative to the extension's folder (importStrategy useBundled). */
export const BUNDLED_LAUNCHER = ['bundled', 'tool', 'lsp_server.py'];
/** The oldest Python the server runs on. */
export const MIN_PYTHON = '3.10';
/** Settings section: also the LanguageClient id, so `jaxMesh.trace.server` drives the LSP trace. */
export const CONFIG_SECTION = 'jaxMesh';
/** `source` of every diagnostic the server publishes. */
export const DIAGNOSTIC_SOURCE = 'jax-mesh-lsp';
/** Code action kind of the server's "apply every safe fix". */
export const FIX_ALL_KIND = 'source.fixAll.jax-mesh-lsp';
/** workspace/executeCommand the server implements: argument = pasted JAX error text, result = Markdown. */
export const SERVER_EXPLAIN_COMMAND = 'jaxMesh.explain';
/** workspace/executeCommand the server implements: argument = a document or folder URI, result = {version, source}. */
export const SERVER_TARGET_VERSION_COMMAND = 'jaxMesh.targetJaxVersion';
/** Scheme of the read-only documents the "Explain Error…" command previews. */
export const EXPLAIN_SCHEME = 'jax-mesh-explain';

/**
 * The extension's own commands. Their ids must differ from the server's executeCommand ids (`jaxMesh.explain`,
 * `jaxMesh.fixAll`): vscode-languageclient registers those as VS Code commands too, and a clash stops the client.
 */
export const Commands = {
  restart: 'jaxMesh.restart',
  showOutput: 'jaxMesh.showOutput',
  explainError: 'jaxMesh.explainError',
  fixAll: 'jaxMesh.applyFixAll',
  showRule: 'jaxMesh.showRule',
} as const;
