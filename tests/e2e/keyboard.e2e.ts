import type { Locator, Page } from '@playwright/test';
import { expect, openSignedInPortal, test, waitForHeading, type PortalPage } from './browser';

// The keyboard alone reaches and operates the menus, popovers, dialogs, tabs, table controls and forms, and the
// focus is always visible. The mouse is never used in this file.
let portal: PortalPage;

test.beforeAll(async ({ browser }) => {
  portal = await openSignedInPortal(browser);
});
test.afterAll(async () => {
  await portal?.context.close();
});
test.afterEach(() => {
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
    // The diff names the stop whose focus does not show.
    await expect
      .poll(() => focused(page), { message: `the focus after Tab ${step + 1} is visible` })
      .toMatchObject({ visible: true });
    stops.push((await focused(page)).name);
    if (await isFocused(target)) return stops;
  }
  throw new Error(`Tab never reached the target; stops: ${stops.join(' | ')}`);
}

/**
 * Starts the keyboard from the top of the document, as a keyboard user arrives on the page: the next Tab goes to the
 * first stop. The focus goes to a stand-in at the very start of the body, which leaves again as the focus moves on.
 * Not the body itself: a popup that has just closed (Mantine's useFocusReturn) gives the focus back to its button
 * 10 ms later when it finds the focus on the body, which would take it away from the top again.
 */
async function fromTheTop(page: Page): Promise<void> {
  await page.evaluate(() => {
    const top = document.createElement('span');
    top.tabIndex = -1;
    top.dataset.testKeyboardTop = '';
    top.addEventListener('blur', () => top.remove(), { once: true });
    document.body.prepend(top);
    top.focus();
  });
  await expect(page.locator('[data-test-keyboard-top]')).toBeFocused();
}

async function startAt(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(path);
  await waitForHeading(page, heading);
  await fromTheTop(page);
}

test.describe('the frame', () => {
  // One load of the dashboard; each step starts the keyboard from the top of the document again.
  test('the header, the menus, the messages popover and the customizer by the keyboard, each with a visible focus', async () => {
    const { page } = portal;
    await startAt(page, '/dashboard', 'Dashboard');

    await test.step('Tab reaches every header control and the menu, each with a visible focus', async () => {
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

    await test.step('the account menu opens with Enter, moves with the arrows, and Escape gives the focus back', async () => {
      await fromTheTop(page);
      const button = page.getByRole('button', { name: 'Account menu' });
      await tabTo(page, button);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('menu')).toBeVisible();
      await page.keyboard.press('ArrowDown');
      await expect.poll(async () => (await focused(page)).name).toMatch(/My account|Logout/);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toBeHidden();
      await expect(button).toBeFocused();
    });

    await test.step('the messages popover opens with Enter, its View all is reachable, Escape closes it', async () => {
      await fromTheTop(page);
      const button = page.getByRole('button', { name: 'Messages, 4 new' });
      await tabTo(page, button);
      await page.keyboard.press('Enter');
      const viewAll = page.getByRole('link', { name: 'View all' });
      await expect(viewAll).toBeVisible();
      await tabTo(page, viewAll, 12);
      await page.keyboard.press('Escape');
      await expect(viewAll).toBeHidden();
      await expect(button).toBeFocused();
    });

    await test.step('the customizer is a dialog that holds the focus and gives it back on Escape', async () => {
      await fromTheTop(page);
      const button = page.getByRole('button', { name: 'Theme settings' });
      await tabTo(page, button, 80);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('dialog')).toBeVisible();
      await expect.poll(async () => (await focused(page)).inDialog).toBe(true);
      // Far more Tabs than the dialog has controls: the focus goes round inside it and never behind it.
      for (let step = 0; step < 40; step += 1) {
        await page.keyboard.press('Tab');
        // The diff names the control the focus is on.
        await expect
          .poll(() => focused(page), { message: `Tab ${step + 1} stays in the dialog, its focus visible` })
          .toMatchObject({ inDialog: true, visible: true });
      }
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
      await expect(button).toBeFocused();
    });

    // Last: it leaves the dashboard.
    await test.step('a menu group opens with Enter and its page opens with Enter', async () => {
      await fromTheTop(page);
      const nav = page.getByRole('navigation', { name: 'Main navigation' });
      await tabTo(page, nav.getByRole('button', { name: 'Rebates', exact: true }));
      await page.keyboard.press('Enter');
      const link = nav.getByRole('link', { name: 'Fifth Check' });
      await tabTo(page, link, 4);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/rebate\/fifth-check$/);
      await waitForHeading(page, 'Fifth Check');
    });
  });
});

test.describe('the pages', () => {
  test('account tabs move with the arrow keys', async () => {
    const { page } = portal;
    await startAt(page, '/account-details', 'Account Details');
    const first = page.getByRole('tab', { name: 'Store details' });
    await tabTo(page, first, 80);
    await page.keyboard.press('ArrowRight');
    const manager = page.getByRole('tab', { name: 'Regional manager' });
    await expect(manager).toHaveAttribute('aria-selected', 'true');
    await expect(manager).toBeFocused();
  });

  test('a list’s choice opens, moves and chooses from the keyboard, its field keeping the focus', async () => {
    const { page } = portal;
    await startAt(page, '/rebate/invoice', 'Invoice Receipt');
    const year = page.getByRole('combobox', { name: 'Year' });
    await tabTo(page, year, 80);
    await expect(year).toHaveValue('Latest');
    // Mantine's Select opens on Enter with nothing marked; the arrow then marks the option after the chosen one.
    await page.keyboard.press('Enter');
    const list = page.getByRole('listbox', { name: 'Year' });
    await expect(list).toBeVisible();
    await expect(year).toBeFocused();
    await page.keyboard.press('ArrowDown');
    const marked = list.locator('[data-combobox-selected]');
    await expect(marked).toHaveCount(1);
    await expect(year).toHaveAttribute('aria-activedescendant', (await marked.getAttribute('id')) ?? 'marked');
    const choice = (await marked.textContent()) ?? '';
    expect(choice).toMatch(/^\d{4}$/);
    await page.keyboard.press('Enter');
    await expect(list).toBeHidden();
    await expect(year).toHaveValue(choice);
    await expect(year).toBeFocused();
  });

  test('a table column sorts from the keyboard, both ways', async () => {
    const { page } = portal;
    await startAt(page, '/rebate/invoice', 'Invoice Receipt');
    const table = page.getByRole('table', { name: 'Rebate receipts' });
    const firstRow = table.locator('tbody tr').first();
    await expect(table.locator('tbody tr')).toHaveCount(10);
    // A sortable column's title is a button inside its header cell (SortHeader), sorting on Enter.
    await tabTo(page, table.getByRole('columnheader', { name: 'Rebate', exact: true }).getByRole('button'), 80);
    await page.keyboard.press('Enter');
    await expect(firstRow).toContainText('$191.86', { useInnerText: true });
    await page.keyboard.press('Enter');
    await expect(firstRow).toContainText('$25.48', { useInnerText: true });
  });
});
