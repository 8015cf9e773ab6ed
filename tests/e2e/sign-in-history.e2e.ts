import type { Browser, Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import {
  ACROSS_PAGE_LOADS,
  baseUrl,
  expect,
  openPortal,
  openSignedInPortal,
  signInThroughProvider,
  test,
  waitForHeading,
  type PortalPage,
} from './browser';
import { logOut } from './log-out';

// The history around signing in and out. One boot per sign-in, and Back from the first member page goes to where the
// member was before signing in; after Logout, Back shows no member page, whether the browser loads it again or brings
// it back from its page cache (bfcache). At a desktop's width and, in the phone project, a phone's.
const BEFORE = 'data:text/html,<title>Before</title><h1>Before the portal</h1>';

/** Every portal document the tab loads (not same-document moves), by its address. */
function documentLoads(page: Page): string[] {
  const loads: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame() && request.url().startsWith(baseUrl()))
      loads.push(request.url());
  });
  return loads;
}

test.describe('signing in from a link @phone', () => {
  test('loads the portal once on the way back from the provider, opens the page asked for, and Back leaves the sign-in behind', async ({
    browser,
  }) => {
    const portal = await openPortal(browser);
    try {
      const { page } = portal;
      await page.goto(BEFORE);
      await page.goto('/programs/active');
      await expect(page).toHaveURL(/\/signin$/, ACROSS_PAGE_LOADS);
      await waitForHeading(page, 'Sign in to your member account');

      const loads = documentLoads(page);
      await signInThroughProvider(page);
      await expect(page).toHaveURL(/\/programs\/active$/);
      await waitForHeading(page, 'Active Programs');
      // The provider's answer lands on the redirect URI and is handled there: one document, not that one and then
      // the page the sign-in started on. (The record of every load so far, read once the page asked for shows.)
      expect(loads.map((url) => new URL(url).pathname)).toEqual(['/']);

      // Back: not this page again, not the provider's spent page, but the page before the portal. (From a timer, as
      // below: the document may be gone before the evaluation could answer.)
      await page.evaluate(() => setTimeout(() => window.history.back()));
      await expect(page).toHaveURL((url) => url.protocol === 'data:');
      await waitForHeading(page, 'Before the portal');
      // Forward comes back into the portal, signed in.
      await page.evaluate(() => setTimeout(() => window.history.forward()));
      await expect(page).toHaveURL((url) => url.href.startsWith(baseUrl()) && !url.pathname.startsWith('/signin'));
      await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();

      expect(portal.problems.join('\n')).toBe('');
    } finally {
      await portal.context.close();
    }
  });
});

/**
 * Every member page the tab draws once `seen.armed` is set (the account button in a visible document), whether the
 * document is loaded or brought back from the page cache: reported from each document before its own scripts run
 * (so installed before the member pages are opened), a restored one in the frame it first paints.
 */
async function watchMemberPages(portal: PortalPage): Promise<{ armed: boolean; memberPagesShown: string[] }> {
  const seen = { armed: false, memberPagesShown: [] as string[] };
  await portal.context.exposeBinding('__memberPageDrawn', (_source, where: string) => {
    if (seen.armed) seen.memberPagesShown.push(where);
  });
  await portal.context.addInitScript(() => {
    const report = (window as unknown as { __memberPageDrawn: (where: string) => void }).__memberPageDrawn;
    const memberDrawn = () =>
      getComputedStyle(document.documentElement).visibility !== 'hidden' &&
      document.querySelector('[aria-label="Account menu"]') !== null;
    addEventListener('pageshow', (event) => {
      if (!event.persisted) return;
      // Counted in the tab's storage: a restored page may be loaded afresh at once, before a report could leave it.
      sessionStorage.setItem('e2e.restored', String(Number(sessionStorage.getItem('e2e.restored')) + 1));
      // The next frame's callbacks run after every pageshow listener, just before that frame is painted.
      requestAnimationFrame(() => {
        if (memberDrawn()) report(`${location.pathname} (from the page cache)`);
      });
    });
    new MutationObserver(() => {
      if (memberDrawn()) report(location.pathname);
    }).observe(document, { childList: true, subtree: true });
  });
  return seen;
}

test.describe('Back after Logout @phone', () => {
  // Playwright turns the page cache off in the browsers it launches; this one keeps it, as members' browsers do. The
  // full Chromium, not the suite's headless shell, which brings no page back from its cache (its reasons: "masked").
  let browserWithPageCache: Browser;
  test.beforeAll(async ({ playwright }) => {
    browserWithPageCache = await playwright.chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      ignoreDefaultArgs: ['--disable-back-forward-cache'],
    });
  });
  test.afterAll(async () => {
    await browserWithPageCache?.close();
  });

  for (const { cache, withCache } of [
    { cache: 'without the page cache', withCache: false },
    { cache: 'with the page cache', withCache: true },
  ]) {
    test(`shows no member page, ${cache}`, async ({ browser }) => {
      const portal = await openSignedInPortal(withCache ? browserWithPageCache : browser);
      try {
        const { page } = portal;
        const seen = await watchMemberPages(portal);
        await page.goto('/dashboard');
        await waitForHeading(page, 'Dashboard');
        await page.goto('/incentives');
        await waitForHeading(page, 'Incentives');
        // Chromium keeps a page in its cache only if no request of it is under way when the tab leaves it: on a busy
        // machine the incentives' answers can still be coming when Logout is pressed, and the case would test nothing.
        if (withCache) await page.waitForLoadState('networkidle');

        await logOut(page);
        seen.armed = true;

        // Back through everything the member had open in this tab: each step ends on the sign-in page.
        const notRestored: string[] = [];
        for (const step of [1, 2]) {
          // A mark in this document: gone once Back has brought another document (loaded or from the cache).
          await page.evaluate((mark) => Object.assign(window, { __step: mark }), step);
          // (Back from a timer: the page may be gone before the evaluation could answer.)
          await page.evaluate(() => setTimeout(() => window.history.back()));
          await expect
            .poll(
              () =>
                page.evaluate(() => !('__step' in window) && /^\/signin$/.test(location.pathname)).catch(() => false),
              { message: `Back ${step} ends on the sign-in page` },
            )
            .toBe(true);
          await waitForHeading(page, 'Sign in to your member account');
          notRestored.push(await whyNotFromThePageCache(page));
          // The record of every member page drawn since Logout: none may have been, even for a frame.
          expect(seen.memberPagesShown, `Back ${step}`).toEqual([]);
        }
        // The browser did bring a member page back from its page cache (else this case tests nothing).
        if (withCache)
          await expect
            .poll(() => page.evaluate(() => Number(sessionStorage.getItem('e2e.restored'))), {
              message: `a page came back from the page cache (Chromium's reasons it did not: ${notRestored.join('; ')})`,
            })
            .toBeGreaterThan(0);
        expect(portal.problems.join('\n')).toBe('');
      } finally {
        await portal.context.close();
      }
    });
  }
});

/** Chromium's reasons the document before this one was not taken from the page cache ("none" when it was). */
function whyNotFromThePageCache(page: Page): Promise<string> {
  return page.evaluate(() => {
    interface Reasons {
      reasons?: { reason: string }[] | null;
      children?: Reasons[];
    }
    const entry = performance.getEntriesByType('navigation')[0] as PerformanceEntry & { notRestoredReasons?: Reasons };
    const all = (node: Reasons | null | undefined): string[] =>
      node ? [...(node.reasons ?? []).map((r) => r.reason), ...(node.children ?? []).flatMap(all)] : [];
    return all(entry?.notRestoredReasons).join(', ') || 'none';
  });
}
