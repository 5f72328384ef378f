// Bundles the in-editor test suite (suite/*.ts) into out/suite/index.js; `vscode` and mocha stay external
// (mocha is resolved from the repository's node_modules at run time).
import * as esbuild from 'esbuild';

await esbuild.build({
  entryPoints: ['suite/index.ts'],
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: 'node18',
  outfile: 'out/suite/index.js',
  external: ['vscode', 'mocha'],
  sourcemap: 'inline',
  logLevel: 'warning',
});
