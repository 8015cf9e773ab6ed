import type { BrowserContext, Locator, Page } from '@playwright/test';
import {
  ACROSS_PAGE_LOADS,
  expect,
  identityProviderOrigin,
  openPortal,
  openSignedInDashboard,
  openSignedInPortal,
  PROVIDER_PAGE,
  signInThroughProvider,
  test,
  waitForHeading,
  watchProblems,
  type PortalPage,
} from './browser';
import { closeBrowser, expectSignInPage, logOut } from './log-out';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import appConfig from '../../config/app.json' with { type: 'json' };

// Chromium itself rather than its headless shell, which the rest of the suite drives: the shell of Chromium 150 left
// about one tab in three opened by a click (Ctrl or middle) committed to its address but never loading (no load
// event, nothing drawn, 12 s), in 8 tries each on this machine; Chromium 150 itself loaded all eight.
test.use({ launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, '--js-flags=--max-opt=1'] } });

// One sign-in per browser session: every tab of the browser shares it. A member signed in in one tab finds every new
// tab signed in (a link opened in a new tab, an address typed, a bookmark) on the page asked for, without the
// provider; a Logout in one tab signs every tab out; and closing the browser ends it. Each test has a browser context
// of its own: one browser, its tabs the context's pages.
let portal: PortalPage;
test.afterEach(async () => {
  expect(portal?.problems.join('\n') ?? '').toBe('');
  await portal?.context.close();
});

/** The default member's dashboard, every tab the context opens from now on watched for console errors too. */
async function signedIn(browser: Parameters<typeof openSignedInDashboard>[0]): Promise<Page> {
  portal = await openSignedInDashboard(browser);
  portal.context.on('page', (tab) => watchProblems(tab, portal.problems));
  return portal.page;
}

/**
 * What the browser asks of the identity provider from now on, by path: its pages, its token and logout endpoints.
 * Not its discovery document, which MSAL keeps in memory only, so each new tab of this suite's build asks for it once;
 * a deployment pins it in the build (VITE_B2C_AUTHORITY_METADATA, docs/deployment.md) and asks for nothing.
 */
function providerRequests(context: BrowserContext): string[] {
  const seen: string[] = [];
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === identityProviderOrigin() && !url.pathname.endsWith('/.well-known/openid-configuration'))
      seen.push(url.pathname);
  });
  return seen;
}

const menuLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name, exact: true });
const memberName = (page: Page, name = 'Maria Alvarez') => page.getByText(name).first();
const storeName = (page: Page) => page.getByTestId('current-store-name');
const lastSeen = (page: Page) => page.evaluate(() => sessionStorage.getItem('memberPortal.lastSeen'));
// MSAL's accounts and tokens (their keys hold a `|`), in the browser's shared storage.
const msalEntries = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('msal.') && key.includes('|')));

// MSAL's accounts in the shared cache (tests may look at its storage to prove what is left): its list of their keys.
const msalAccounts = (page: Page) =>
  page.evaluate(() => {
    const list = Object.keys(localStorage).find((key) => /^msal\.\d+\.account\.keys$/.test(key));
    return list ? (JSON.parse(localStorage.getItem(list) ?? '[]') as unknown[]).length : 0;
  });

/** The tab a click on `link` opens beside the current one. */
async function newTabFrom(context: BrowserContext, link: Locator, how: 'ctrl' | 'middle'): Promise<Page> {
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    link.click(how === 'ctrl' ? { modifiers: ['ControlOrMeta'] } : { button: 'middle' }),
  ]);
  return tab;
}

test.describe('a new tab of a signed-in browser', () => {
  for (const how of ['ctrl', 'middle'] as const) {
    test(`opened from a link (${how === 'ctrl' ? 'Ctrl+click' : 'middle click'}) shows the page asked for, signed in, without the provider`, async ({
      browser,
    }) => {
      const page = await signedIn(browser);
      const asked = providerRequests(portal.context);
      const tab = await newTabFrom(portal.context, menuLink(page, 'Newsletter'), how);
      await expect(tab).toHaveURL(/\/newsletter$/);
      await waitForHeading(tab, 'Newsletter');
      await expect(memberName(tab)).toBeVisible();
      // The first tab stays where it was.
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect.poll(() => asked).toEqual([]);
    });
  }

  test('opened on a typed address or a bookmark shows that page, signed in, without the provider', async ({
    browser,
  }) => {
    await signedIn(browser);
    const asked = providerRequests(portal.context);
    const tab = await portal.context.newPage();
    await tab.goto('/programs/active');
    await waitForHeading(tab, 'Active Programs');
    await expect(tab).toHaveURL(/\/programs\/active$/);
    await expect(memberName(tab)).toBeVisible();
    // The sign-in page itself, typed in a signed-in browser, goes on into the portal.
    const third = await portal.context.newPage();
    await third.goto('/signin');
    await expect(third).toHaveURL(/\/dashboard$/);
    await waitForHeading(third, 'Dashboard');
    await expect.poll(() => asked).toEqual([]);
  });
});

