import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { expectAccessible, signedInTemplateSession, waitForHeading } from './browser';

// Issue 10, the look: the eleven layouts of spec §2 with one menu renderer, the drawer, direction and mode presets.
interface StyleEntry {
  id: string;
  kind: string;
  header: string;
  userBox: string;
  search?: boolean;
  promo?: boolean;
}
const root = path.resolve(import.meta.dirname, '../..');
const styles = (
  JSON.parse(readFileSync(path.join(root, 'config/theme.json'), 'utf8')) as { navigationStyles: StyleEntry[] }
).navigationStyles;

const session = signedInTemplateSession();
// Every test here checks the frame (menu, header, direction, mode), so each lands on a page that asks the API for
// nothing (/services/felonious-insurance) instead of the dashboard with its calls and its chart's chunk.

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

/** Opens the Programs group the way each form offers it and follows 'Available Programs'. */
async function openAvailablePrograms(page: Page, kind: string): Promise<void> {
  if (kind === 'drawer') await page.getByRole('button', { name: 'Open navigation' }).click();
  const menu = nav(page);
  const group = menu.getByRole('button', { name: 'Programs', exact: true });
  if (kind === 'mini') {
    // Hovering opens the sub-menu in a popover.
    await group.hover();
    await page.getByRole('menuitem', { name: 'Available Programs' }).click();
  } else if (kind === 'horizontal') {
    await group.click();
    await page.getByRole('menuitem', { name: 'Available Programs' }).click();
  } else {
    await group.click();
    expect(await group.getAttribute('aria-expanded')).toBe('true');
    await menu.getByRole('link', { name: 'Available Programs' }).click();
  }
}

