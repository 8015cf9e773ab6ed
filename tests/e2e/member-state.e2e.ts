import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  expectAccessible,
  launchBrowser,
  openPortal,
  openSignedInDashboard,
  signInWithPassword,
  templateBaseUrl,
  waitForHeading,
  type PortalPage,
} from './browser';

// The member's store choice, contained page failures and the lock screen, each test in its own browser context.
let browser: Browser;
let portal: PortalPage;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async () => {
  await portal?.context.close();
});

const storeName = (page: Page) => page.getByTestId('current-store-name').textContent();

async function signedInOnDashboard(): Promise<Page> {
  portal = await openSignedInDashboard(browser);
  await expect.poll(() => storeName(portal.page)).toBe('Maple Street Market');
  return portal.page;
}

async function chooseStore(page: Page, name: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Store' }).click();
  await page.getByRole('option', { name: new RegExp(name) }).click();
  await expect.poll(() => storeName(page)).toBe(name);
}

describe('the store choice holds', () => {
  it('after a reload', async () => {
    const page = await signedInOnDashboard();
    await chooseStore(page, 'Hilltop Convenience');
    await page.reload();
    await waitForHeading(page, 'Dashboard');
    await expect.poll(() => storeName(page)).toBe('Hilltop Convenience');
    expect(await page.getByRole('combobox', { name: 'Store' }).inputValue()).toBe('Hilltop Convenience');
    expect(portal.problems.join('\n')).toBe('');
  });

  it('after an unknown address and the way home', async () => {
    const page = await signedInOnDashboard();
    await chooseStore(page, 'Riverside Fuel & Go');
    await page.goto('/no/such/page');
    await page.waitForURL('**/error-pages/error-404');
    await expect.poll(() => storeName(page)).toBe('Riverside Fuel & Go');
    await page.getByRole('link', { name: /home/i }).click();
    await page.waitForURL('**/dashboard');
    await waitForHeading(page, 'Dashboard');
    expect(await storeName(page)).toBe('Riverside Fuel & Go');
  });

  it('is forgotten at Logout: nothing of it stays in the browser', async () => {
    const page = await signedInOnDashboard();
    await chooseStore(page, 'Hilltop Convenience');
    // The choice, and the stores switched away from (listed first in a chain owner's selector, issue 28).
    expect(
      (
        await page.evaluate(() =>
          Object.keys(localStorage).filter((key) => key.startsWith('memberPortal.currentStore.')),
        )
      ).sort(),
    ).toEqual([
      expect.stringMatching(/^memberPortal\.currentStore\.[a-z0-9]+$/),
      expect.stringMatching(/^memberPortal\.currentStore\.recent\.[a-z0-9]+$/),
    ]);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    // The provider sends the member back to /signin (MSAL's state parameter may ride along).
    await page.waitForURL(/\/signin(\?|$)/);
    await waitForHeading(page, 'Sign in to your member account');
    expect(
      await page.evaluate(() =>
        Object.keys({ ...localStorage, ...sessionStorage }).filter(
          (key) => key.startsWith('memberPortal.current') || key.startsWith('memberPortal.dismissed'),
        ),
      ),
    ).toEqual([]);
  });
});

describe('a page that throws', () => {
  it('shows its message inside the shell; header and menu keep working', async () => {
    const page = await signedInOnDashboard();
    // The 500 page's module, replaced by one whose component throws while rendering: a bug in a page.
    await page.route(/\/assets\/ServerErrorPage-[\w-]+\.js$/, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: "export default function Broken() { throw new Error('a bug in the page'); }",
      }),
    );
    await page.goto('/error-pages/error-500');
    await expect.poll(() => page.getByTestId('page-error').textContent()).toContain('This page could not be shown');
    expect(await page.getByRole('banner').isVisible()).toBe(true);
    await expectAccessible(page);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Dashboard', exact: true })
      .click();
    await page.waitForURL('**/dashboard');
    await waitForHeading(page, 'Dashboard');
    expect(await page.getByTestId('page-error').count()).toBe(0);
    expect(await storeName(page)).toBe('Maple Street Market');
  });
});

describe('lock screen (template sign-in)', () => {
  it('goes straight to the lock screen, never through /signin, and leaves no token', async () => {
    portal = await openPortal(browser, { baseURL: templateBaseUrl() });
    const { page } = portal;
    await page.goto('/signin');
    await signInWithPassword(page);
    await page.waitForURL('**/dashboard');
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
    await page.waitForURL('**/lock-screen');
    await waitForHeading(page, 'Your session is locked');
    const visited = await page.evaluate(() => (window as unknown as { visited: string[] }).visited);
    expect(visited).toContain('/lock-screen');
    expect(visited).not.toContain('/signin');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});
