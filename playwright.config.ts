import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, E2E_CHROMIUM_PATH } from './scripts/chromium.mjs';
import type { PortalOptions } from './tests/e2e/browser';
import { E2E_OUTPUT, NAVIGATION_TIMEOUT_MS, PHONE_VIEWPORT, DESKTOP_VIEWPORT } from './tests/e2e/support/paths';

// The e2e suite: real Chromium against the production builds, with Prism as the API and the local OpenID Connect
// provider (tests/e2e/support/global-setup.ts starts them once per run on free ports, so two checkouts can run side by
// side). Everything a run leaves (the HTML report, and a trace for each failed test) is under E2E_OUTPUT.
//
// A test that fails is not tried again (retries: 0): a flaky test is a bug to fix at its cause, not to hide.
export default defineConfig<object, PortalOptions>({
  testDir: 'tests/e2e',
  testMatch: /.*\.e2e\.ts$/,
  globalSetup: './tests/e2e/support/global-setup.ts',
  outputDir: `${E2E_OUTPUT}/results`,
  // Each file's tests run in order in one worker (many share a signed-in page opened in beforeAll); files run side by
  // side, one per worker. Three on two cores: a worker waiting on a redirect, the provider or a page's timers leaves
  // its core to another (whole suite, DOM snapshots off: 357 s with three against 429 s with two; the cores 95 % busy
  // against 87 %).
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: 0,
  forbidOnly: true,
  // Two minutes a test: many tests visit a page once and check several behaviours in named steps (test.step), each
  // step's assertions bounded by the expect timeout below; the heaviest say so and take three.
  timeout: 120_000,
  // A retrying assertion waits up to 10 s for the page to get there: a busy 2-core machine can take seconds.
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['html', { outputFolder: `${E2E_OUTPUT}/html`, open: 'never' }],
    ['json', { outputFile: `${E2E_OUTPUT}/results.json` }],
    ['./tests/e2e/support/summary-reporter.ts'],
  ],
  use: {
    browserName: 'chromium',
    // Debian's Chromium (playwright install cannot download here): its headless shell when installed, as Playwright
    // itself would run (scripts/prerequisites.mjs e2eBrowser), with the flags this machine needs.
    // V8 stops at its baseline compiler (--max-opt=1: no Maglev or TurboFan). Each test's page lives a few seconds, too
    // short for optimized code to repay compiling it, and on two cores those compiler threads take time from the other
    // worker: the same three files took 18 % less test time (mean of 5 runs each, 108.6 s against 132.2 s). What the
    // app does is unchanged; how fast it runs is the benchmark's to say, and it runs V8 as members have it.
    launchOptions: { executablePath: E2E_CHROMIUM_PATH, args: [...CHROMIUM_ARGS, '--js-flags=--max-opt=1'] },
    // Every test records a trace, kept when it fails: each action and assertion with its log (what the locator
    // found, where it clicked, why it waited), the console, the page's errors and the test's source line;
    // error-context.md beside it holds the page's accessibility tree at the moment of failure. Not recorded: the DOM
    // before and after each call (Playwright records the network log with it) and the screencast. Recorded for every
    // test and thrown away for all that pass, the DOM snapshots took a quarter of the suite's time (whole suite,
    // three workers: 464 s with them, 357 s without); the accessibility tree at each call instead cost more than the
    // DOM (the fault matrix's list pages alone: 131 s, 114 s with the DOM, 98 s with neither). To see the DOM and
    // the network of a failure, run it again with E2E_TRACE_DOM=1 (the CLI's --trace sets the mode alone).
    trace: {
      mode: 'retain-on-failure',
      screenshots: false,
      snapshots: process.env.E2E_TRACE_DOM === '1',
      sources: false,
    },
    // Reduced motion (honoured by the theme): axe never measures a menu halfway through its fade-in.
    reducedMotion: 'reduce',
    actionTimeout: NAVIGATION_TIMEOUT_MS,
    navigationTimeout: NAVIGATION_TIMEOUT_MS,
  },
  projects: [
    // Signs each test member in once through the provider and saves what the browser kept (support/auth.setup.ts).
    { name: 'sign-in', testMatch: /auth\.setup\.ts$/ },
    { name: 'desktop', dependencies: ['sign-in'], use: { portalViewport: DESKTOP_VIEWPORT } },
    // The behaviours that differ on a phone (tagged @phone) again at a phone's size.
    { name: 'phone', dependencies: ['sign-in'], grep: /@phone/, use: { portalViewport: PHONE_VIEWPORT } },
  ],
});
