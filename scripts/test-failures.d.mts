/** Vitest's JSON report, the parts read here. */
export interface UnitReport {
  testResults?: {
    name: string;
    assertionResults?: { fullName: string; status: string; failureMessages?: string[] }[];
  }[];
}

/** A suite of Playwright's JSON report, the parts read here (a file's suite, or a describe block's). */
export interface E2eSuite {
  title: string;
  specs?: {
    title: string;
    file: string;
    line: number;
    tests?: { projectName: string; status: string; results?: { error?: { message?: string } }[] }[];
  }[];
  suites?: E2eSuite[];
}

/** `file › test: first line of the error` for each failed unit test. */
export function unitFailures(report: UnitReport): string[];
/** `[project] file:line › describe › test (status): first line of the error` for each e2e test not passed as expected. */
export function e2eFailures(report: { suites?: E2eSuite[] }): string[];