test.describe('Logout in one tab', () => {
  test('signs every tab out: each shows the sign-in page and keeps nothing of the member', async ({ browser }) => {
    const page = await signedIn(browser);
    await expect.poll(() => lastSeen(page)).not.toBeNull();
    const other = await portal.context.newPage();
    await other.goto('/incentives');
    await waitForHeading(other, 'Incentives');

    await logOut(other);
    await expectSignInPage(page);
    await expect(memberName(page)).toHaveCount(0);
    await expect.poll(() => lastSeen(page)).toBeNull();
    await expect.poll(() => msalEntries(page)).toEqual([]);
    // And it stays so when the tab loads again.
    await page.reload();
    await expectSignInPage(page);
  });

  test('ends every account MSAL holds: a renewal that asked who it is brought a second one', async ({ browser }) => {
    // Near the end of the sign-in's lifetime the portal offers to renew it (prompt=login); someone else completes it.
    portal = await openSignedInPortal(browser);
    const { page } = portal;
    await page.clock.install({ time: Date.now() + (appConfig.auth.b2c.sessionLifetimeMinutes - 5) * 60_000 });
    await page.goto('/dashboard');
    await waitForHeading(page, 'Dashboard');
    await page.getByRole('button', { name: 'Stay signed in' }).click();
    await expect(page).toHaveURL(PROVIDER_PAGE, ACROSS_PAGE_LOADS);
    await page.getByLabel('Email').fill('single@example.com');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await waitForHeading(page, 'Dashboard');
    await expect(memberName(page, 'Sam Okafor')).toBeVisible();
    await expect.poll(() => msalAccounts(page)).toBe(2);

    await logOut(page);
    await expect.poll(() => msalEntries(page)).toEqual([]);
    await expect.poll(() => msalAccounts(page)).toBe(0);
    await page.goto('/dashboard');
    await expectSignInPage(page);
  });

  test('then another account signed in in one tab: the other tabs never show the first one’s data', async ({
    browser,
  }) => {
    const page = await signedIn(browser);
    await expect(storeName(page)).toHaveText('Maple Street Market');
    // From the moment the first member has signed out, anything of theirs drawn in any document of any tab (each tab
    // loads afresh when another changes the member) is recorded.
    const seen = { armed: false, firstMemberShown: [] as string[] };
    await portal.context.exposeBinding('__firstMemberDrawn', (_source, where: string) => {
      if (seen.armed) seen.firstMemberShown.push(where);
    });
    await portal.context.addInitScript(() => {
      const report = (window as unknown as { __firstMemberDrawn: (where: string) => void }).__firstMemberDrawn;
      new MutationObserver(() => {
        const text = document.body?.textContent ?? '';
        if (text.includes('Maria Alvarez') || text.includes('Maple Street Market')) report(location.pathname);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    const other = await portal.context.newPage();
    await other.goto('/dashboard');
    await waitForHeading(other, 'Dashboard');
    await logOut(other);
    await expectSignInPage(page);
    seen.armed = true;

    await signInThroughProvider(other, 'single@example.com');
    await waitForHeading(other, 'Dashboard');
    await expect(storeName(other)).toHaveText('Harbor Corner Store');
    // The first tab follows the browser's member: the new one, on the page it was showing.
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(storeName(page)).toHaveText('Harbor Corner Store');
    await expect(memberName(page, 'Sam Okafor')).toBeVisible();
    await expect.poll(() => seen.firstMemberShown).toEqual([]);
    await expect.poll(() => lastSeen(page)).not.toContain('member@example.com');
  });
});

test.describe('closing the browser', () => {
  test('without Logout: the next person pressing Sign in is asked who they are, not let in as the member', async ({
    browser,
  }) => {
    portal = await openPortal(browser);
    await portal.page.goto('/dashboard');
    await signInThroughProvider(portal.page);
    await waitForHeading(portal.page, 'Dashboard');
    portal = await openPortal(browser, { storageState: await closeBrowser(portal) });
    const { page } = portal;
    await page.goto('/dashboard');
    await expectSignInPage(page);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(PROVIDER_PAGE, ACROSS_PAGE_LOADS);
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(memberName(page)).toHaveCount(0);
  });

  test('after Keep me signed in: the next browser session signs in again, once, and what was kept cannot be read', async ({
    browser,
  }) => {
    portal = await openPortal(browser);
    await portal.page.goto('/dashboard');
    await signInThroughProvider(portal.page, undefined, { keepSignedIn: true });
    await waitForHeading(portal.page, 'Dashboard');
    portal = await openPortal(browser, { storageState: await closeBrowser(portal) });
    portal.context.on('page', (tab) => watchProblems(tab, portal.problems));
    const { page } = portal;
    await page.goto('/dashboard');
    await expectSignInPage(page);
    await expect(memberName(page)).toHaveCount(0);
    // The morning: Sign in once, and the provider's session brings the member back without asking.
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/, ACROSS_PAGE_LOADS);
    await waitForHeading(page, 'Dashboard');
    await expect(memberName(page)).toBeVisible();
    // What the last browser session kept was dropped: every entry of MSAL's is under this session's key.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const cookie = document.cookie.split('; ').find((part) => part.startsWith('msal.cache.encryption='));
          const { id } = JSON.parse(decodeURIComponent(cookie?.split('=')[1] ?? '{}')) as { id?: string };
          return Object.keys(localStorage)
            .filter((key) => key.startsWith('msal.') && key.includes('|'))
            .filter((key) => !(localStorage.getItem(key) ?? '').startsWith(`{"id":"${id}"`));
        }),
      )
      .toEqual([]);
  });
});
