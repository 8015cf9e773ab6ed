import type { Browser, Page } from '@playwright/test';
import { expect, openPortal, openSignedInPortal, test, waitForHeading, type PortalPage } from './browser';
import type { SavedMember } from './support/saved-sessions';

// A layout shift of at most 0.02: nothing a member is looking at may move while the dashboard (or a page) loads. The frame, the
// view switch and every section take their final place before they paint, and skeletons have the size of what
// replaces them. Chromium reports each layout shift (a painted element that moved without the member's input); a
// first visit with an empty HTTP cache must report none, on a phone and on a desktop, for one store and for several.
//
// Two first visits, each taken on purpose: a tab that kept the member's last answers (it paints them at once, then the
// fresh ones), and a tab with nothing kept (the visit right after signing in: the page takes its shape as the member's
// stores arrive). Which one a test takes must not depend on whether the sign-in visit's answers came back in time.
//
// The measurement does not depend on how fast the page or the machine is: every shift from the first paint is kept,
// and it is read only once the page has nothing left to load and has painted twice since, with the entries Chromium
// has recorded but not yet handed to the observer taken too. Clearing the HTTP cache touches only this worker's
// browser, so the file runs beside the others.
const opened: PortalPage[] = [];
test.afterAll(async () => {
  await Promise.all(opened.splice(0).map((portal) => portal.context.close()));
});

interface Shift {
  value: number;
  moved: string[];
}

interface Visit {
  path: string;
  heading: string;
  /** A text of the dashboard's answer, shown (and so kept) before `path` is opened afresh; none: nothing kept. */
  lastSeen?: string;
}

/** Signs in, then opens `path` afresh (empty HTTP cache), recording every layout shift from the first paint. */
async function freshVisit(
  browser: Browser,
  email: SavedMember,
  viewport: { width: number; height: number },
  { path, heading, lastSeen }: Visit,
): Promise<Page> {
  const portal = await openSignedInPortal(browser, { viewport, email });
  opened.push(portal);
  const { page, context } = portal;
  await page.goto('/dashboard');
  await waitForHeading(page, 'Dashboard');
  if (lastSeen) await expect(page.getByText(lastSeen)).toBeVisible();
  else
    await context.addInitScript(() => {
      // The tab's kept answers (src/lib/query/last-seen.ts), gone before the page's scripts read them.
      sessionStorage.removeItem('memberPortal.lastSeen');
    });
  await context.addInitScript(() => {
    const shifts: { value: number; moved: string[] }[] = [];
    const record = (entries: PerformanceEntryList) => {
      for (const entry of entries as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        const moved = (entry.sources ?? []).map(({ node }) =>
          node instanceof Element
            ? `${node.tagName.toLowerCase()}.${[...node.classList].join('.')}: ${(node.textContent ?? '').slice(0, 60)}`
            : String(node?.nodeName),
        );
        shifts.push({ value: entry.value, moved });
      }
    };
    const observer = new PerformanceObserver((list) => record(list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered: true });
    // Every shift so far, those not yet delivered to the observer's callback included.
    (window as unknown as { __shifts: () => typeof shifts }).__shifts = () => {
      record(observer.takeRecords());
      return shifts;
    };
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  await page.goto(path);
  await waitForHeading(page, heading);
  return page;
}

/** The shifts of the whole load, read when nothing is left to load and two frames have been painted since. */
async function expectNoShifts(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect
    .poll(() =>
      page.evaluate(async () => {
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        return (window as unknown as { __shifts: () => Shift[] }).__shifts();
      }),
    )
    .toEqual([]);
}

const DASHBOARD = { path: '/dashboard', heading: 'Dashboard' };

test.describe('the dashboard loads without moving what the member sees', () => {
  // The phone's tab kept the last answers, the desktop's did not: each way in is measured on one of them.
  for (const { device, viewport, lastSeen } of [
    { device: 'a phone', viewport: { width: 412, height: 823 }, lastSeen: '$7,248.15' },
    { device: 'a desktop', viewport: { width: 1366, height: 900 }, lastSeen: undefined },
  ])
    test(`on ${device}, for a member with three stores, ${lastSeen ? 'last answers kept' : 'nothing kept'}: frame, view switch, figures, chart and news sections`, async ({
      browser,
    }) => {
      const page = await freshVisit(browser, 'member@example.com', viewport, { ...DASHBOARD, lastSeen });
      const figures = page.getByRole('region', { name: 'Maple Street Market' });
      await expect(figures.getByText('$7,248.15')).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'Announcements' }).getByText('Member services holiday hours'),
      ).toBeAttached();
      if (viewport.width > 1000)
        await expect(page.getByTestId('rebates-chart').locator('.recharts-bar-rectangle')).toHaveCount(12);
      await expect(page.getByRole('radiogroup', { name: 'Dashboard view' })).toHaveCount(1);
      await expectNoShifts(page);
    });

  test('for a member with one store (no view switch, nothing kept): a short page grows below the first screen', async ({
    browser,
  }) => {
    const page = await freshVisit(browser, 'single@example.com', { width: 412, height: 823 }, DASHBOARD);
    await expect(page.getByRole('region', { name: 'Harbor Corner Store' }).getByText('$3,057.10')).toBeVisible();
    await expect(page.getByRole('radiogroup', { name: 'Dashboard view' })).toHaveCount(0);
    await expectNoShifts(page);
  });
});

// A page of config/ content heads it with a picture on a phone, lazily loaded: its box must be there before it.
test('a content page loads without moving what the member sees, on a phone: its picture arrives in its place, its footer is laid out', async ({
  browser,
}) => {
  const page = await freshVisit(
    browser,
    'member@example.com',
    { width: 412, height: 823 },
    {
      path: '/services/felonious-insurance',
      heading: 'Felonious Insurance',
    },
  );
  const picture = page.getByRole('main').locator('img').first();
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);
  await expectNoShifts(page);
  // Straight to the end of the page (the End key, a screen reader's jump to the last button): the footer and the theme
  // button below it stay where they are drawn, not pushed down as the footer comes into view.
  await page.getByRole('button', { name: 'Theme settings' }).scrollIntoViewIfNeeded();
  await expectNoShifts(page);
});

test.describe('before its code arrives', () => {
  test('the page shows the portal’s logo, not a blank page, and the first render replaces it', async ({ browser }) => {
    const portal = await openPortal(browser, { viewport: { width: 412, height: 823 } });
    opened.push(portal);
    const { page } = portal;
    // Scripts wait until the logo has been checked: a slow phone's first seconds, held still.
    let release = () => {};
    const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await scriptsHeld;
      await route.fallback();
    });
    // An app path (index.html; /signin itself is prerendered HTML): signed out, the app then shows sign-in.
    await page.goto('/dashboard', { waitUntil: 'commit' });
    const mark = page.locator('#root .boot-mark img');
    await expect(mark).toBeVisible();
    await expect
      .poll(() => mark.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
    // No script has run: nothing but the logo is there.
    await expect(page.getByRole('heading')).toHaveCount(0);
    release();
    await waitForHeading(page, 'Sign in to your member account');
    await expect(page.locator('.boot-mark')).toHaveCount(0);
  });
});
