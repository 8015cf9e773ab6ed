import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, signedInTemplateSession, test, waitForHeading } from './browser';

// The look: the eleven layouts (config/theme.json) with one menu renderer, the drawer, direction and mode presets.
//
// A page load costs far more than anything checked on it, so the layouts share them: each layout family (the vertical
// sidebars, the mini rails, the drawer, the bit bucket, the top bars) is loaded once by its first layout's URL
// parameter, and the family's other layouts are chosen in place in the theme customizer, where a choice applies at
// once. Every layout is checked in full either way.
interface StyleEntry {
  id: string;
  name: string;
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
/** A message of a language's catalog, as the page shows it (the Arabic run finds its buttons by their Arabic names). */
const message = (locale: string, id: string): string =>
  (
    JSON.parse(readFileSync(path.join(root, `src/lib/i18n/catalogs/${locale}.json`), 'utf8')) as Record<
      string,
      { defaultMessage: string }
    >
  )[id]!.defaultMessage;

const session = signedInTemplateSession();
// Every test here checks the frame (menu, header, direction, mode), so each lands on a page that asks the API for
// nothing (/services/felonious-insurance) instead of the dashboard with its calls and its chart's chunk.
const PAGE = '/services/felonious-insurance';
const PAGE_HEADING = 'Felonious Insurance';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
/** The menu renderer's output: the navigation itself (the top bar), or inside it (a sidebar is the landmark whole). */
const menuForm = (page: Page) => nav(page).locator('xpath=descendant-or-self::*[@data-menu-form]');
const navStyle = (page: Page) => page.locator('[data-nav-style]');

/** The layout families, each in the order of config/theme.json; the layouts whose skip link is tested come first. */
const FAMILIES: { name: string; kinds: string[] }[] = [
  { name: 'the vertical sidebars', kinds: ['vertical'] },
  { name: 'the mini rails', kinds: ['mini', 'mini-toggle'] },
  { name: 'the drawer', kinds: ['drawer'] },
  { name: 'the bit bucket', kinds: ['bit-bucket'] },
  { name: 'the top bars', kinds: ['horizontal'] },
];
/** The first Tab reaches the skip link: checked on a page just loaded, where nothing has had the focus yet. */
const SKIP_LINK_STYLES = ['h-default', 'bit-bucket'];
/** The layouts whose slide-in drawer below the large breakpoint is opened and closed. */
const DRAWER_CHECKED_STYLES = ['default', 'mini', 'h-dark', 'bit-bucket'];

/** Chooses a layout in the theme customizer (its radios are in the order of config/theme.json), then closes it. */
async function chooseLayout(page: Page, style: StyleEntry, locale = 'en'): Promise<void> {
  await page.getByRole('button', { name: message(locale, 'customizer.open') }).click();
  const drawer = page.getByRole('dialog', { name: message(locale, 'customizer.title') });
  await drawer.locator('[role="radio"][name="customizer-nav-style"]').nth(styles.indexOf(style)).click();
  await expect(navStyle(page)).toHaveAttribute('data-nav-style', style.id);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
}

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
    await expect(group).toBeVisible();
    // A layout chosen in place may keep the group open from the layout before: close it, so the click opens it.
    if ((await group.getAttribute('aria-expanded')) === 'true') {
      await group.click();
      await expect(group).toHaveAttribute('aria-expanded', 'false');
    }
    await group.click();
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await menu.getByRole('link', { name: 'Available Programs' }).click();
  }
}

