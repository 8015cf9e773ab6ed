import type { Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  expectNoProblemsInEachTest,
  openWithCustomizer,
  signedInTemplateSession,
  test,
  waitForHeading,
} from './browser';
import { openThemeSettings } from './theme-settings';

// The look: the footer and the theme customizer.
const session = signedInTemplateSession();
expectNoProblemsInEachTest(() => session.portal);

const navStyle = (page: Page) => page.locator('[data-nav-style]');
const html = (page: Page) => page.locator('html');

test.describe('the footer and the theme customizer', () => {
  // One visit of the dashboard, from a plain address (a link's presets would win again on every load of that link).
  test('on the dashboard: the footer, the customizer, and the footer’s link to the manager', async () => {
    const { page } = session.portal;
    await page.goto('/dashboard');
    await waitForHeading(page, 'Dashboard');

    await test.step('footer: opens external links safely in a new tab', async () => {
      const external = page.locator('footer a[href^="https://"]');
      await expect.poll(() => external.count()).toBeGreaterThanOrEqual(10);
      await expect
        .poll(() =>
          external.evaluateAll((links) =>
            links
              .map((link) => `${link.getAttribute('href')}: ${link.getAttribute('target')} ${link.getAttribute('rel')}`)
              .filter((text) => !text.endsWith(': _blank noopener noreferrer')),
          ),
        )
        .toEqual([]);
      await expect(page.getByRole('img', { name: /^QR code: / })).toHaveCount(2);
      await expect(page.locator('footer')).toContainText(`© ${new Date().getFullYear()} Member Portal`);
    });

    await test.step('the customizer applies choices at once, keeps them across a reload, and resets', async () => {
      const drawer = await openThemeSettings(page);
      await expectAccessible(page);
      await drawer.getByText('Dark', { exact: true }).click();
      await drawer.getByRole('radio', { name: 'Horizontal light' }).click();
      await drawer.getByText('Boxed', { exact: true }).click();
      await expect(navStyle(page)).toHaveAttribute('data-nav-style', 'h-light');
      await expect(html(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');
      // Boxed: at most 1260 px wide, 1680 px on extra-large screens, centred.
      const banner = page.getByRole('banner');
      await expect.poll(async () => Math.round((await banner.boundingBox())!.width)).toBe(1260);
      await expect
        .poll(async () => {
          const { x, width } = (await banner.boundingBox())!;
          return Math.round(x * 2 + width) - (await page.evaluate(() => document.documentElement.clientWidth));
        }, 'centred: as much room on either side')
        .toBe(0);
      await page.setViewportSize({ width: 1920, height: 900 });
      await expect.poll(async () => Math.round((await banner.boundingBox())!.width)).toBe(1680);
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.reload();
      await waitForHeading(page, 'Dashboard');
      await expect(navStyle(page)).toHaveAttribute('data-nav-style', 'h-light');
      await expect(html(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');
      await openThemeSettings(page);
      await page.getByRole('button', { name: 'Reset to defaults' }).click();
      await expect(navStyle(page)).toHaveAttribute('data-nav-style', 'default');
      await expect(html(page)).toHaveAttribute('data-mantine-color-scheme', 'light');
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
    });

    await test.step("'Contact Your Regional Manager' opens /account-details on the manager tab (tab 1)", async () => {
      const link = page.getByRole('link', { name: 'Contact Your Regional Manager', exact: true });
      // The address names the tab too, so the link opened in a new tab lands on it as well.
      await expect(link).toHaveAttribute('href', '/account-details?tab=manager');
      await link.click();
      await expect(page).toHaveURL(/\/account-details\?tab=manager$/);
      await waitForHeading(page, 'Account Details');
      await expect(page.getByRole('tab', { name: 'Regional manager' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel', { name: 'Regional manager' })).toBeVisible();
    });
  });

  // Its own page (each test above is checked for errors on its own too): the account page afresh, the customizer
  // opened and closed on it.
  test('logs no console error on a fresh page with the customizer', async () => {
    expect((await openWithCustomizer(session.portal, '/account-details', 'Account Details')).join('\n')).toBe('');
  });
});

// Standard corners are 4 px; modern ones 30 px, and 20 px on small screens (below 48em, a media query: the page
// need not load again when its width changes). Cards and papers take the theme's lg radius (src/app/theme.ts), read
// here from an element given that radius in the running page.
test.describe('corner radii by theme style', () => {
  test('a card’s corners in each theme style, on a wide and on a small screen', async () => {
    const { page } = session.portal;
    const corner = () =>
      page.evaluate(() => {
        const card = document.createElement('div');
        card.style.borderRadius = 'var(--mantine-radius-lg)';
        document.body.append(card);
        const value = getComputedStyle(card).borderTopLeftRadius;
        card.remove();
        return value;
      });
    try {
      for (const [themeStyle, radii] of [
        ['standard', { 1366: '4px', 375: '4px' }],
        ['modern', { 1366: '30px', 375: '20px' }],
      ] as const) {
        await page.setViewportSize({ width: 1366, height: 900 });
        await page.evaluate(
          (value) => localStorage.setItem('memberPortal.theme', JSON.stringify({ themeStyle: value })),
          themeStyle,
        );
        await page.goto('/services/felonious-insurance');
        await waitForHeading(page, 'Felonious Insurance');
        for (const width of [1366, 375] as const)
          await test.step(`${themeStyle} at ${width} px: a card has ${radii[width]} corners`, async () => {
            await page.setViewportSize({ width, height: 900 });
            await expect.poll(corner).toBe(radii[width]);
          });
      }
    } finally {
      await page.evaluate(() => localStorage.removeItem('memberPortal.theme'));
      await page.setViewportSize({ width: 1366, height: 900 });
    }
  });
});
