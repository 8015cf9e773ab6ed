#!/usr/bin/env node
// `npm test`: every gate, in the order that fails fastest, then one summary line.
// Static gates: types, lint, contract lint, generated/ drift, catalogs, config keys no code reads, formatting, the production
// dependencies' licences and deprecation, side by side (each is mostly one thread; their output is printed whole as each ends). Then unit and
// component tests (vitest, happy-dom, MSW), then e2e in real Chromium against the production build (which also
// validates config/), then the size budget of that build.
// Each gate's duration is printed, and each e2e file's, slowest first, so the next slow file is visible.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { requirePrerequisites } from './prerequisites.mjs';
import { e2eFailures, unitFailures } from './test-failures.mjs';

// Node 24 and a Chromium first, in a second: without them the gates would run for minutes and then every e2e file fail.
requirePrerequisites({ browser: true });

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, '.cache/test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const bin = (name) => path.join(root, 'node_modules/.bin', name);
const staticGates = [
  ['types', bin('tsc'), ['-p', 'tsconfig.json']],
  ['lint', bin('eslint'), ['.', '--max-warnings', '0']],
  ['contract lint', bin('spectral'), ['lint', 'openapi/member-portal.yaml', '--fail-severity=warn']],
  ['generated drift', 'node', ['scripts/generate.mjs', '--check']],
  ['catalogs', 'node', ['scripts/i18n.mjs', 'check']],
  ['config keys read', 'node', ['scripts/config-keys.ts']],
  // One formatting for every file (.prettierrc.json; `npm run format` rewrites them).
  ['format', bin('prettier'), ['--check', '.', '--log-level', 'warn']],
  ['dependency health', 'node', ['scripts/dependency-health.mjs']],
];
const gates = [
  [
    'unit and component tests',
    bin('vitest'),
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${path.join(reports, 'unit.json')}`],
  ],
  // Playwright Test (playwright.config.ts): prints each file's time and where the report and failed tests' traces are.
  ['e2e in Chromium', bin('playwright'), ['test'], { E2E_WHOLE_SUITE: '1' }],
  ['size budget', 'node', ['scripts/bench.mjs', '--sizes', '--no-build', '--dist=.cache/e2e-builds/app']],
];

const runStarted = Date.now();
const env = { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' };
const seconds = (started) => ((Date.now() - started) / 1000).toFixed(1);

/** Runs a gate with its output collected, printed in one piece when it ends (so parallel gates do not interleave). */
function runBuffered(name, command, args) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    const done = (ok) => {
      process.stdout.write(`\n▶ ${name}\n${Buffer.concat(output).toString()}`);
      resolve({ name, ok, seconds: seconds(started) });
    };
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      done(false);
    });
    child.on('close', (status) => done(status === 0));
  });
}

const staticStarted = Date.now();
const results = await Promise.all(staticGates.map(([name, command, args]) => runBuffered(name, command, args)));
console.log(`\nstatic gates side by side: ${seconds(staticStarted)} s`);
for (const [name, command, args, extraEnv = {}] of gates) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const { status } = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...env, ...extraEnv } });
  results.push({ name, ok: status === 0, seconds: seconds(started) });
}

let passed = 0;
let failed = 0;
const failures = [];
let unitFailureCount = 0;
let e2eFailureCount = 0;
const vitestReport = path.join(reports, 'unit.json');
if (existsSync(vitestReport)) {
  const json = JSON.parse(readFileSync(vitestReport, 'utf8'));
  passed += json.numPassedTests ?? 0;
  failed += (json.numFailedTests ?? 0) + (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0);
  const named = unitFailures(json);
  unitFailureCount = named.length;
  failures.push(...named);
}
// Playwright's JSON report: expected (passed), unexpected (failed), flaky (passed only on a retry: none, retries are
// off) and skipped (none may be: a skipped test counts as failed here).
const e2eReport = path.join(root, '.cache/e2e/results.json');
if (existsSync(e2eReport)) {
  const report = JSON.parse(readFileSync(e2eReport, 'utf8'));
  passed += report.stats.expected ?? 0;
  failed += (report.stats.unexpected ?? 0) + (report.stats.flaky ?? 0) + (report.stats.skipped ?? 0);
  const named = e2eFailures(report);
  e2eFailureCount = named.length;
  failures.push(...named);
}

// A gate can fail with every test passed: Vitest's unhandled errors (a rejection no test awaited), a file that did not
// load, or a runner that did not start. Say so, or the summary's "0 failed" sends the reader looking for a test.
const failedTests = { 'unit and component tests': unitFailureCount, 'e2e in Chromium': e2eFailureCount };
for (const result of results)
  if (!result.ok && failedTests[result.name] === 0)
    failures.push(
      `${result.name}: failed outside any test (unhandled errors, or a file that did not load: see its output)`,
    );

console.log('\nGates:');
for (const result of results) console.log(`  ${result.ok ? '✓' : '✗'} ${result.name} (${result.seconds} s)`);
const failedGates = results.filter((result) => !result.ok);
const minutes = ((Date.now() - runStarted) / 60_000).toFixed(1);
console.log(`gates: ${results.length - failedGates.length} passed, ${failedGates.length} failed, in ${minutes} min`);
if (failures.length) console.log(`\nFailed tests:\n${failures.map((failure) => `  ✗ ${failure}`).join('\n')}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failedGates.length || failed ? 1 : 0);