/** Back to the page the layouts are checked on, inside the app (history), not a new load. */
async function backToPage(page: Page): Promise<void> {
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${PAGE}(\\?|$)`));
  await waitForHeading(page, PAGE_HEADING);
}

test.describe('the eleven navigation styles (config/theme.json), chosen by the layout URL parameter or the customizer', () => {
  test.afterEach(async () => {
    // The customizer saves its choice: the next test starts from the defaults again.
    await session.portal.page.evaluate(() => localStorage.removeItem('memberPortal.theme'));
  });

  for (const family of FAMILIES) {
    const members = styles
      .filter((style) => family.kinds.includes(style.kind))
      .toSorted((a, b) => Number(SKIP_LINK_STYLES.includes(b.id)) - Number(SKIP_LINK_STYLES.includes(a.id)));
    test(`${family.name} (${members.map((style) => style.id).join(', ')}): menu, header parts, keyboard and a page opened in a group`, async () => {
      const { page } = session.portal;
      expect(members.length, 'layouts in the family').toBeGreaterThan(0);
      await page.goto(`${PAGE}?layout=${members[0]!.id}`);
      await waitForHeading(page, PAGE_HEADING);

      for (const [index, style] of members.entries()) {
        const { id, kind } = style;
        if (index > 0) await test.step(`${id}: chosen in the customizer`, () => chooseLayout(page, style));

        if (SKIP_LINK_STYLES.includes(id))
          await test.step(`${id}: the first Tab reaches the skip link, which moves the focus to the page`, async () => {
            expect(index, 'checked on the page just loaded').toBe(0);
            await page.keyboard.press('Tab');
            const skip = page.getByRole('link', { name: 'Skip to content' });
            await expect(skip).toBeFocused();
            await expect.poll(async () => (await skip.boundingBox())!.y).toBeGreaterThanOrEqual(0);
            await page.keyboard.press('Enter');
            await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main-content');
          });

        await test.step(`${id} renders the menu`, async () => {
          await expect(navStyle(page)).toHaveAttribute('data-nav-style', id);
          // The form of the one menu renderer each style uses; the drawer style shows no menu until its drawer opens.
          if (kind === 'drawer') await expect(nav(page)).toHaveCount(0);
          else
            await expect(menuForm(page)).toHaveAttribute(
              'data-menu-form',
              { 'mini-toggle': 'vertical', 'bit-bucket': 'vertical' }[kind] ?? kind,
            );
          await expectAccessible(page);
        });

        if (kind !== 'drawer')
          await test.step(`${id} puts the user box in the ${style.userBox === 'header' ? 'header' : 'sidebar'}`, async () => {
            const inHeader = page.getByRole('banner').getByText('System Manager');
            if (style.userBox === 'header') await expect(inHeader).toBeVisible();
            else await expect(inHeader).toBeHidden();
          });

        await test.step(`${id} ${style.search ? 'shows' : 'does not show'} the search box`, async () => {
          if (style.search) await expect(page.getByPlaceholder('Search…')).toBeVisible();
          else await expect(page.getByPlaceholder('Search…')).toBeHidden();
        });

        if (id === 'standard')
          await test.step('standard: the search box is 162 px wide, growing to 235 px on focus', async () => {
            const box = page.getByRole('textbox', { name: 'Search pages' });
            const wrapper = page.locator('div:has(> div > input[aria-label="Search pages"])').first();
            await expect.poll(async () => Math.round((await wrapper.boundingBox())!.width)).toBe(162);
            await box.focus();
            await expect.poll(async () => Math.round((await wrapper.boundingBox())!.width)).toBe(235);
            await box.blur();
          });

        if (id === 'bit-bucket')
          await test.step('bit-bucket: the sidebar collapses on large screens to its rail of icons, and back', async () => {
            const wide = (await nav(page).boundingBox())!.width;
            await page.getByRole('button', { name: 'Collapse sidebar' }).click();
            await expect(menuForm(page)).toHaveAttribute('data-menu-form', 'mini');
            await expect.poll(async () => (await nav(page).boundingBox())!.width).toBeLessThan(wide / 2);
            await expectAccessible(page);
            await page.getByRole('button', { name: 'Expand sidebar' }).click();
            await expect(menuForm(page)).toHaveAttribute('data-menu-form', 'vertical');
          });

        if (id === 'mini')
          await test.step('mini: a sub-menu opens from the keyboard and Enter follows a link', async () => {
            await nav(page).getByRole('button', { name: 'Rebates', exact: true }).focus();
            await page.keyboard.press('Enter');
            await expect(page.getByRole('menuitem', { name: 'Fifth Check' })).toBeVisible();
            const focused = () => page.evaluate(() => document.activeElement?.textContent ?? '');
            // Opened from the keyboard, the sub-menu takes the focus on its first page; the arrows walk on.
            await expect.poll(focused).toBe('Invoice Receipt');
            await page.keyboard.press('ArrowDown');
            await expect.poll(focused).toBe('Fifth Check');
            await page.keyboard.press('Enter');
            await expect(page).toHaveURL(/\/rebate\/fifth-check$/);
            await waitForHeading(page, 'Fifth Check');
            await backToPage(page);
          });

        await test.step(`${id} opens a page in a group`, async () => {
          await openAvailablePrograms(page, kind);
          await expect(page).toHaveURL(/\/programs\/available$/);
          await waitForHeading(page, 'Available Programs');
          await expectAccessible(page);
          await backToPage(page);
        });

        if (DRAWER_CHECKED_STYLES.includes(id))
          await test.step(`${id} at 375 px is a slide-in drawer: the menu button opens it, a link closes it`, async () => {
            try {
              await page.setViewportSize({ width: 375, height: 812 });
              await expect(nav(page), 'no menu on screen before the drawer opens').toHaveCount(0);
              await page.getByRole('button', { name: 'Open navigation' }).click();
              // Slid in completely, from the screen's edge.
              const drawer = page.getByRole('dialog', { name: 'Main navigation' });
              await expect.poll(async () => (await drawer.boundingBox())?.x ?? -1).toBe(0);
              await expectAccessible(page);
              await nav(page).getByRole('link', { name: 'Newsletter' }).click();
              await expect(page).toHaveURL(/\/newsletter$/);
              // The collapsed flag resets when the route changes, so the drawer closes.
              await expect(nav(page)).toHaveCount(0);
              await backToPage(page);
            } finally {
              await page.setViewportSize({ width: 1366, height: 900 });
            }
          });
      }
    });
  }
});

test.describe('below the large breakpoint every style is a slide-in drawer', () => {
  /** Where the header's controls sit: at least four, none off the 375 px screen, no two on top of each other. */
  const headerLayout = (page: Page, where: string) =>
    page
      .getByRole('banner')
      .locator('button:visible, a:visible, input:visible')
      .evaluateAll((elements) =>
        elements.map((element) => {
          const { left, right, top, bottom } = element.getBoundingClientRect();
          return { name: element.getAttribute('aria-label') ?? element.textContent ?? '', left, right, top, bottom };
        }),
      )
      .then((boxes) => ({
        where,
        atLeastFour: boxes.length >= 4 ? true : boxes.map((box) => box.name),
        offScreen: boxes.filter((box) => box.left < 0 || box.right > 375).map((box) => box.name),
        // No two controls on top of each other (the search button once slid under the logo).
        overlapping: boxes.flatMap((box, index) =>
          boxes.slice(index + 1).flatMap((other) => {
            const across = Math.min(box.right, other.right) - Math.max(box.left, other.left);
            const down = Math.min(box.bottom, other.bottom) - Math.max(box.top, other.top);
            return across > 1 && down > 1 ? [`${box.name} / ${other.name}`] : [];
          }),
        ),
      }));

  test('keeps every header control whole and on screen at 375 px, in every layout and in Arabic', async () => {
    const { page } = session.portal;
    try {
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto(`${PAGE}?layout=${styles[0]!.id}`);
      await waitForHeading(page, PAGE_HEADING);
      for (const locale of ['en', 'ar']) {
        if (locale === 'ar')
          await test.step('the page again in Arabic', async () => {
            await page.evaluate(() => localStorage.setItem('memberPortal.locale', 'ar'));
            await page.reload();
            await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
          });
        for (const [index, style] of styles.entries())
          await test.step(`${style.id} (${locale})`, async () => {
            if (index > 0 || locale === 'ar') await chooseLayout(page, style, locale);
            await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
            const where = `${style.id} (${locale})`;
            await expect
              .poll(() => headerLayout(page, where))
              .toEqual({ where, atLeastFour: true, offScreen: [], overlapping: [] });
          });
      }
    } finally {
      await page.evaluate(() => {
        localStorage.setItem('memberPortal.locale', 'en');
        localStorage.removeItem('memberPortal.theme');
      });
      await page.setViewportSize({ width: 1366, height: 900 });
    }
  });
});

test.describe('direction and mode', () => {
  const html = (page: Page) => page.locator('html');

  test('?rtl=true and ?rtl=false flip the direction in English; Arabic is right to left with the switch off', async () => {
    const { page } = session.portal;
    try {
      await test.step('?rtl=true flips the document to right to left in English', async () => {
        await page.goto(`${PAGE}?layout=default&rtl=true`);
        await waitForHeading(page, PAGE_HEADING);
        await expect(html(page)).toHaveAttribute('lang', 'en');
        await expect(html(page)).toHaveAttribute('dir', 'rtl');
        await expect
          .poll(async () => {
            const box = (await nav(page).boundingBox())!;
            return box.x + box.width;
          })
          .toBeGreaterThan(1366 - 30);
        await expectAccessible(page);
      });
      await test.step('?rtl=false flips it back', async () => {
        await page.goto(`${PAGE}?rtl=false`);
        await waitForHeading(page, PAGE_HEADING);
        await expect(html(page)).toHaveAttribute('dir', 'ltr');
      });
      await test.step('Arabic is right to left with the switch off', async () => {
        await page.getByRole('button', { name: 'Language: English' }).click();
        await page.getByRole('menuitem', { name: 'العربية' }).click();
        await expect(html(page)).toHaveAttribute('lang', 'ar');
        await expect(html(page)).toHaveAttribute('dir', 'rtl');
        await expectAccessible(page);
      });
      await test.step('back in English, left to right', async () => {
        await page.evaluate(() => localStorage.setItem('memberPortal.locale', 'en'));
        await page.goto(PAGE);
        await waitForHeading(page, PAGE_HEADING);
        await expect(html(page)).toHaveAttribute('dir', 'ltr');
      });
    } finally {
      await page.evaluate(() => localStorage.setItem('memberPortal.locale', 'en'));
    }
  });

  test('?mode=dark gives a dark page; ?mode=light a light one', async () => {
    const { page } = session.portal;
    const luminance = () =>
      page.locator('main').evaluate((main) => {
        const [r, g, b] = getComputedStyle(main).backgroundColor.match(/\d+/g)!.map(Number);
        return (0.2126 * r! + 0.7152 * g! + 0.0722 * b!) / 255;
      });
    await page.goto(`${PAGE}?mode=dark`);
    await waitForHeading(page, PAGE_HEADING);
    await expect(html(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expect.poll(luminance).toBeLessThan(0.2);
    await expectAccessible(page);
    await page.goto(`${PAGE}?mode=light`);
    await waitForHeading(page, PAGE_HEADING);
    await expect.poll(luminance).toBeGreaterThan(0.9);
  });

  test('ignores hostile parameter values and throws nothing', async () => {
    const { page } = session.portal;
    await page.goto(`${PAGE}?layout=%3Cscript%3Ealert(1)%3C/script%3E&mode=__proto__&rtl=maybe&style=constructor`);
    await waitForHeading(page, PAGE_HEADING);
    expect(session.portal.problems.join('\n')).toBe('');
  });
});
