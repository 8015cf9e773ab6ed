import axe, { type Result } from 'axe-core';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';
import { signInThroughProvider } from './provider-sign-in';
import type { SavedMember, SavedSession } from './saved-sessions';

export const baseUrl = (): string => inject('baseUrl');
export const templateBaseUrl = (): string => inject('templateBaseUrl');

/**
 * The run's one Chromium (global-setup.ts launched it as a server): a connection per file, whose close() closes the
 * file's contexts and disconnects, leaving the browser to the other files.
 */
export async function launchBrowser(): Promise<Browser> {
  return chromium.connect(inject('browserWsEndpoint'));
}

/**
 * Content-Security-Policy violations seen by any page or frame this test file opened (tests/e2e/setup.ts expects
 * none once the file has run): the build runs under the headers it ships with, so a violation is a member's bug.
 */
export const cspViolations: string[] = [];

/** Reports every `securitypolicyviolation` event of every document in the context, before any page script runs. */
async function collectCspViolations(context: BrowserContext): Promise<void> {
  await context.exposeBinding('__reportCspViolation', (_source, text: string) => void cspViolations.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${event.documentURI} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
}

/**
 * Console lines that carried a token or an e-mail address (issue 11 §3: none may, in the whole e2e run). Every
 * context openPortal makes reports here; tests/e2e/setup.ts fails the file that logged one.
 */
export const consoleLeaks: string[] = [];
let consoleLinesSeen = 0;
export const consoleLinesChecked = (): number => consoleLinesSeen;
const TOKEN_OR_EMAIL = /eyJ[\w-]{8,}\.[\w-]{8,}\.[\w-]*|[\w.+-]+@[\w-]+(\.[\w-]+)+/;

export interface PortalPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught exceptions seen so far; a clean run has none. */
  problems: string[];
}

export async function openPortal(
  browser: Browser,
  options: {
    viewport?: { width: number; height: number };
    baseURL?: string;
    storageState?: SavedSession['storageState'];
  } = {},
): Promise<PortalPage> {
  const context = await browser.newContext({
    baseURL: options.baseURL ?? baseUrl(),
    viewport: options.viewport ?? { width: 1366, height: 900 },
    reducedMotion: 'reduce',
    storageState: options.storageState,
  });
  await collectCspViolations(context);
  context.on('console', (message) => {
    consoleLinesSeen += 1;
    const text = message.text();
    if (TOKEN_OR_EMAIL.test(text)) consoleLeaks.push(`${message.type()}: ${text.slice(0, 200)}`);
  });
  const page = await context.newPage();
  // Fail in seconds, not half a minute: everything here is local. Reduced motion (honoured by the theme) means axe
  // never measures a menu halfway through its fade-in.
  page.setDefaultTimeout(20_000);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return { page, context, problems };
}

/**
 * Fails each test of the file in which the portal's page logged a console error or threw: every test answers for
 * its own page, and none passes by reading what an earlier test left (nor fails for it).
 */
export function expectNoProblemsInEachTest(portal: () => PortalPage | undefined): void {
  let before = 0;
  beforeEach(() => {
    before = portal()?.problems.length ?? 0;
  });
  afterEach(() => {
    expect(
      portal()?.problems.slice(before).join('\n') ?? '',
      'console errors and uncaught exceptions in this test',
    ).toBe('');
  });
}

/** Opens `path` afresh and the theme customizer on it, and closes it: a test's own page for the no-error checks. */
export async function openWithCustomizer(portal: PortalPage, path: string, heading: string): Promise<string[]> {
  const before = portal.problems.length;
  await portal.page.goto(path);
  await waitForHeading(portal.page, heading);
  await portal.page.getByRole('button', { name: 'Theme settings' }).click();
  await portal.page.getByRole('button', { name: 'Reset to defaults' }).waitFor();
  await portal.page.keyboard.press('Escape');
  await portal.page.getByRole('button', { name: 'Reset to defaults' }).waitFor({ state: 'hidden' });
  return portal.problems.slice(before);
}

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Puts axe-core into every frame of the page that does not hold it yet. AxeBuilder injected its 0.5 MB source into
 * every frame on every scan and finished each in a new blank page (~2.9 s a scan on this machine, against ~0.9 s for
 * axe.run itself): a document keeps its copy, so a tab that moves inside the app (the accessibility matrix) pays
 * for it once.
 */
async function injectAxe(page: Page): Promise<void> {
  for (const frame of page.frames()) {
    if (
      await frame
        .evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function')
        .catch(() => true)
    )
      continue;
    await frame.evaluate(axe.source);
    await frame.evaluate(() =>
      (window as unknown as { axe: typeof axe }).axe.configure({ allowedOrigins: ['<same_origin>'] }),
    );
  }
}

/** How long one frame's scan may take before the check fails rather than waits (a scan takes about a second). */
const AXE_SCAN_LIMIT_MS = 30_000;

