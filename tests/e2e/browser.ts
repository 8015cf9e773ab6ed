import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { ACROSS_PAGE_LOADS, DESKTOP_VIEWPORT } from './support/paths';
import { PROVIDER_PAGE, signInThroughProvider } from './support/provider-sign-in';
import { savedSession, type SavedMember, type SavedSession } from './support/saved-sessions';
import { stack } from './support/stack';
import { openThemeSettings } from './theme-settings';

// The suite's fixtures and the steps most files share. Every file imports `test` and `expect` from here.

export interface PortalOptions {
  /** The screen size a project's portal pages open at (playwright.config.ts: desktop and phone). */
  portalViewport: { width: number; height: number };
}

/**
 * Content-Security-Policy violations seen by any page or frame the worker opened, and console lines that carried a
 * token or an e-mail address: after each test both must be empty. The build runs under the headers it ships with,
 * so a violation is a member's bug; and no console line of the portal or the provider's pages may leak a secret.
 */
const cspViolations: string[] = [];
const consoleLeaks: string[] = [];
const TOKEN_OR_EMAIL = /eyJ[\w-]{8,}\.[\w-]{8,}\.[\w-]*|[\w.+-]+@[\w-]+(\.[\w-]+)+/;

function expectNoLeaksOrBlocks(): void {
  const found = { cspViolations: [...cspViolations], consoleLeaks: [...consoleLeaks] };
  cspViolations.length = 0;
  consoleLeaks.length = 0;
  expect(found, 'CSP violations and console lines with a token or e-mail').toEqual({
    cspViolations: [],
    consoleLeaks: [],
  });
}

export const test = base.extend<{ leakAndCspChecks: void }, PortalOptions>({
  portalViewport: [DESKTOP_VIEWPORT, { scope: 'worker', option: true }],
  leakAndCspChecks: [
    // Playwright reads a fixture's dependencies from its first parameter's destructuring: this one needs none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      await use();
      expectNoLeaksOrBlocks();
    },
    { auto: true },
  ],
});
export { expect, expectAccessible };

export const baseUrl = (): string => stack().baseUrl;
export const templateBaseUrl = (): string => stack().templateBaseUrl;
export const identityProviderOrigin = (): string => stack().identityProviderOrigin;

/** The viewport of the running project (desktop unless the phone project runs). */
function projectViewport(): PortalOptions['portalViewport'] {
  return (test.info().project.use as Partial<PortalOptions>).portalViewport ?? DESKTOP_VIEWPORT;
}

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

export interface PortalPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught exceptions seen so far; a clean run has none. */
  problems: string[];
}

/** A new browser context on the portal (its own storage), with its console and CSP watched, and one tab. */
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
    viewport: options.viewport ?? projectViewport(),
    reducedMotion: 'reduce',
    storageState: options.storageState,
  });
  await collectCspViolations(context);
  context.on('console', (message) => {
    const text = message.text();
    if (TOKEN_OR_EMAIL.test(text)) consoleLeaks.push(`${message.type()}: ${text.slice(0, 200)}`);
  });
  const page = await context.newPage();
  const problems: string[] = [];
  watchProblems(page, problems);
  return { page, context, problems };
}

/** Records `page`'s console errors and uncaught exceptions in `problems` (another tab of a portal's context, say). */
export function watchProblems(page: Page, problems: string[]): void {
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
}

/**
 * Fails each test of the file in which the portal's page logged a console error or threw: every test answers for
 * its own page, and none passes by reading what an earlier test left (nor fails for it).
 */
export function expectNoProblemsInEachTest(portal: () => PortalPage | undefined): void {
  let before = 0;
  test.beforeEach(() => {
    before = portal()?.problems.length ?? 0;
  });
  test.afterEach(() => {
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
  await openThemeSettings(portal.page);
  await expect(portal.page.getByRole('button', { name: 'Reset to defaults' })).toBeVisible();
  await portal.page.keyboard.press('Escape');
  await expect(portal.page.getByRole('button', { name: 'Reset to defaults' })).toBeHidden();
  return portal.problems.slice(before);
}

/**
 * Waits until the prerendered sign-in page has asked for every file of its fetch-ahead list (meta portal-app-files),
 * the last thing it does by itself (a worker's fetches after the load event). What the page had not requested by then
 * it does not load without the visitor's move, so `requested` can be checked for it.
 */
export async function untilAllFetchedAhead(page: Page, requested: string[]): Promise<void> {
  const list = page.locator('meta[name="portal-app-files"]');
  await expect(list).toHaveAttribute('content', /\S/);
  const files = ((await list.getAttribute('content')) ?? '').split(' ').filter(Boolean);
  await expect
    // Low-priority fetches after the load event: on a loaded machine they can take seconds, so up to 30 s.
    .poll(() => files.filter((file) => !requested.includes(file)), {
      message: 'files not fetched ahead yet',
      timeout: 30_000,
    })
    .toEqual([]);
}

/**
 * Waits until the shell (or the sign-in card) shows its page heading: the page is ready for a person. Most often
 * right after a `goto`, whose own wait ends at the document's load, before the app has started and fetched the
 * route's code and data: the rest of a page load, so the navigation limit (in a flake hunt at load 25, a dashboard
 * opened afresh showed its heading after 10 s). Where it follows a move inside the app, it is there much sooner.
 */
export async function waitForHeading(page: Page, name: string | RegExp, options = ACROSS_PAGE_LOADS): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible(options);
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
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** The template build's member asks for the dashboard, signs in with a password on /signin and lands there. */
export async function signInToDashboard(page: Page): Promise<void> {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/signin$/, ACROSS_PAGE_LOADS);
  await signInWithPassword(page);
  await waitForHeading(page, 'Dashboard');
}

/** Registers a file's hooks: the template build's portal with the member signed in on the dashboard. */
export function signedInTemplateSession(): { portal: PortalPage } {
  const session = {} as { portal: PortalPage };
  test.beforeAll(async ({ browser }) => {
    session.portal = await openPortal(browser, { baseURL: templateBaseUrl() });
    await signInToDashboard(session.portal.page);
  });
  test.afterAll(async () => {
    await session.portal?.context.close();
  });
  return session;
}

/** A member (the usual one unless told) asks for the dashboard, signs in on the identity provider's page, lands there. */
export async function signInThroughProviderToDashboard(
  page: Page,
  email?: string,
  options?: Parameters<typeof signInThroughProvider>[2],
): Promise<void> {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/signin$/, ACROSS_PAGE_LOADS);
  await signInThroughProvider(page, email, options);
  await expect(page).toHaveURL(/\/dashboard$/);
  await waitForHeading(page, 'Dashboard');
}

export { PROVIDER_PAGE, signInThroughProvider };
export { ACROSS_PAGE_LOADS };

/**
 * The configured build's portal with `email` already signed in: a browser context with the session the sign-in
 * project saved for that member (its cookies, MSAL's session cookie among them, and MSAL's local storage), in which
 * every tab is signed in until a Logout in one of them. The tab starts on no page: the test goes where it needs.
 * Every such context shares one refresh token, which the provider keeps valid however often it is used (as B2C does).
 */
export async function openSignedInPortal(
  browser: Browser,
  options: { email?: SavedMember; viewport?: { width: number; height: number } } = {},
): Promise<PortalPage> {
  const saved = savedSession(options.email ?? 'member@example.com');
  return openPortal(browser, { viewport: options.viewport, storageState: saved.storageState });
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
