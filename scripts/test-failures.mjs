// The failed tests of a run, named in the last lines `npm test` prints: a CI log often shows only its end, and a
// count alone ("1 failed") sends the reader back through thousands of lines. Read from the runners' JSON reports.

import { stripVTControlCharacters } from 'node:util';

// The runners colour their messages.
const firstLine = (text = '') =>
  stripVTControlCharacters(text)
    .split('\n')
    .find((line) => line.trim())
    ?.trim() ?? '';

/** Vitest's JSON report: `file › test` and the first line of its error, for each failed test. */
export function unitFailures(report) {
  return (report.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((test) => test.status === 'failed')
      .map((test) => `${file.name} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`),
  );
}

/** Playwright's JSON report: `[project] file:line › title` for each test that did not pass as expected. */
export function e2eFailures(report) {
  const failures = [];
  // A file's suite holds its describe blocks' suites, each titled as the block is.
  const walk = (suite, describes) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status !== 'expected') {
          const error = test.results?.at(-1)?.error?.message;
          const title = [...describes, spec.title].join(' › ');
          failures.push(
            `[${test.projectName}] ${spec.file}:${spec.line} › ${title} (${test.status})${error ? `: ${firstLine(error)}` : ''}`,
          );
        }
    for (const child of suite.suites ?? []) walk(child, [...describes, child.title]);
  };
  for (const file of report.suites ?? []) walk(file, []);
  return failures;
}
