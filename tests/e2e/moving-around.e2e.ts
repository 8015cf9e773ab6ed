import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openSignedInDashboard, waitForHeading, type PortalPage } from './browser';

// Issue 25 §1-2: a new page opens at its top with the focus on its heading; Back returns to the place; a change of
// only the query does not move the page. At a desktop's width and a phone's.
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The footer's link (the dashboard has its own, differently worded). */
const footerManagerLink = (page: Page) =>
  page.locator('footer').getByRole('link', { name: 'Contact Your Regional Manager', exact: true });
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
/** The focused element: its tag, its text, whether it shows its focus ring (:focus-visible), whether it is in main. */
const focus = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    return {
      tag: element.tagName.toLowerCase(),
      text: element.textContent?.trim() ?? '',
      ring: element.matches(':focus-visible'),
      inMain: element.closest('main') !== null,
    };
  });

describe.each([
  { name: 'desktop', viewport: { width: 1366, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
])('moving around, $name', ({ viewport }) => {
  let portal: PortalPage;
  beforeAll(async () => {
    portal = await openSignedInDashboard(browser, { viewport });
  });
  afterAll(async () => {
    expect(portal.problems.join('\n')).toBe('');
    await portal.context.close();
  });

  it('the first load moves no focus; a link from the bottom of a page opens the next at its top, its heading focused; Back returns to the place', async () => {
    const { page } = portal;
    expect((await focus(page)).tag).toBe('body');
    // At the bottom once what comes into view there has loaded (the chart, fetched when in view), so the place left
    // is where the member is when they press the link.
    const toBottom = () => page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await toBottom();
    await page.waitForLoadState('networkidle');
    await toBottom();
    const bottom = await scrollY(page);
    expect(bottom).toBeGreaterThan(200);

    await footerManagerLink(page).click();
    await waitForHeading(page, 'Account Details');
    await expect.poll(() => scrollY(page)).toBe(0);
    // The place the link names shows: the manager's tab.
    await page.getByRole('main').getByRole('region', { name: 'Your regional manager' }).waitFor();
    // A mouse user: the heading has the focus, without a ring appearing.
    await expect.poll(() => focus(page)).toEqual({ tag: 'h1', text: 'Account Details', ring: false, inMain: true });

    await page.goBack();
    await waitForHeading(page, 'Dashboard');
    await expect.poll(() => scrollY(page)).toBe(bottom);
    await expect.poll(async () => (await focus(page)).text).toBe('Dashboard');
  });

  it('by keyboard: Enter on a link moves the focus to the new page’s heading, with its ring, and Tab goes on in the page', async () => {
    const { page } = portal;
    await page.goto('/dashboard');
    await waitForHeading(page, 'Dashboard');
    const link = footerManagerLink(page);
    await link.focus();
    await page.keyboard.press('Enter');
    await waitForHeading(page, 'Account Details');
    await expect.poll(() => focus(page)).toEqual({ tag: 'h1', text: 'Account Details', ring: true, inMain: true });
    await page.keyboard.press('Tab');
    expect((await focus(page)).inMain).toBe(true);
  });

  it('a change of only the query (a tab of the page) neither moves the page nor the focus', async () => {
    const { page } = portal;
    await page.goto('/account-details');
    await waitForHeading(page, 'Account Details');
    await page.evaluate(() => window.scrollTo(0, 40));
    const before = await scrollY(page);
    expect(before).toBe(40);
    // Pressed where it is (no scrolling into view first, which would move the page itself).
    await page.getByRole('tab', { name: 'Regional manager' }).dispatchEvent('click');
    await expect.poll(() => new URL(page.url()).search).toBe('?tab=manager');
    await page.getByRole('main').getByRole('region', { name: 'Your regional manager' }).waitFor();
    expect(await scrollY(page)).toBe(before);
    expect((await focus(page)).tag).not.toBe('h1');
  });
});
