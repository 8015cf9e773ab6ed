import type { Browser, Locator, Page, Route } from '@playwright/test';
import { expect, expectAccessible, openSignedInDashboard, test, waitForHeading, type PortalPage } from './browser';
import { text } from './fault-targets';
import { expectSignInPage, logOut } from './log-out';

// A member back on the dashboard in the same tab sees the answers of their last visit at once, marked "As of <time>",
// while the fresh ones (always asked for) are on their way; Logout leaves none of them behind. Each test has a tab of
// its own, the member signed in (the session the sign-in project saved) and on the dashboard: their first visit.
let portal: PortalPage;
test.afterEach(async () => {
  await portal?.context.close();
});

const keyFigures = (page: Page) => page.getByRole('main').getByRole('link', { name: /Rebates year to date/ });
// Visible ones only: once the fresh answer is in, the note keeps its line, hidden, so nothing below it moves.
const asOf = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('status')
    .filter({ hasText: /^As of / });
const kept = (page: Page) => page.evaluate(() => sessionStorage.getItem('memberPortal.lastSeen'));

const storeName = (page: Page) => page.getByTestId('current-store-name');

/** The first visit, its answers kept for the next one. */
async function signedIn(browser: Browser): Promise<Page> {
  portal = await openSignedInDashboard(browser);
  await expect(keyFigures(portal.page)).toBeVisible();
  await expect.poll(() => kept(portal.page)).not.toBeNull();
  return portal.page;
}

/** Holds MSAL's file back from the page (as a slow network would) until `release`. */
async function holdMsalFile(page: Page): Promise<{ held: Route[]; release: () => Promise<void> }> {
  const file = /\/assets\/msal-[\w-]+\.js$/;
  const held: Route[] = [];
  await page.route(file, (route) => void held.push(route));
  return {
    held,
    release: async () => {
      for (const route of held) await route.continue();
      await page.unroute(file);
    },
  };
}

