// A vitest reporter for `npm test`'s e2e gate: every 30 s it names each test that has been running for more than
// 45 s, with its file. The default reporter prints a file only once it ends, so a run that stalls (a browser waiting
// on something that never comes) otherwise shows nothing but silence, and the cell that stalled stays unknown.

const EVERY_MS = 30_000;
const LONGER_THAN_MS = 45_000;

/** @returns {import('vitest/node').Reporter} */
export default function stillRunningReporter() {
  /** @type {Map<string, { name: string; since: number }>} */
  const running = new Map();
  let timer;
  return {
    onTestRunStart() {
      timer = setInterval(() => {
        const now = Date.now();
        for (const { name, since } of running.values())
          if (now - since > LONGER_THAN_MS)
            process.stdout.write(`  … still running after ${Math.round((now - since) / 1000)} s: ${name}\n`);
      }, EVERY_MS);
      timer.unref();
    },
    onTestCaseReady(testCase) {
      running.set(testCase.id, {
        name: `${testCase.module.moduleId.split('/tests/').pop()} › ${testCase.fullName}`,
        since: Date.now(),
      });
    },
    onTestCaseResult(testCase) {
      running.delete(testCase.id);
    },
    onTestRunEnd() {
      clearInterval(timer);
      running.clear();
    },
  };
}
