import { describe, expect, it } from 'vitest';
import { e2eFailures, unitFailures } from './test-failures.mjs';

describe('the failed tests npm test names at its end', () => {
  it('names each failed unit test with its file and the first line of its error, colours removed', () => {
    const report = {
      testResults: [
        {
          name: '/repo/src/a.test.ts',
          assertionResults: [
            { fullName: 'a passes', status: 'passed', failureMessages: [] },
            {
              fullName: 'a › fails',
              status: 'failed',
              failureMessages: ['\u001b[31mAssertionError: expected 1\u001b[39m\n  at x'],
            },
          ],
        },
        { name: '/repo/src/b.test.ts', assertionResults: [{ fullName: 'b', status: 'passed', failureMessages: [] }] },
      ],
    };
    expect(unitFailures(report)).toEqual(['/repo/src/a.test.ts › a › fails: AssertionError: expected 1']);
  });

  it('names each e2e test that did not pass as expected with its project, place and describe blocks', () => {
    const test = (status: string, message?: string) => ({
      projectName: 'desktop',
      status,
      results: [{ error: message ? { message } : undefined }],
    });
    const report = {
      suites: [
        {
          title: 'tabs.e2e.ts',
          specs: [{ title: 'top', file: 'tabs.e2e.ts', line: 3, tests: [test('expected')] }],
          suites: [
            {
              title: 'Logout in one tab',
              specs: [
                {
                  title: 'signs out',
                  file: 'tabs.e2e.ts',
                  line: 9,
                  tests: [test('unexpected', '\n Error: timed out\nmore')],
                },
                { title: 'skipped one', file: 'tabs.e2e.ts', line: 12, tests: [test('skipped')] },
              ],
            },
          ],
        },
      ],
    };
    expect(e2eFailures(report)).toEqual([
      '[desktop] tabs.e2e.ts:9 › Logout in one tab › signs out (unexpected): Error: timed out',
      '[desktop] tabs.e2e.ts:12 › Logout in one tab › skipped one (skipped)',
    ]);
  });
});