/** axe-core on the page as it stands: every visited state must have 0 violations (WCAG 2.0, 2.1 and 2.2 A and AA rules). */
export async function expectAccessible(page: Page): Promise<void> {
  await injectAxe(page);
  // axe.run in each frame on its own document (the rules and tags AxeBuilder ran), not through axe's messages between
  // frames: those wait on the page's timers, which a test that installed Playwright's clock holds still.
  const violations: Result[] = [];
  for (const frame of page.frames()) {
    const scan = frame.evaluate(
      (tags) =>
        (window as unknown as { axe: typeof axe }).axe
          .run(document, { iframes: false, runOnly: { type: 'tag', values: tags } })
          .then((run) => run.violations),
      AXE_TAGS,
    );
    let timer: NodeJS.Timeout | undefined;
    const limit = new Promise<never>(
      (_, reject) =>
        (timer = setTimeout(
          () => reject(new Error(`axe did not finish on ${frame.url()} within ${AXE_SCAN_LIMIT_MS} ms`)),
          AXE_SCAN_LIMIT_MS,
        )),
    );
    // A frame gone since (MSAL's silent-renewal frame closes by itself) has nothing left to check.
    const found = await Promise.race([scan, limit])
      .catch((error: Error) => (frame.isDetached() ? [] : Promise.reject(error)))
      .finally(() => clearTimeout(timer));
    violations.push(...found);
  }
  const results = { violations };
  // Where and why (axe's own summary of the first node: colours and ratio for contrast), so a failure says what to fix.
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes
        .map((node) => node.target.join(' '))
        .slice(0, 3)
        .join(' | ')}) ${violation.nodes[0]?.failureSummary?.replace(/\s+/g, ' ') ?? ''}`,
  );
  expect(summary.join('\n'), `accessibility violations on ${page.url()}`).toBe('');
}

/**
 * Waits until the prerendered sign-in page has asked for every file of its fetch-ahead list (meta portal-app-files),
 * the last thing it does by itself (in idle periods after the load event; src/sign-in-first-paint.ts). What the page
 * had not requested by then it does not load without the visitor's move, so `requested` can be checked for it.
 */
export async function untilAllFetchedAhead(page: Page, requested: string[]): Promise<void> {
  const files = ((await page.locator('meta[name="portal-app-files"]').getAttribute('content')) ?? '')
    .split(' ')
    .filter(Boolean);
  expect(files.length, 'files the sign-in page fetches ahead').toBeGreaterThan(0);
  await expect
    .poll(() => files.filter((file) => !requested.includes(file)), { message: 'files not fetched ahead yet' })
    .toEqual([]);
}

/** Waits until the shell (or the sign-in card) has rendered a heading: the page is ready for a person. */
export async function waitForHeading(page: Page, name: string | RegExp): Promise<void> {
  await page.getByRole('heading', { level: 1, name }).waitFor({ state: 'visible' });
}

/** Opens a path, waits for its heading, checks accessibility. */
export async function visit(portal: PortalPage, path: string, heading: string | RegExp): Promise<void> {
  await portal.page.goto(path);
  await waitForHeading(portal.page, heading);
  await expectAccessible(portal.page);
}

export async function signInWithPassword(
  page: Page,
  email = 'member@example.com',
  password = 'Cooperative#2026',
): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The template build's member asks for the dashboard, signs in with a password on /signin and lands there. */
export async function signInToDashboard(page: Page): Promise<void> {
  await page.goto('/dashboard');
  await page.waitForURL('**/signin');
  await signInWithPassword(page);
  await waitForHeading(page, 'Dashboard');
}

export interface Session {
  browser: Browser;
  portal: PortalPage;
}

/** Registers a file's hooks: a browser, and the template build's portal with the member signed in on the dashboard. */
export function signedInTemplateSession(): Session {
  const session = {} as Session;
  beforeAll(async () => {
    session.browser = await launchBrowser();
    session.portal = await openPortal(session.browser, { baseURL: templateBaseUrl() });
    await signInToDashboard(session.portal.page);
  });
  afterAll(async () => {
    await session.browser?.close();
  });
  return session;
}

/** The configured build's member asks for the dashboard, signs in on the identity provider's page and lands there. */
export async function signInThroughProviderToDashboard(page: Page): Promise<void> {
  await page.goto('/dashboard');
  await page.waitForURL('**/signin');
  await signInThroughProvider(page);
  await page.waitForURL('**/dashboard');
  await waitForHeading(page, 'Dashboard');
}

export { signInThroughProvider };

/**
 * The configured build's portal with `email` already signed in: the session the global setup saved for that member
 * (saved-sessions.ts) restored into the tab, MSAL's session storage by an init script run once in the tab's life (a
 * Logout there stays logged out). The tab starts on no page: the test goes where it needs. Every such tab shares one
 * refresh token, which the provider keeps valid however often it is used (as B2C does).
 */
export async function openSignedInPortal(
  browser: Browser,
  options: { email?: SavedMember; viewport?: { width: number; height: number } } = {},
): Promise<PortalPage> {
  const saved = inject('savedSessions')[options.email ?? 'member@example.com'];
  const portal = await openPortal(browser, { viewport: options.viewport, storageState: saved.storageState });
  await portal.page.addInitScript(
    ({ origin, entries }) => {
      const restored = 'e2e.savedSessionRestored';
      if (location.origin !== origin || sessionStorage.getItem(restored)) return;
      for (const [key, value] of Object.entries(entries)) sessionStorage.setItem(key, value);
      sessionStorage.setItem(restored, 'yes');
    },
    { origin: saved.origin, entries: saved.sessionStorage },
  );
  return portal;
}

/** A signed-in tab (openSignedInPortal) on the dashboard, its heading shown: where most signed-in tests start. */
export async function openSignedInDashboard(
  browser: Browser,
  options: Parameters<typeof openSignedInPortal>[1] = {},
): Promise<PortalPage> {
  const portal = await openSignedInPortal(browser, options);
  await portal.page.goto('/dashboard');
  await waitForHeading(portal.page, 'Dashboard');
  return portal;
}

/**
 * The identity provider's password reset, from its 'Reset password' page: whose password, then the new one twice
 * (both shapes show the same two pages; B2C after its own user flow starts, External ID inside the sign-in flow).
 */
export async function resetPasswordOnProvider(page: Page, email: string, password: string): Promise<void> {
  await waitForHeading(page, 'Reset password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await waitForHeading(page, 'Choose a new password');
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm new password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
}