describe('the eleven navigation styles (config/theme.json), chosen by the layout URL parameter', () => {
  it.each(styles.map((style) => [style.id, style] as const))(
    '%s renders the menu and opens a page in a group',
    async (id, style) => {
      const { page } = session.portal;
      await page.goto(`/services/felonious-insurance?layout=${id}`);
      await waitForHeading(page, 'Felonious Insurance');
      expect(await page.locator('[data-nav-style]').getAttribute('data-nav-style')).toBe(id);
      // The form of the one menu renderer each style uses; the drawer style shows no menu until its drawer opens.
      if (style.kind === 'drawer') expect(await nav(page).count()).toBe(0);
      else
        expect(await nav(page).getAttribute('data-menu-form')).toBe(
          { 'mini-toggle': 'vertical', 'bit-bucket': 'vertical' }[style.kind] ?? style.kind,
        );
      await expectAccessible(page);
      await openAvailablePrograms(page, style.kind);
      await page.waitForURL('**/programs/available');
      await waitForHeading(page, 'Available Programs');
      await expectAccessible(page);
    },
  );

  it('puts the user box in the header in the header-user styles, and in the sidebar otherwise', async () => {
    const { page } = session.portal;
    for (const style of styles.filter((candidate) => candidate.kind !== 'drawer')) {
      await page.goto(`/services/felonious-insurance?layout=${style.id}`);
      await waitForHeading(page, 'Felonious Insurance');
      const inHeader = page.getByRole('banner').getByText('System Manager');
      await expect
        .poll(async () => [style.id, await inHeader.isVisible()])
        .toEqual([style.id, style.userBox === 'header']);
    }
  });

  it('shows the search box in one layout only, 162 px growing to 235 px on focus', async () => {
    const { page } = session.portal;
    for (const style of styles) {
      await page.goto(`/services/felonious-insurance?layout=${style.id}`);
      await waitForHeading(page, 'Felonious Insurance');
      expect(await page.getByPlaceholder('Search…').isVisible(), style.id).toBe(Boolean(style.search));
    }
    await page.goto('/services/felonious-insurance?layout=standard');
    const box = page.getByRole('textbox', { name: 'Search pages' });
    const wrapper = page.locator('div:has(> div > input[aria-label="Search pages"])').first();
    expect(Math.round((await wrapper.boundingBox())!.width)).toBe(162);
    await box.focus();
    await expect.poll(async () => Math.round((await wrapper.boundingBox())!.width)).toBe(235);
  });

  it('collapses the bit-bucket sidebar on large screens to its rail of icons, and back', async () => {
    const { page } = session.portal;
    await page.goto('/services/felonious-insurance?layout=bit-bucket');
    await waitForHeading(page, 'Felonious Insurance');
    const wide = (await nav(page).boundingBox())!.width;
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect.poll(() => nav(page).getAttribute('data-menu-form')).toBe('mini');
    expect((await nav(page).boundingBox())!.width).toBeLessThan(wide / 2);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect.poll(() => nav(page).getAttribute('data-menu-form')).toBe('vertical');
  });

  it('opens a mini sub-menu from the keyboard and follows a link with Enter', async () => {
    const { page } = session.portal;
    await page.goto('/services/felonious-insurance?layout=mini');
    await waitForHeading(page, 'Felonious Insurance');
    await nav(page).getByRole('button', { name: 'Rebates', exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Fifth Check' }).waitFor();
    const focused = () => page.evaluate(() => document.activeElement?.textContent ?? '');
    // Opened from the keyboard, the sub-menu takes the focus on its first page; the arrows walk on.
    await expect.poll(focused).toBe('Invoice Receipt');
    await page.keyboard.press('ArrowDown');
    await expect.poll(focused).toBe('Fifth Check');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/rebate/fifth-check');
    await waitForHeading(page, 'Fifth Check');
  });
});

describe('keyboard', () => {
  it.each(['h-default', 'bit-bucket'])(
    '%s: the first Tab reaches the skip link, which moves the focus to the page',
    async (id) => {
      const { page } = session.portal;
      await page.goto(`/services/felonious-insurance?layout=${id}`);
      await waitForHeading(page, 'Felonious Insurance');
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to content' });
      expect(await skip.evaluate((link) => link === document.activeElement)).toBe(true);
      const box = (await skip.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    },
  );
});

describe('below the large breakpoint every style is a slide-in drawer', () => {
  beforeEach(async () => {
    await session.portal.page.setViewportSize({ width: 375, height: 812 });
  });
  afterEach(async () => {
    await session.portal.page.setViewportSize({ width: 1366, height: 900 });
  });

  it.each(['default', 'mini', 'h-dark', 'bit-bucket'])(
    '%s at 375 px: the menu button opens it, a link closes it',
    async (id) => {
      const { page } = session.portal;
      await page.goto(`/services/felonious-insurance?layout=${id}`);
      await waitForHeading(page, 'Felonious Insurance');
      expect(await nav(page).count(), 'no menu on screen before the drawer opens').toBe(0);
      await page.getByRole('button', { name: 'Open navigation' }).click();
      // Slid in completely, from the screen's edge.
      const drawer = page.getByRole('dialog', { name: 'Main navigation' });
      await expect.poll(async () => (await drawer.boundingBox())?.x ?? -1).toBe(0);
      await expectAccessible(page);
      await nav(page).getByRole('link', { name: 'Newsletter' }).click();
      await page.waitForURL('**/newsletter');
      // Spec §4: the collapsed flag resets when the route changes, so the drawer closes.
      await expect.poll(() => nav(page).count()).toBe(0);
    },
  );

  it('keeps every header control whole and on screen at 375 px, in every layout and in Arabic', async () => {
    const { page } = session.portal;
    onTestFinished(() => page.evaluate(() => localStorage.setItem('memberPortal.locale', 'en')));
    for (const locale of ['en', 'ar']) {
      await page.evaluate((value) => localStorage.setItem('memberPortal.locale', value), locale);
      for (const style of styles) {
        await page.goto(`/services/felonious-insurance?layout=${style.id}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        const controls = page.getByRole('banner').locator('button:visible, a:visible, input:visible');
        const boxes = await controls.evaluateAll((elements) =>
          elements.map((element) => {
            const { left, right, top, bottom } = element.getBoundingClientRect();
            return { name: element.getAttribute('aria-label') ?? element.textContent ?? '', left, right, top, bottom };
          }),
        );
        const where = `${style.id} (${locale})`;
        expect(boxes.length, where).toBeGreaterThanOrEqual(4);
        const offScreen = boxes.filter((box) => box.left < 0 || box.right > 375).map((box) => box.name);
        // No two controls on top of each other (the search button once slid under the logo).
        const overlapping = boxes.flatMap((box, index) =>
          boxes.slice(index + 1).flatMap((other) => {
            const across = Math.min(box.right, other.right) - Math.max(box.left, other.left);
            const down = Math.min(box.bottom, other.bottom) - Math.max(box.top, other.top);
            return across > 1 && down > 1 ? [`${box.name} / ${other.name}`] : [];
          }),
        );
        expect({ where, offScreen, overlapping }).toEqual({ where, offScreen: [], overlapping: [] });
      }
    }
  });
});

describe('direction and mode', () => {
  it('?rtl=true flips the document to right to left in English, and ?rtl=false flips it back', async () => {
    const { page } = session.portal;
    await page.goto('/services/felonious-insurance?layout=default&rtl=true');
    await waitForHeading(page, 'Felonious Insurance');
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
      'en',
      'rtl',
    ]);
    const box = (await nav(page).boundingBox())!;
    expect(box.x + box.width).toBeGreaterThan(1366 - 30);
    await expectAccessible(page);
    await page.goto('/services/felonious-insurance?rtl=false');
    await waitForHeading(page, 'Felonious Insurance');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('ltr');
  });

  it('Arabic is right to left with the switch off', async () => {
    const { page } = session.portal;
    await page.goto('/services/felonious-insurance?rtl=false');
    await waitForHeading(page, 'Felonious Insurance');
    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('menuitem', { name: 'العربية' }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'ar');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await expectAccessible(page);
    await page.evaluate(() => localStorage.setItem('memberPortal.locale', 'en'));
    await page.goto('/services/felonious-insurance');
    await waitForHeading(page, 'Felonious Insurance');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('ltr');
  });

  it('?mode=dark gives a dark page; ?mode=light a light one', async () => {
    const { page } = session.portal;
    const luminance = () =>
      page.locator('main').evaluate((main) => {
        const [r, g, b] = getComputedStyle(main).backgroundColor.match(/\d+/g)!.map(Number);
        return (0.2126 * r! + 0.7152 * g! + 0.0722 * b!) / 255;
      });
    await page.goto('/services/felonious-insurance?mode=dark');
    await waitForHeading(page, 'Felonious Insurance');
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'))).toBe('dark');
    expect(await luminance()).toBeLessThan(0.2);
    await expectAccessible(page);
    await page.goto('/services/felonious-insurance?mode=light');
    await waitForHeading(page, 'Felonious Insurance');
    expect(await luminance()).toBeGreaterThan(0.9);
  });

  it('ignores hostile parameter values and throws nothing', async () => {
    const { page } = session.portal;
    await page.goto(
      '/services/felonious-insurance?layout=%3Cscript%3Ealert(1)%3C/script%3E&mode=__proto__&rtl=maybe&style=constructor',
    );
    await waitForHeading(page, 'Felonious Insurance');
    expect(session.portal.problems.join('\n')).toBe('');
  });
});