test.describe('last-seen answers', () => {
  test('show at once on the next visit, marked with their time, until the fresh answers (asked for again) replace them', async ({
    browser,
  }) => {
    const page = await signedIn(browser);
    // The API holds its answers: what shows meanwhile can only come from the last visit.
    const held: Route[] = [];
    await page.route(/\/api\/(myDashboardApi|ibcstorechain)/, (route) => void held.push(route));
    await page.reload();
    await waitForHeading(page, 'Dashboard');
    await expect(keyFigures(page)).toBeVisible();
    await expect(asOf(page)).toHaveCount(1);
    await expect(storeName(page)).toHaveText('Maple Street Market');
    await expectAccessible(page);
    // Both answers were asked for again.
    await expect
      .poll(() => held.map((route) => new URL(route.request().url()).pathname).sort())
      .toEqual(['/api/ibcstorechain/member%40example.com', '/api/myDashboardApi']);
    for (const route of held) await route.continue();
    await page.unroute(/\/api\/(myDashboardApi|ibcstorechain)/);
    await expect(asOf(page)).toHaveCount(0);
    await expect(keyFigures(page)).toBeVisible();
    expect(portal.problems.join('\n')).toBe('');
  });

  test('paint without MSAL while the token the tab kept serves: the frame and the fresh answers show, asked for with that token; MSAL loads for Logout', async ({
    browser,
  }) => {
    const page = await signedIn(browser);
    const msal = await holdMsalFile(page);
    const dashboardTokens: (string | undefined)[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/myDashboardApi')
        dashboardTokens.push(request.headers()['x-auth-token']);
    });
    await page.reload();
    await waitForHeading(page, 'Dashboard');
    await expect(keyFigures(page)).toBeVisible();
    await expect(storeName(page)).toHaveText('Maple Street Market');
    // The fresh answers replaced the last ones without MSAL: no "As of" left.
    await expect(asOf(page)).toHaveCount(0);
    await expect.poll(() => dashboardTokens).toEqual([expect.stringMatching(/^eyJ/)]);
    // The visit is over (nothing more on the network), and MSAL's file was never asked for.
    await page.waitForLoadState('networkidle');
    expect(msal.held).toHaveLength(0);
    // Logout is MSAL's: pressing it fetches MSAL, which then signs the member out.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect.poll(() => msal.held.length).toBe(1);
    await msal.release();
    await expectSignInPage(page);
    expect(portal.problems.join('\n')).toBe('');
  });

  test('paint before MSAL has loaded, without a kept token: the frame and the last answers show, the calls wait for MSAL, which then lets the fresh answers through', async ({
    browser,
  }) => {
    const page = await signedIn(browser);
    // A tab whose kept token has expired, or that kept none.
    await page.evaluate(() => sessionStorage.removeItem('memberPortal.keptToken'));
    const msal = await holdMsalFile(page);
    await page.reload();
    await waitForHeading(page, 'Dashboard');
    await expect(keyFigures(page)).toBeVisible();
    await expect(asOf(page)).toHaveCount(1);
    await expect(storeName(page)).toHaveText('Maple Street Market');
    // Asked for once that frame is painted, not before it.
    await expect.poll(() => msal.held.length).toBe(1);
    await msal.release();
    // MSAL's token lets the fresh answers through, which replace the last ones.
    await expect(asOf(page)).toHaveCount(0);
    await expect(keyFigures(page)).toBeVisible();
    expect(portal.problems.join('\n')).toBe('');
  });

  test('are never painted without a live session of this browser: the visitor is sent to sign in, sees none of them, and they are dropped', async ({
    browser,
  }) => {
    const page = await signedIn(browser);
    await page.addInitScript(() => {
      const seen = { figures: false };
      (window as unknown as { __seen: typeof seen }).__seen = seen;
      new MutationObserver(() => {
        if (document.body?.textContent?.includes('Rebates year to date')) seen.figures = true;
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    // What a closed browser leaves of a session: MSAL's entries and the portal's record in local storage, without the
    // session cookies (MSAL's key, the live session's id) the browser drops at its close (the tab's own last-seen
    // answers are still there, as a restored tab would have them).
    const sessionCookies = (await portal.context.cookies()).filter((cookie) => cookie.expires === -1);
    expect(sessionCookies.map((cookie) => cookie.name)).toEqual(
      expect.arrayContaining(['msal.cache.encryption', 'memberPortal.session']),
    );
    for (const { name } of sessionCookies) await portal.context.clearCookies({ name });
    await page.reload();
    await expect(page).toHaveURL(/\/signin(\?|$)/);
    await waitForHeading(page, 'Sign in to your member account');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __seen: { figures: boolean } }).__seen.figures))
      .toBe(false);
    await expect.poll(() => kept(page)).toBeNull();
  });

  test('are gone at Logout: nothing of them stays in the browser', async ({ browser }) => {
    const page = await signedIn(browser);
    await logOut(page);
    await expect.poll(() => kept(page)).toBeNull();
  });
});

// A returning member whose fresh answer fails (the first visit's cells are the fault matrix's): what they had stays,
// marked "As of <time>", and the failure is told where the data is, with Try again (or, offline,
// that it will load by itself); once the fault is gone the fresh answer replaces both.
interface ReturningCell {
  name: string;
  call: RegExp;
  fault: (route: Route) => Promise<void> | 'hold';
  message: string;
  /** Where the message shows: the notice above the page (the store chain) or the dashboard's first section. */
  place: (page: Page) => Locator;
}
const storeSection = (page: Page) =>
  page.getByRole('main').getByRole('region', { name: 'Maple Street Market', exact: true });
