import type { Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  openPortal,
  openSignedInDashboard,
  signInWithPassword,
  templateBaseUrl,
  test,
  waitForHeading,
  type PortalPage,
} from './browser';
import { logOut } from './log-out';

// The member's store choice, contained page failures and the lock screen, each test in its own browser context.
let portal: PortalPage;
test.afterEach(async () => {
  await portal?.context.close();
});

const storeName = (page: Page) => page.getByTestId('current-store-name');

async function signedInOnDashboard(browser: Parameters<typeof openSignedInDashboard>[0]): Promise<Page> {
  portal = await openSignedInDashboard(browser);
  await expect(storeName(portal.page)).toHaveText('Maple Street Market');
  return portal.page;
}

async function chooseStore(page: Page, name: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Store' }).click();
  await page.getByRole('option', { name: new RegExp(name) }).click();
  await expect(storeName(page)).toHaveText(name);
}

// One tab, one visit of the dashboard: the choice made before each step holds through it.
test('the store choice holds after a reload and after an unknown address, and is forgotten at Logout', async ({
  browser,
}) => {
  const page = await signedInOnDashboard(browser);

  await test.step('after a reload', async () => {
    await chooseStore(page, 'Hilltop Convenience');
    await page.reload();
    await waitForHeading(page, 'Dashboard');
    await expect(storeName(page)).toHaveText('Hilltop Convenience');
    await expect(page.getByRole('combobox', { name: 'Store' })).toHaveValue('Hilltop Convenience');
    expect(portal.problems.join('\n')).toBe('');
  });

  await test.step('after an unknown address and the way home', async () => {
    await chooseStore(page, 'Riverside Fuel & Go');
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/error-pages\/error-404$/);
    await expect(storeName(page)).toHaveText('Riverside Fuel & Go');
    await page.getByRole('link', { name: /home/i }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await waitForHeading(page, 'Dashboard');
    await expect(storeName(page)).toHaveText('Riverside Fuel & Go');
  });

  await test.step('is forgotten at Logout: nothing of it stays in the browser', async () => {
    await chooseStore(page, 'Hilltop Convenience');
    // The choice, and the stores switched away from (listed first in a chain owner's selector).
    await expect
      .poll(() =>
        page.evaluate(() =>
          Object.keys(localStorage)
            .filter((key) => key.startsWith('memberPortal.currentStore.'))
            .sort(),
        ),
      )
      .toEqual([
        expect.stringMatching(/^memberPortal\.currentStore\.[a-z0-9]+$/),
        expect.stringMatching(/^memberPortal\.currentStore\.recent\.[a-z0-9]+$/),
      ]);
    await logOut(page);
    await expect
      .poll(() =>
        page.evaluate(() =>
          Object.keys({ ...localStorage, ...sessionStorage }).filter(
            (key) => key.startsWith('memberPortal.current') || key.startsWith('memberPortal.dismissed'),
          ),
        ),
      )
      .toEqual([]);
  });
});

test.describe('a page that throws', () => {
  test('shows its message inside the shell; header and menu keep working', async ({ browser }) => {
    const page = await signedInOnDashboard(browser);
    // The 500 page's module, replaced by one whose component throws while rendering: a bug in a page.
    await page.route(/\/assets\/ServerErrorPage-[\w-]+\.js$/, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: "export default function Broken() { throw new Error('a bug in the page'); }",
      }),
    );
    await page.goto('/error-pages/error-500');
    await expect(page.getByTestId('page-error')).toContainText('This page could not be shown');
    await expect(page.getByRole('banner')).toBeVisible();
    await expectAccessible(page);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Dashboard', exact: true })
      .click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await waitForHeading(page, 'Dashboard');
    await expect(page.getByTestId('page-error')).toHaveCount(0);
    await expect(storeName(page)).toHaveText('Maple Street Market');
  });
});

test.describe('lock screen (template sign-in)', () => {
  test('goes straight to the lock screen, never through /signin, and leaves no token', async ({ browser }) => {
    portal = await openPortal(browser, { baseURL: templateBaseUrl() });
    const { page } = portal;
    await page.goto('/signin');
    await signInWithPassword(page);
    await expect(page).toHaveURL(/\/dashboard$/);
    await waitForHeading(page, 'Dashboard');
    // Every in-app navigation from here on, as the router makes it.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { visited: string[] }).visited = seen;
      for (const method of ['pushState', 'replaceState'] as const) {
        const original = history[method].bind(history);
        history[method] = (state: unknown, unused: string, url?: string | URL | null) => {
          if (url) seen.push(new URL(String(url), location.href).pathname);
          original(state, unused, url);
        };
      }
    });
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Lock screen' }).click();
    await expect(page).toHaveURL(/\/lock-screen$/);
    await waitForHeading(page, 'Your session is locked');
    const visited = () => page.evaluate(() => (window as unknown as { visited: string[] }).visited);
    await expect.poll(visited).toContain('/lock-screen');
    await expect.poll(visited).not.toContain('/signin');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});
