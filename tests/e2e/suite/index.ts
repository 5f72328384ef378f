/**
 * Entry point VS Code loads as `extensionTestsPath`: runs the mocha suite inside the real extension host and
 * writes the results where the runner (run.mjs) reads them: <artifacts>/results.json and suite.log.
 */
import * as fs from 'fs';
import * as path from 'path';
import { config } from './harness';

interface TestResult {
  title: string;
  state: 'passed' | 'failed';
  durationMs: number;
  error?: string;
}

export async function run(): Promise<void> {
  // mocha stays external to the bundle: resolved from the repository's node_modules.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const Mocha = require('mocha') as typeof import('mocha');
  const mocha = new Mocha({ ui: 'bdd', timeout: 90_000, color: false, reporter: 'dot' });
  if (config.grep) {
    mocha.grep(config.grep);
  }
  const logFile = path.join(config.artifacts, 'suite.log');
  const log = (line: string) => fs.appendFileSync(logFile, `${new Date().toISOString()} ${line}\n`);
  // Registers the tests (the module's describe() calls) on this mocha instance.
  mocha.suite.emit('pre-require', globalThis, 'extension.test', mocha);
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('./extension.test');

  const results: TestResult[] = [];
  const started = Date.now();
  await new Promise<void>((resolve) => {
    const runner = mocha.run(() => resolve());
    runner.on('test', (test) => log(`START ${test.fullTitle()}`));
    runner.on('pass', (test) => {
      results.push({ title: test.fullTitle(), state: 'passed', durationMs: test.duration ?? 0 });
      log(`PASS  ${test.fullTitle()} (${test.duration} ms)`);
    });
    runner.on('fail', (test, error: Error) => {
      results.push({
        title: test.fullTitle(),
        state: 'failed',
        durationMs: test.duration ?? 0,
        error: `${error.message}\n${error.stack ?? ''}`,
      });
      log(`FAIL  ${test.fullTitle()}: ${error.message}`);
    });
  });
  const failed = results.filter((r) => r.state === 'failed').length;
  fs.writeFileSync(
    path.join(config.artifacts, 'results.json'),
    JSON.stringify({ results, durationMs: Date.now() - started }, null, 2),
  );
  if (failed > 0 || results.length === 0) {
    throw new Error(`${failed} of ${results.length} end-to-end tests failed`);
  }
}
