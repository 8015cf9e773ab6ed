import path from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { E2E_OUTPUT } from './paths';

const root = path.resolve(import.meta.dirname, '../../..');
const STILL_RUNNING_EVERY_MS = 30_000;

/**
 * The end of an e2e run in a few lines: each file's time, slowest first (so the next slow file is visible), where the
 * report and the traces of failed tests are, and how to open them. While the run goes on it names every test that
 * has run for more than 30 s, so a stall shows which test it is in.
 */
export default class SummaryReporter implements Reporter {
  private readonly fileTimes = new Map<string, number>();
  private readonly running = new Map<TestCase, number>();
  private timer: NodeJS.Timeout | undefined;
  private failedWithTrace = 0;

  onBegin(): void {
    this.timer = setInterval(() => {
      const now = Date.now();
      for (const [test, since] of this.running)
        if (now - since > STILL_RUNNING_EVERY_MS)
          process.stdout.write(
            `  … still running after ${Math.round((now - since) / 1000)} s: ${test.titlePath().join(' › ')}\n`,
          );
    }, STILL_RUNNING_EVERY_MS);
  }

  onTestBegin(test: TestCase): void {
    this.running.set(test, Date.now());
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    this.running.delete(test);
    const file = path.relative(root, test.location.file);
    this.fileTimes.set(file, (this.fileTimes.get(file) ?? 0) + result.duration);
    if (result.status !== 'passed' && result.attachments.some((attachment) => attachment.name === 'trace'))
      this.failedWithTrace += 1;
  }

  onEnd(result: FullResult): void {
    clearInterval(this.timer);
    console.log('\ne2e files, slowest first (time in tests, hooks included):');
    for (const [file, ms] of [...this.fileTimes].toSorted((a, b) => b[1] - a[1]))
      console.log(`  ${(ms / 1000).toFixed(1).padStart(6)} s  ${file}`);
    const report = path.relative(root, E2E_OUTPUT);
    console.log(`\ne2e ${result.status}: report and traces in ${report}/`);
    console.log(`  open the report: npx playwright show-report ${report}/html`);
    if (this.failedWithTrace > 0)
      console.log(
        `  ${this.failedWithTrace} failed test(s) kept a trace: npx playwright show-trace ${report}/results/<test>/trace.zip`,
      );
  }

  printsToStdio(): boolean {
    return false;
  }
}
