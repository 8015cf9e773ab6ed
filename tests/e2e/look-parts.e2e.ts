import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, openPortal, signInWithPassword, templateBaseUrl, waitForHeading, type PortalPage } from './browser';

// Issue 10, the look: advertisement column, snackbar, promo banner, footer, customizer, search.
let browser: Browser;
let portal: PortalPage;

async function signIn(page: Page): Promise<void> {
  await page.goto('/dashboard');
  await page.waitForURL('**/signin');
  await signInWithPassword(page);
  await waitForHeading(page, 'Dashboard');
}

beforeAll(async () => {
  browser = await launchBrowser();
  portal = await openPortal(browser, { baseURL: templateBaseUrl() });
  await signIn(portal.page);
});
afterAll(async () => {
  await browser?.close();
});

describe('the advertisement column (1280 px and wider)', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    // Motion welcome, and a clock the test moves on: 8 s rotations without waiting 8 s.
    context = await browser.newContext({ baseURL: templateBaseUrl(), viewport: { width: 1366, height: 900 }, reducedMotion: 'no-preference' });
    await context.clock.install();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    page = await context.newPage();
    await signIn(page);
  });
  afterAll(async () => {
    await context?.close();
  });

  const carousel = () => page.locator('[data-rotation]');
  const shownAd = () => page.locator('[aria-label^="Show advertisement"][data-active]').getAttribute('aria-label');

  it('rotates every 8 s', async () => {
    await expect.poll(() => carousel().getAttribute('data-rotation')).toBe('playing');
    expect(await shownAd()).toBe('Show advertisement 1 of 3');
    await page.clock.runFor(7_000);
    expect(await shownAd()).toBe('Show advertisement 1 of 3');
    await page.clock.runFor(1_500);
    await expect.poll(shownAd).toBe('Show advertisement 2 of 3');
  });

  it('pauses while the pointer is on it, and goes on after', async () => {
    await carousel().hover();
    await expect.poll(() => carousel().getAttribute('data-rotation')).toBe('paused');
    await page.clock.runFor(20_000);
    expect(await shownAd()).toBe('Show advertisement 2 of 3');
    await page.mouse.move(400, 400);
    await expect.poll(() => carousel().getAttribute('data-rotation')).toBe('playing');
    await page.clock.runFor(8_500);
    await expect.poll(shownAd).toBe('Show advertisement 3 of 3');
    await expectAccessible(page);
  });

  it('hides the snackbar at the bottom start after 6 s, not while it is hovered', async () => {
    await page.getByRole('button', { name: 'Theme settings' }).click();
    await page.getByRole('button', { name: 'Copy link to this look' }).click();
    const snackbar = page.getByRole('alert').filter({ hasText: 'Link copied' });
    await snackbar.waitFor();
    const box = (await snackbar.boundingBox())!;
    expect(box.x).toBeLessThan(40);
    expect(box.y + box.height).toBeGreaterThan(900 - 80);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/dashboard\?layout=default&mode=semi-dark&rtl=false&style=modern$/);
    await snackbar.hover();
    await page.clock.runFor(10_000);
    expect(await snackbar.isVisible()).toBe(true);
    await page.mouse.move(700, 300);
    await page.clock.runFor(6_500);
    await expect.poll(() => snackbar.count()).toBe(0);
  });

  it('changes pages with the route transition: the old page leaves, the new one enters, then all is still', async () => {
    await page.evaluate(() => localStorage.setItem('memberPortal.theme', JSON.stringify({ rtAnim: 'slide-up' })));
    await page.goto('/dashboard');
    await waitForHeading(page, 'Dashboard');
    const frame = page.locator('[data-transition="slide-up"]');
    expect(await frame.getAttribute('data-phase')).toBe('idle');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Newsletter' }).click();
    await waitForHeading(page, 'Newsletter');
    await expect.poll(() => frame.getAttribute('data-phase')).toBe('idle');
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    await page.evaluate(() => localStorage.removeItem('memberPortal.theme'));
  });

  it('stands still for members who prefer reduced motion', async () => {
    await portal.page.goto('/dashboard');
    await waitForHeading(portal.page, 'Dashboard');
    const still = portal.page.locator('[data-rotation]');
    await still.waitFor();
    expect(await still.getAttribute('data-rotation')).toBe('off');
  });

  it('is not there below 1280 px', async () => {
    await portal.page.setViewportSize({ width: 1200, height: 900 });
    await portal.page.goto('/dashboard');
    await waitForHeading(portal.page, 'Dashboard');
    expect(await portal.page.getByRole('complementary', { name: 'Advertisement' }).count()).toBe(0);
    await portal.page.setViewportSize({ width: 1366, height: 900 });
  });
});

