import type { Page } from '@playwright/test';
import { expect, openSignedInDashboard, test, waitForHeading, type PortalPage } from './browser';

// A new page opens at its top with the focus on its heading; Back returns to the place; a change of only the query
// does not move the page. At a desktop's width and, in the phone project, a phone's.
test.describe('moving around @phone', () => {
  let portal: PortalPage;
  test.beforeAll(async ({ browser }) => {
    portal = await openSignedInDashboard(browser);
  });
  test.afterAll(async () => {
    expect(portal.problems.join('\n')).toBe('');
    await portal.context.close();
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

  test('the first load moves no focus; a link from the bottom of a page opens the next at its top, its heading focused; Back returns to the place', async () => {
    const { page } = portal;
    await expect(page.locator('body')).toBeFocused();
    // At the bottom once what comes into view there has loaded (the chart, fetched when in view), so the place left
    // is where the member is when they press the link.
    const toBottom = () => page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await toBottom();
    await page.waitForLoadState('networkidle');
    await toBottom();
    await expect.poll(() => scrollY(page)).toBeGreaterThan(200);
    const bottom = await scrollY(page);

    await footerManagerLink(page).click();
    await waitForHeading(page, 'Account Details');
    await expect.poll(() => scrollY(page)).toBe(0);
    // The place the link names shows: the manager's tab.
    await expect(page.getByRole('main').getByRole('region', { name: 'Your regional manager' })).toBeVisible();
    // A mouse user: the heading has the focus, without a ring appearing.
    await expect.poll(() => focus(page)).toEqual({ tag: 'h1', text: 'Account Details', ring: false, inMain: true });

    await page.goBack();
    await waitForHeading(page, 'Dashboard');
    await expect.poll(() => scrollY(page)).toBe(bottom);
    await expect.poll(async () => (await focus(page)).text).toBe('Dashboard');
  });

  test('by keyboard: Enter on a link moves the focus to the new page’s heading, with its ring, and Tab goes on in the page', async () => {
    const { page } = portal;
    await page.goto('/dashboard');
    await waitForHeading(page, 'Dashboard');
    await footerManagerLink(page).focus();
    await page.keyboard.press('Enter');
    await waitForHeading(page, 'Account Details');
    await expect.poll(() => focus(page)).toEqual({ tag: 'h1', text: 'Account Details', ring: true, inMain: true });
    await page.keyboard.press('Tab');
    await expect.poll(async () => (await focus(page)).inMain).toBe(true);
  });

  test('a change of only the query (a tab of the page) neither moves the page nor the focus', async () => {
    const { page } = portal;
    await page.goto('/account-details');
    await waitForHeading(page, 'Account Details');
    await page.evaluate(() => window.scrollTo(0, 40));
    await expect.poll(() => scrollY(page)).toBe(40);
    // Pressed where it is (no scrolling into view first, which would move the page itself).
    await page.getByRole('tab', { name: 'Regional manager' }).dispatchEvent('click');
    await expect(page).toHaveURL(/\?tab=manager$/);
    await expect(page.getByRole('main').getByRole('region', { name: 'Your regional manager' })).toBeVisible();
    // The page stays where it was, and the heading did not take the focus.
    await expect.poll(() => scrollY(page)).toBe(40);
    await expect(page.getByRole('heading', { level: 1 })).not.toBeFocused();
  });
});
