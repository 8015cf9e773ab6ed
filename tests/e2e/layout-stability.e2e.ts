import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPortal, openSignedInPortal, waitForHeading, type PortalPage } from './browser';
import type { SavedMember } from './saved-sessions';

// Issue 11 §6 (CLS ≤ 0.02): nothing a member is looking at may move while the dashboard loads. The frame, the view
// switch and every section take their final place before they paint, and skeletons have the size of what replaces
// them. Chromium reports each layout shift (a painted element that moved without the member's input); a first
// visit with an empty HTTP cache must report none, on a phone and on a desktop, for one store and for several.
let browser: Browser;
const opened: PortalPage[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await Promise.all(opened.map((portal) => portal.context.close()));
  await browser?.close();
});

interface Shift {
  value: number;
  moved: string[];
}

/** Signs in, then opens /dashboard afresh (empty HTTP cache), recording every layout shift from the first paint. */
async function freshDashboard(email: SavedMember, viewport: { width: number; height: number }): Promise<Page> {
  const portal = await openSignedInPortal(browser, { viewport, email });
  opened.push(portal);
  const { page, context } = portal;
  await page.goto('/dashboard');
  await waitForHeading(page, 'Dashboard');
  await context.addInitScript(() => {
    const shifts: { value: number; moved: string[] }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
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
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  await page.goto('/dashboard');
  await waitForHeading(page, 'Dashboard');
  return page;
}

const shiftsOf = (page: Page) => page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);

describe('the dashboard loads without moving what the member sees', () => {
  it.each([
    ['a phone', { width: 412, height: 823 }],
    ['a desktop', { width: 1366, height: 900 }],
  ])(
    'on %s, for a member with three stores: frame, view switch, figures, chart and news sections',
    async (_device, viewport) => {
      const page = await freshDashboard('member@example.com', viewport);
      const figures = page.getByRole('region', { name: 'Maple Street Market' });
      await figures.getByText('$7,248.15').waitFor();
      await page
        .getByRole('region', { name: 'Announcements' })
        .getByText('Member services holiday hours')
        .waitFor({ state: 'attached' });
      if (viewport.width > 1000)
        await expect.poll(() => page.getByTestId('rebates-chart').locator('.recharts-bar-rectangle').count()).toBe(12);
      expect(await page.getByRole('radiogroup', { name: 'Dashboard view' }).count()).toBe(1);
      expect(await shiftsOf(page)).toEqual([]);
    },
  );

  it('for a member with one store (no view switch)', async () => {
    const page = await freshDashboard('single@example.com', { width: 412, height: 823 });
    await page.getByRole('region', { name: 'Harbor Corner Store' }).getByText('$3,057.10').waitFor();
    expect(await page.getByRole('radiogroup', { name: 'Dashboard view' }).count()).toBe(0);
    expect(await shiftsOf(page)).toEqual([]);
  });
});

describe('before its code arrives', () => {
  it('the page shows the portal’s logo, not a blank page, and the first render replaces it', async () => {
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
    await mark.waitFor();
    await expect
      .poll(() => mark.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
    expect(await page.getByRole('heading').count()).toBe(0);
    release();
    await waitForHeading(page, 'Sign in to your member account');
    expect(await page.locator('.boot-mark').count()).toBe(0);
  });
});