const json = (status: number, body: unknown) => (route: Route) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
const truncated = async (route: Route) => {
  const body = await (await route.fetch()).text();
  await route.fulfill({
    status: 200,
    contentType: 'application/json',
    body: body.slice(0, Math.floor(body.length / 2)),
  });
};
const chain = /\/api\/ibcstorechain\//;
const dashboard = /\/api\/myDashboardApi/;
const returningCells: ReturningCell[] = [
  {
    name: 'store chain, schema-invalid',
    call: chain,
    fault: json(200, { unexpected: true }),
    message: text('stores.notice.loadFailed'),
    place: (page) => page.getByRole('main'),
  },
  {
    name: 'store chain, truncated JSON',
    call: chain,
    fault: truncated,
    message: text('stores.notice.loadFailed'),
    place: (page) => page.getByRole('main'),
  },
  {
    name: 'store chain, offline',
    call: chain,
    fault: () => 'hold',
    message: text('common.waitingForNetwork'),
    place: (page) => page.getByRole('main'),
  },
  {
    name: 'dashboard, schema-invalid',
    call: dashboard,
    fault: json(200, { unexpected: true }),
    message: text('error.contract'),
    place: storeSection,
  },
  {
    name: 'dashboard, 500 after its retries',
    call: dashboard,
    fault: json(500, { error: 'Something went wrong, Please try again!', code: 'server_error' }),
    message: text('error.serverFault'),
    place: storeSection,
  },
  {
    name: 'dashboard, offline',
    call: dashboard,
    fault: () => 'hold',
    message: text('common.waitingForNetwork'),
    place: storeSection,
  },
];

test.describe('a returning member whose fresh answer fails', () => {
  for (const cell of returningCells) {
    test(`${cell.name}: the last-seen data stays, marked "As of", with the message in place and recovery`, async ({
      browser,
    }) => {
      const page = await signedIn(browser);
      const offline = cell.message === text('common.waitingForNetwork');
      const held: Route[] = [];
      let connectionLost = false;
      await page.route(cell.call, async (route) => {
        if (connectionLost) return route.abort('internetdisconnected');
        held.push(route);
        const answer = cell.fault(route);
        if (answer !== 'hold') await answer;
      });
      try {
        await page.reload();
        await waitForHeading(page, 'Dashboard');
        if (offline) {
          await expect.poll(() => held.length).toBe(1);
          // As a lost connection does: every call held on its way fails, and so does any made after. A retry the
          // page sends before its 'offline' event has come (TanStack Query then still believes it is online) would
          // otherwise be held for ever, and the query would never pause.
          await portal.context.setOffline(true);
          connectionLost = true;
          for (const route of held) await route.abort('internetdisconnected');
        }
        await expect(cell.place(page).getByText(cell.message, { exact: true }).first()).toBeVisible();
        if (!offline)
          await expect(
            cell
              .place(page)
              .getByRole('alert')
              .filter({ hasText: cell.message })
              .getByRole('button', { name: 'Try again' }),
          ).toHaveCount(1);
        // Told once: the sections showing the rest of what is kept do not repeat it.
        if (!offline) await expect(page.getByRole('main').getByRole('button', { name: 'Try again' })).toHaveCount(1);
        // What the member had is still there, under its store's name, and says how old it is.
        await expect(storeName(page)).toHaveText('Maple Street Market');
        await expect(keyFigures(page)).toBeVisible();
        // The failed answer's own note (the dashboard's section, or beside the stores' notice); offline, the other
        // answer may be waiting too, and says so with its own.
        await expect
          .poll(() =>
            cell
              .place(page)
              .getByRole('status')
              .filter({ hasText: /^As of / })
              .count(),
          )
          .toBeGreaterThanOrEqual(1);
        if (cell.call === dashboard)
          await expect(
            storeSection(page)
              .getByRole('status')
              .filter({ hasText: /^As of / }),
          ).toHaveCount(1);
        await expectAccessible(page);
      } finally {
        await page.unroute(cell.call);
        await portal.context.setOffline(false);
      }
      if (!offline) await cell.place(page).getByRole('button', { name: 'Try again' }).click();
      await expect(cell.place(page).getByText(cell.message, { exact: true })).toHaveCount(0);
      await expect(asOf(page)).toHaveCount(0);
      await expect(keyFigures(page)).toBeVisible();
    });
  }
});
