import { describe, expect, it, onTestFinished } from 'vitest';
import {
  expectAccessible,
  expectNoProblemsInEachTest,
  openWithCustomizer,
  signedInTemplateSession,
  waitForHeading,
} from './browser';

// Issue 10, the look: the footer and the theme customizer.
const session = signedInTemplateSession();
expectNoProblemsInEachTest(() => session.portal);

describe('footer', () => {
  it('opens external links safely in a new tab', async () => {
    const { page } = session.portal;
    await page.goto('/dashboard');
    await waitForHeading(page, 'Dashboard');
    const external = page.locator('footer a[href^="https://"]');
    expect(await external.count()).toBeGreaterThanOrEqual(10);
    for (const rel of await external.evaluateAll((links) =>
      links.map((link) => `${link.getAttribute('target')} ${link.getAttribute('rel')}`),
    ))
      expect(rel).toBe('_blank noopener noreferrer');
    expect(await page.getByRole('img', { name: /^QR code: / }).count()).toBe(2);
    expect(await page.locator('footer').textContent()).toContain(`© ${new Date().getFullYear()} Member Portal`);
  });

  it("'Contact Your Regional Manager' opens /account-details on the manager tab (tab 1)", async () => {
    const { page } = session.portal;
    const link = page.getByRole('link', { name: 'Contact Your Regional Manager', exact: true });
    // The address names the tab too, so the link opened in a new tab lands on it as well.
    expect(await link.getAttribute('href')).toBe('/account-details?tab=manager');
    await link.click();
    await page.waitForURL('**/account-details?tab=manager');
    await waitForHeading(page, 'Account Details');
    const tab = page.getByRole('tab', { name: 'Regional manager' });
    await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
    await page.getByRole('tabpanel', { name: 'Regional manager' }).waitFor();
  });
});

// Spec §9: standard corners are 4 px; modern ones 30 px, and 20 px on small screens (below 48em). Cards and papers
// take the theme's lg radius (src/app/theme.ts), read here from an element given that radius in the running page.
describe('corner radii by theme style', () => {
  it.each([
    { themeStyle: 'standard', width: 1366, radius: '4px' },
    { themeStyle: 'standard', width: 375, radius: '4px' },
    { themeStyle: 'modern', width: 1366, radius: '30px' },
    { themeStyle: 'modern', width: 375, radius: '20px' },
  ])('$themeStyle at $width px: a card has $radius corners', async ({ themeStyle, width, radius }) => {
    const { page } = session.portal;
    onTestFinished(async () => {
      await page.evaluate(() => localStorage.removeItem('memberPortal.theme'));
      await page.setViewportSize({ width: 1366, height: 900 });
    });
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(
      (value) => localStorage.setItem('memberPortal.theme', JSON.stringify({ themeStyle: value })),
      themeStyle,
    );
    await page.goto('/services/felonious-insurance');
    await waitForHeading(page, 'Felonious Insurance');
    const corner = await page.evaluate(() => {
      const card = document.createElement('div');
      card.style.borderRadius = 'var(--mantine-radius-lg)';
      document.body.append(card);
      const value = getComputedStyle(card).borderTopLeftRadius;
      card.remove();
      return value;
    });
    expect(corner).toBe(radius);
  });
});

describe('the theme customizer', () => {
  it('applies choices at once, keeps them across a reload, and resets', async () => {
    const { page } = session.portal;
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
    // Boxed: at most 1260 px wide, 1680 px on extra-large screens (spec §9), centred.
    const banner = page.getByRole('banner');
    await expect.poll(async () => Math.round((await banner.boundingBox())!.width)).toBe(1260);
    const { x, width } = (await banner.boundingBox())!;
    expect(Math.round(x * 2 + width)).toBe(await page.evaluate(() => document.documentElement.clientWidth));
    await page.setViewportSize({ width: 1920, height: 900 });
    await expect.poll(async () => Math.round((await banner.boundingBox())!.width)).toBe(1680);
    await page.setViewportSize({ width: 1366, height: 900 });
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

  // Its own page (each test above is checked for errors on its own too): the account page afresh, the customizer
  // opened and closed on it.
  it('logs no console error on a fresh page with the customizer', async () => {
    expect((await openWithCustomizer(session.portal, '/account-details', 'Account Details')).join('\n')).toBe('');
  });
});
