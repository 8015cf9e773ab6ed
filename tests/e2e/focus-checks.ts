import type { Locator, Page } from '@playwright/test';
import themeConfig from '../../config/theme.json' with { type: 'json' };
import {
  expect,
  expectNoProblemsInEachTest,
  openSignedInDashboard,
  test,
  waitForHeading,
  type PortalPage,
} from './browser';
import { openThemeSettings } from './theme-settings';

// What the focus and header e2e files (focus-in-pages, phones-and-keyboards) measure in the page: where the focus is
// and whether the fixed header hides it, and the contrast of colours as the browser computed them.

/** The navigation styles of config/theme.json: the header's height and content differ between them. */
export const NAV_STYLES = themeConfig.navigationStyles.map((style) => style.id);

/**
 * Registers a describe's hooks: a signed-in tab on the dashboard (of this size, else the project's), closed after the
 * describe, and no console error in any of its tests.
 */
export function signedInTabAt(viewport?: { width: number; height: number }): () => PortalPage {
  let portal: PortalPage | undefined;
  test.beforeAll(async ({ browser }) => {
    portal = await openSignedInDashboard(browser, { viewport });
  });
  test.afterAll(async () => {
    await portal?.context.close();
  });
  expectNoProblemsInEachTest(() => portal);
  return () => portal!;
}

/**
 * Switches the layout in place, as a member does: the theme settings' layout choice, then Escape (the dialog gives
 * the focus back to its button). The page is not loaded again; the shell shows the new layout's header and sidebar.
 */
export async function switchLayout(page: Page, navStyle: string): Promise<void> {
  const style = themeConfig.navigationStyles.find((entry) => entry.id === navStyle)!;
  const dialog = await openThemeSettings(page);
  const choice = dialog
    .getByRole('radiogroup', { name: 'Navigation style' })
    .getByRole('radio', { name: style.name, exact: true });
  await choice.click();
  await expect(choice).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.locator(`[data-nav-style="${navStyle}"]`)).toHaveCount(1);
  await expect(page.locator('header')).toBeVisible();
}

/** Saves a look as the customizer does and reloads `path` with it. */
export async function openWithLook(
  page: Page,
  path: string,
  heading: string | RegExp,
  look: { navStyle?: string; themeMode?: string; footer?: boolean; footerType?: 'fixed' | 'fluid' },
): Promise<void> {
  await page.evaluate((saved) => localStorage.setItem('memberPortal.theme', JSON.stringify(saved)), look);
  await page.goto(path);
  await waitForHeading(page, heading);
}

export const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/** The focused element's name, whether it is inside `selector`'s element, and where it is against the header. */
export const focusNow = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const rect = element.getBoundingClientRect();
    const header = document.querySelector('header')?.getBoundingClientRect();
    return {
      name: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 50),
      tag: element.tagName.toLowerCase(),
      inMain: element.closest('main') !== null,
      top: rect.top,
      bottom: rect.bottom,
      headerBottom: header?.bottom ?? 0,
    };
  });

/** Whether the focus is inside the element the button's aria-controls names (its open popup). */
export const focusInsidePopupOf = (button: Locator) =>
  button.evaluate((element) => {
    const popup = document.getElementById(element.getAttribute('aria-controls') ?? '');
    return popup !== null && popup.contains(document.activeElement) && popup !== document.activeElement;
  });

/**
 * Presses a key and checks that the focus, if it moved to an element in the page (not the fixed header or the
 * sidebar), is not under the header at all: its top edge at or below the header's bottom edge. Returns the name of
 * the element focused.
 */
export async function pressAndCheckNotHidden(page: Page, key: string): Promise<string> {
  await page.keyboard.press(key);
  // Empty when the focus is clear of the header; otherwise what is hidden, and by how much.
  await expect
    .poll(
      async () => {
        const now = await focusNow(page);
        return now.inMain && now.top < now.headerBottom - 0.5
          ? `"${now.name}" (${now.tag}) at ${now.top} px, the header ends at ${now.headerBottom} px`
          : '';
      },
      { message: `the focus after ${key} is not under the header` },
    )
    .toBe('');
  return (await focusNow(page)).name;
}

/**
 * The contrast ratio (WCAG 2) between the focus indicator of the focused element and `against`'s background: its
 * outline, or for a text field (which shows its focus by its border) its border.
 */
export const focusRingContrast = (page: Page, against: string) =>
  page.evaluate((selector) => {
    const channels = (colour: string): number[] => {
      const numbers = (colour.match(/[\d.]+/g) ?? []).map(Number);
      // rgb(r g b) in 0-255, or color(srgb r g b) in 0-1.
      return colour.startsWith('color(') ? numbers.slice(0, 3).map((value) => value * 255) : numbers.slice(0, 3);
    };
    const luminance = (colour: string): number => {
      const [r = 0, g = 0, b = 0] = channels(colour).map((value) => {
        const c = value / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const element = document.activeElement as HTMLElement;
    // A field's border eases to its focus colour (Mantine's transition): read the end state, not a moment of the fade.
    element.style.transition = 'none';
    const style = getComputedStyle(element);
    const field = element.matches('input, select, textarea');
    const ring = field ? style.borderTopColor : style.outlineStyle === 'none' ? null : style.outlineColor;
    element.style.transition = '';
    const background = getComputedStyle(document.querySelector(selector)!).backgroundColor;
    const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
    if (ring === null) return { name, ring: 'none', background, ratio: 0 };
    const [light, dark] = [luminance(ring), luminance(background)].sort((a, b) => b - a) as [number, number];
    return { name, ring, background, ratio: Math.round(((light + 0.05) / (dark + 0.05)) * 100) / 100 };
  }, against);
