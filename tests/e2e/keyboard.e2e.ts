import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openSignedInDashboard, waitForHeading, type PortalPage } from './browser';

// Issue 11 §1: the keyboard alone reaches and operates the menus, popovers, dialogs, tabs, table controls and forms,
// and the focus is always visible. The mouse is never used in this file.
let browser: Browser;
let portal: PortalPage;

beforeAll(async () => {
  browser = await launchBrowser();
  portal = await openSignedInDashboard(browser);
});
afterAll(async () => {
  await browser?.close();
});
afterEach(() => {
  expect(portal.problems.splice(0).join('\n')).toBe('');
});

/**
 * The focused element: its accessible-ish name, and whether a focus indicator is drawn: an outline or a ring, or for
 * a text field (Mantine draws no outline there) a border that changes colour with the focus.
 */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { name: '', visible: false, inDialog: false };
    const style = getComputedStyle(element);
    let visible = (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
    if (!visible && element.matches('input, textarea')) {
      // The border eases to its new colour (Mantine's transition): compare the end states, not a moment of the fade.
      element.style.transition = 'none';
      const withFocus = getComputedStyle(element).borderColor;
      element.blur();
      const without = getComputedStyle(element).borderColor;
      element.focus();
      element.style.transition = '';
      visible = withFocus !== without;
    }
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 60) ?? '';
    return { name, visible, inDialog: element.closest('[role="dialog"]') !== null };
  });

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/** Presses Tab until the locator has the focus (at most `limit` times); every stop on the way must show its focus. */
async function tabTo(page: Page, target: Locator, limit = 60): Promise<string[]> {
  const stops: string[] = [];
  for (let step = 0; step < limit; step += 1) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    expect(now.visible, `the focus on "${now.name}" is visible`).toBe(true);
    stops.push(now.name);
    if (await isFocused(target)) return stops;
  }
  throw new Error(`Tab never reached the target; stops: ${stops.join(' | ')}`);
}

async function startAt(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(path);
  await waitForHeading(page, heading);
  // From the top of the document, as a keyboard user arrives.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

describe('the frame', () => {
  it('Tab reaches every header control and the menu, each with a visible focus', async () => {
    const { page } = portal;
    await startAt(page, '/dashboard', 'Dashboard');
    const stops = await tabTo(page, page.getByRole('button', { name: 'Theme settings' }), 80);
    for (const name of [
      'Skip to content',
      'Language: English',
      'Messages, 4 new',
      'Account menu',
      'Dashboard',
      'Rebates',
    ]) {
      expect(
        stops.some((stop) => stop.startsWith(name)),
        `${name} among ${stops.join(' | ')}`,
      ).toBe(true);
    }
  });

  it('the account menu opens with Enter, moves with the arrows, and Escape gives the focus back', async () => {
    const { page } = portal;
    await startAt(page, '/dashboard', 'Dashboard');
    const button = page.getByRole('button', { name: 'Account menu' });
    await tabTo(page, button);
    await page.keyboard.press('Enter');
    await page.getByRole('menu').waitFor({ state: 'visible' });
    await page.keyboard.press('ArrowDown');
    await expect.poll(async () => (await focused(page)).name).toMatch(/My account|Logout/);
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'hidden' });
    await expect.poll(() => isFocused(button)).toBe(true);
  });

  it('the messages popover opens with Enter, its View all is reachable, Escape closes it', async () => {
    const { page } = portal;
    await startAt(page, '/dashboard', 'Dashboard');
    const button = page.getByRole('button', { name: 'Messages, 4 new' });
    await tabTo(page, button);
    await page.keyboard.press('Enter');
    const viewAll = page.getByRole('link', { name: 'View all' });
    await viewAll.waitFor({ state: 'visible' });
    await tabTo(page, viewAll, 12);
    await page.keyboard.press('Escape');
    await viewAll.waitFor({ state: 'hidden' });
    await expect.poll(() => isFocused(button)).toBe(true);
  });

  it('a menu group opens with Enter and its page opens with Enter', async () => {
    const { page } = portal;
    await startAt(page, '/dashboard', 'Dashboard');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await tabTo(page, nav.getByRole('button', { name: 'Rebates', exact: true }));
    await page.keyboard.press('Enter');
    const link = nav.getByRole('link', { name: 'Fifth Check' });
    await tabTo(page, link, 4);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/rebate/fifth-check');
    await waitForHeading(page, 'Fifth Check');
  });

  it('the customizer is a dialog that holds the focus and gives it back on Escape', async () => {
    const { page } = portal;
    await startAt(page, '/dashboard', 'Dashboard');
    const button = page.getByRole('button', { name: 'Theme settings' });
    await tabTo(page, button, 80);
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor({ state: 'visible' });
    await expect.poll(async () => (await focused(page)).inDialog).toBe(true);
    // Far more Tabs than the dialog has controls: the focus goes round inside it and never behind it.
    for (let step = 0; step < 40; step += 1) {
      await page.keyboard.press('Tab');
      const now = await focused(page);
      expect(now.inDialog, `Tab ${step + 1} stays in the dialog (on "${now.name}")`).toBe(true);
      expect(now.visible, `the focus on "${now.name}" is visible`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await expect.poll(() => isFocused(button)).toBe(true);
  });
});

describe('the pages', () => {
  it('account tabs move with the arrow keys', async () => {
    const { page } = portal;
    await startAt(page, '/account-details', 'Account Details');
    const first = page.getByRole('tab', { name: 'Store details' });
    await tabTo(page, first, 80);
    await page.keyboard.press('ArrowRight');
    const manager = page.getByRole('tab', { name: 'Regional manager' });
    await expect.poll(() => manager.getAttribute('aria-selected')).toBe('true');
    expect(await isFocused(manager)).toBe(true);
  });

  it('a table column sorts from the keyboard, both ways', async () => {
    const { page } = portal;
    await startAt(page, '/rebate/invoice', 'Invoice Receipt');
    const table = page.getByRole('table', { name: 'Rebate receipts' });
    const firstRow = () => table.locator('tbody tr').first().innerText();
    await expect.poll(() => table.locator('tbody tr').count()).toBe(10);
    // A sortable column's title is a button inside its header cell (SortHeader), sorting on Enter.
    await tabTo(page, table.getByRole('columnheader', { name: 'Rebate', exact: true }).getByRole('button'), 80);
    await page.keyboard.press('Enter');
    await expect.poll(firstRow).toContain('$191.86');
    await page.keyboard.press('Enter');
    await expect.poll(firstRow).toContain('$25.48');
  });
});
