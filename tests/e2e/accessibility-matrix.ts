import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, openSignedInDashboard, test, type PortalPage } from './browser';

// Axe at WCAG 2.2 AA on every signed-in route, in light, dark and the default semi-dark, left to right
// and Arabic right to left, in the default (sidebar), a mini and a horizontal layout. One signed-in tab per layout;
// each look is saved the way the customizer saves it and the app reloaded once, then every route is opened in the app
// (as a menu click would), so the matrix costs one reload per look, not one per page. One file per layout
// (accessibility-matrix-*.e2e.ts), so the suite's workers share the matrix instead of one file holding it.
interface RouteEntry {
  path: string;
}
const root = path.resolve(import.meta.dirname, '../..');
const groups = JSON.parse(readFileSync(path.join(root, 'config/routes.json'), 'utf8')).groups as {
  id: string;
  routes: RouteEntry[];
}[];
const memberRoutes = groups.find((group) => group.id === 'member')!.routes.map((route) => route.path);

interface Look {
  navStyle: string;
  themeMode: 'light' | 'semi-dark' | 'dark';
  locale: 'en' | 'ar';
}
// Each layout in both directions and in two modes (the default layout in its default semi-dark), so every route is
// checked in light, semi-dark and dark, left to right and right to left, in the sidebar, the mini rail and the top bar.
export const LOOKS_BY_LAYOUT = {
  sidebar: [
    { navStyle: 'default', themeMode: 'semi-dark', locale: 'en' },
    { navStyle: 'default', themeMode: 'dark', locale: 'ar' },
  ],
  mini: [
    { navStyle: 'mini', themeMode: 'light', locale: 'en' },
    { navStyle: 'mini', themeMode: 'dark', locale: 'ar' },
  ],
  'top bar': [
    { navStyle: 'h-light', themeMode: 'dark', locale: 'en' },
    { navStyle: 'h-light', themeMode: 'light', locale: 'ar' },
  ],
} satisfies Record<string, Look[]>;

/** Saves the look as the customizer and the language menu do, and reloads so the whole app starts with it. */
async function applyLook(page: Page, look: Look): Promise<void> {
  await page.evaluate(({ navStyle, themeMode, locale }) => {
    localStorage.setItem('memberPortal.theme', JSON.stringify({ navStyle, themeMode }));
    localStorage.setItem('memberPortal.locale', locale);
  }, look);
  await page.reload();
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(() => [
        document.documentElement.dir,
        document.documentElement.getAttribute('data-mantine-color-scheme'),
      ]),
    )
    .toEqual([look.locale === 'ar' ? 'rtl' : 'ltr', look.themeMode === 'dark' ? 'dark' : 'light']);
}

/**
 * Opens a path inside the running app (react-router follows popstate; a lazy page keeps the previous one on screen
 * until it has loaded) and waits for the new page's heading and for its data: no loader or skeleton left.
 */
async function openInApp(page: Page, target: string): Promise<void> {
  const heading = page.locator('main h1').first();
  const before = new URL(page.url()).pathname === target ? null : await heading.textContent();
  if (before !== null) {
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, target);
    await expect(heading, `${target} shows its own heading`).not.toHaveText(before);
  }
  await expect(heading, `${target} shows its own heading`).toBeVisible();
  await expect(
    page.locator('main [aria-busy="true"], main [data-state="loading"]'),
    `${target} finishes loading`,
  ).toHaveCount(0);
}

/** Registers one layout's part of the matrix: a signed-in tab, then every member route in each of its looks. */
export function accessibilityMatrix(layout: keyof typeof LOOKS_BY_LAYOUT): void {
  const looks: Look[] = LOOKS_BY_LAYOUT[layout];
  let portal: PortalPage;
  let statesChecked = 0;

  test.beforeAll(async ({ browser }) => {
    portal = await openSignedInDashboard(browser);
  });
  test.afterAll(async () => {
    console.log(
      `accessibility (axe, WCAG 2.2 AA), ${layout}: ${statesChecked} page states checked (${memberRoutes.length} routes × ${looks.length} looks)`,
    );
    await portal?.context.close();
  });

  for (const look of looks)
    test.describe(`${look.navStyle}, ${look.themeMode}, ${look.locale}`, () => {
      test.beforeAll(async () => {
        await applyLook(portal.page, look);
      });

      test.afterAll(() => {
        expect(portal.problems.splice(0).join('\n'), 'console errors and uncaught exceptions').toBe('');
      });

      for (const route of memberRoutes)
        test(`${route} has 0 axe violations at WCAG 2.2 AA`, async () => {
          await openInApp(portal.page, route);
          await expectAccessible(portal.page);
          statesChecked += 1;
        });
    });
}
