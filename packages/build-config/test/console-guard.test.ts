import { spawnSync } from 'node:child_process';
import path from 'node:path';

const fixture = path.join(__dirname, 'fixtures', 'console-guard');

describe('console guard of the jest preset (issue 19)', () => {
  it('fails a test that logs an unexpected console.error or console.warn, passes one that declares it', () => {
    const run = spawnSync(
      process.execPath,
      [require.resolve('jest/bin/jest'), '--config', path.join(fixture, 'jest.config.js'), '--json', '--silent'],
      { cwd: fixture, encoding: 'utf8' },
    );
    const report = JSON.parse(run.stdout) as {
      testResults: { assertionResults: { title: string; status: string; failureMessages: string[] }[] }[];
    };
    const results = report.testResults[0]!.assertionResults;
    expect(results.map(({ title, status }) => [title, status])).toEqual([
      ['fails an unexpected console.error', 'failed'],
      ['fails an unexpected console.warn', 'failed'],
      ['passes a declared message', 'passed'],
      ['guards again after a declared message (restoreMocks)', 'failed'],
      ['passes a quiet test', 'passed'],
    ]);
    expect(results[0]!.failureMessages.join('')).toContain('console.error: something went wrong');
    expect(results[1]!.failureMessages.join('')).toContain('console.warn: careful');
  });
});