describe('header parts', () => {
  it('keeps the promo banner dismissed after a reload', async () => {
    const { page } = portal;
    await page.goto('/dashboard?layout=h-default');
    const promo = page.getByText('Get flat 60% off on your first purchase');
    await promo.waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Dismiss the offer' }).click();
    await expect.poll(() => promo.count()).toBe(0);
    await page.reload();
    await waitForHeading(page, 'Dashboard');
    expect(await promo.count()).toBe(0);
  });

  it('lists the four demo messages with View all', async () => {
    const { page } = portal;
    await page.getByRole('button', { name: 'Messages, 4 new' }).click();
    const list = page.getByRole('list', { name: 'Messages' });
    await expect.poll(() => list.getByRole('listitem').count()).toBe(4);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'View all' }).click();
    await page.waitForURL('**/error-pages/coming-soon');
  });

  it('finds pages from the header search box in the current language', async () => {
    const { page } = portal;
    await page.goto('/dashboard?layout=standard');
    await page.getByRole('textbox', { name: 'Search pages' }).fill('planog');
    await page.getByRole('option', { name: /Planograms/ }).waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/merchandise/planograms');
    await waitForHeading(page, 'Planograms');
  });

  it('opens the page search with Ctrl+K in any layout', async () => {
    const { page } = portal;
    await page.goto('/dashboard?layout=h-dark');
    await waitForHeading(page, 'Dashboard');
    await page.keyboard.press('Control+K');
    const search = page.getByRole('textbox', { name: 'Search pages' });
    await search.waitFor();
    await search.fill('fifth');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/rebate/fifth-check');
    await waitForHeading(page, 'Fifth Check');
  });
});

describe('footer', () => {
  it('opens external links safely in a new tab', async () => {
    const { page } = portal;
    const external = page.locator('footer a[href^="https://"]');
    expect(await external.count()).toBeGreaterThanOrEqual(10);
    for (const rel of await external.evaluateAll((links) => links.map((link) => `${link.getAttribute('target')} ${link.getAttribute('rel')}`))) expect(rel).toBe('_blank noopener noreferrer');
    expect(await page.getByRole('img', { name: /^QR code: / }).count()).toBe(2);
    expect(await page.locator('footer').textContent()).toContain(`© ${new Date().getFullYear()} Member Portal`);
  });

  it("'Contact Your Regional Manager' opens /account-details on the manager tab (tab 1)", async () => {
    const { page } = portal;
    await page.getByRole('link', { name: 'Contact Your Regional Manager' }).click();
    await page.waitForURL('**/account-details');
    await waitForHeading(page, 'Account Details');
    expect(await page.evaluate(() => (history.state as { usr?: { tabValue?: number } }).usr?.tabValue)).toBe(1);
  });
});

describe('the theme customizer', () => {
  it('applies choices at once, keeps them across a reload, and resets', async () => {
    const { page } = portal;
    // A link's presets would win again on every load of that link: start from a plain address.
    await page.goto('/dashboard');
    await waitForHeading(page, 'Dashboard');
    await page.getByRole('button', { name: 'Theme settings' }).click();
    const drawer = page.getByRole('dialog', { name: 'Theme settings' });
    await drawer.waitFor();
    await expectAccessible(page);
    await drawer.getByText('Dark', { exact: true }).click();
    await drawer.getByRole('radio', { name: 'Horizontal light' }).click();
    await drawer.getByText('Boxed', { exact: true }).click();
    await expect.poll(() => page.locator('[data-nav-style]').getAttribute('data-nav-style')).toBe('h-light');
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'))).toBe('dark');
    await page.reload();
    await waitForHeading(page, 'Dashboard');
    expect(await page.locator('[data-nav-style]').getAttribute('data-nav-style')).toBe('h-light');
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'))).toBe('dark');
    await page.getByRole('button', { name: 'Theme settings' }).click();
    await page.getByRole('button', { name: 'Reset to defaults' }).click();
    await expect.poll(() => page.locator('[data-nav-style]').getAttribute('data-nav-style')).toBe('default');
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'))).toBe('light');
    await page.keyboard.press('Escape');
  });

  it('logged no console error along the way', () => {
    expect(portal.problems.join('\n')).toBe('');
  });
});
