import type { BrowserContext, Page } from '@playwright/test';
import themeConfig from '../../config/theme.json' with { type: 'json' };
import { expect, expectAccessible, openPortal, templateBaseUrl, test, waitForHeading } from './browser';
import { openDashboardOnTheClock, pauseClock } from './clock';
import { openWithLook, signedInTabAt, switchLayout } from './focus-checks';
import { PHONE_VIEWPORT } from './support/paths';

// What a screen reader hears, read from the browser's accessibility tree. The landmarks it lists first: in the eleven
// layouts of config/theme.json and at a phone's width, the page alone in main, the advertisement column beside it,
// one named navigation for the menu, the footer as the page's contentinfo. In the header, every count once, in its
// button's name. The advertisement carousel, silent while it turns by itself, heard once each time the member moves it.

const MENU = 'navigation "Main navigation"';
/** The layouts whose menu is a sidebar on large screens (the others: a top bar in the header, or a drawer). */
const SIDEBAR_KINDS = ['vertical', 'mini', 'mini-toggle', 'bit-bucket'];

/**
 * The landmarks directly under the body, in their order, and nothing else beside them: the menu where the layout
 * puts it (the sidebar, the header's top bar, or none while a drawer holds it), the advertisement column on wide
 * screens only.
 */
function outline(kind: string, wide: boolean): string {
  return [
    '- /children: equal',
    '- link "Skip to content"',
    wide && kind === 'horizontal' ? `- banner:\n  - ${MENU}` : '- banner',
    ...(wide && SIDEBAR_KINDS.includes(kind) ? [`- ${MENU}`] : []),
    '- main:\n  - heading "Dashboard" [level=1]',
    ...(wide ? ['- complementary "Advertisement"'] : []),
    '- contentinfo:\n  - button "Theme settings"',
  ].join('\n');
}

test.describe('the landmarks at 1440 px', () => {
  const tab = signedInTabAt({ width: 1440, height: 900 });

  test('in each of the eleven layouts: banner, one named navigation, main alone, the advertisement beside it, contentinfo', async () => {
    const { page } = tab();
    for (const style of themeConfig.navigationStyles)
      await test.step(`${style.id} (${style.kind})`, async () => {
        await switchLayout(page, style.id);
        await expect(page.locator('body')).toMatchAriaSnapshot(outline(style.kind, true));
        // One navigation landmark for the one menu (none while it waits in the closed drawer).
        await expect(page.getByRole('navigation')).toHaveCount(style.kind === 'drawer' ? 0 : 1);
        await expect(page.getByRole('main').getByRole('complementary')).toHaveCount(0);
      });
    await expectAccessible(page);
  });

  test('the skip link takes the focus to main, which holds the page', async () => {
    const { page } = tab();
    await openWithLook(page, '/dashboard', 'Dashboard', { navStyle: 'default' });
    await page.getByRole('link', { name: 'Skip to content' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Dashboard');
  });

  test('the template’s footer bar, fixed to the window or in the flow, is part of the one contentinfo', async () => {
    const { page } = tab();
    for (const footerType of ['fixed', 'fluid'] as const)
      await test.step(footerType, async () => {
        await openWithLook(page, '/dashboard', 'Dashboard', { navStyle: 'default', footer: true, footerType });
        await expect(page.getByRole('contentinfo')).toHaveCount(1);
        await expect(page.getByRole('contentinfo')).toMatchAriaSnapshot(`
          - contentinfo:
            - paragraph: © ${new Date().getFullYear()} Member Portal. All rights reserved.
            - paragraph: "Your footer text goes here: a line about the cooperative for every page."
            - link "Buy Now (opens in a new tab)"
            - button "Theme settings"
        `);
      });
    await expectAccessible(page);
  });

  test('the header reads each count once, as part of its button’s name', async () => {
    const { page } = tab();
    await openWithLook(page, '/dashboard', 'Dashboard', { navStyle: 'default' });
    // Exactly these, in this order: no bare "4" before the messages button, nor "2" before the bell.
    await expect(page.getByRole('banner')).toMatchAriaSnapshot(`
      - banner:
        - /children: equal
        - text: Maple Street Market
        - combobox "Store"
        - 'button "Language: English"'
        - button "Messages, 4 new"
        - button "Notifications, 2 new"
        - button "Account menu"
    `);
  });
});

test.describe('the landmarks at a phone’s width', () => {
  const tab = signedInTabAt(PHONE_VIEWPORT);

  test('banner, main alone and contentinfo; the menu a named navigation in its drawer', async () => {
    const { page } = tab();
    // A sidebar layout and a top bar: both become the drawer here.
    for (const navStyle of ['default', 'h-default'])
      await test.step(navStyle, async () => {
        await openWithLook(page, '/dashboard', 'Dashboard', { navStyle });
        await expect(page.locator('body')).toMatchAriaSnapshot(outline('drawer', false));
        await expect(page.getByRole('navigation')).toHaveCount(0);
        await page.getByRole('button', { name: 'Open navigation' }).click();
        const drawer = page.getByRole('dialog', { name: 'Main navigation' });
        await expect(drawer.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
        await expect(page.getByRole('navigation')).toHaveCount(1);
        await page.keyboard.press('Escape');
        await expect(drawer).toBeHidden();
      });
    await test.step('at 320 px', async () => {
      await page.setViewportSize({ width: 320, height: 700 });
      await expect(page.locator('body')).toMatchAriaSnapshot(outline('drawer', false));
      await expectAccessible(page);
    });
  });
});

test('the sign-in pages of the template’s identity method: the form and its links in one named main', async ({
  browser,
}) => {
  const portal = await openPortal(browser, { baseURL: templateBaseUrl() });
  try {
    for (const [path, heading] of [
      ['/signin', 'Sign in to your member account'],
      ['/signup', 'Create your member account'],
    ] as const) {
      await portal.page.goto(path);
      await waitForHeading(portal.page, heading);
      await expect(portal.page.locator('body')).toMatchAriaSnapshot(`
        - /children: equal
        - main "Member Portal sign-in":
          - heading "${heading}" [level=1]
          - navigation "Account help"
      `);
    }
    await expectAccessible(portal.page);
    expect(portal.problems.join('\n')).toBe('');
  } finally {
    await portal.context.close();
  }
});

test.describe('the advertisement carousel (1280 px and wider)', () => {
  // Each test goes on from where the one before left the page and its clock.
  test.describe.configure({ mode: 'serial' });
  let context: BrowserContext;
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    ({ context, page } = await openDashboardOnTheClock(browser, { viewport: { width: 1440, height: 900 } }));
    // The pointer away from the banners, and the clock standing still: only runFor moves it from here on.
    await page.mouse.move(400, 400);
    await expect(carousel()).toHaveAttribute('data-rotation', 'playing');
    await pauseClock(page);
  });
  test.afterAll(async () => {
    await context?.close();
  });

  const ads = () => page.getByRole('complementary', { name: 'Advertisement' });
  const carousel = () => page.locator('[data-rotation]');
  /** The carousel's live region: the banner the member last moved to, in words. */
  const announcer = () => ads().locator('[data-slide-announcer]');
  const expectAnnounced = (number: number) =>
    expect(announcer()).toHaveText(new RegExp(`^Advertisement ${number} of 3: \\S`));
  const selectedDot = () => ads().getByRole('tab', { selected: true });
  /** The number of the banner shown, from its dot, read once the clock stands still, to use later. */
  const shown = async () =>
    Number((await selectedDot().getAttribute('aria-label'))?.match(/^Show advertisement (\d) of 3$/)?.[1]);
  const expectShown = (number: number) =>
    expect(selectedDot()).toHaveAttribute('aria-label', `Show advertisement ${number} of 3`);
  const after = (number: number, steps = 1) => ((number - 1 + steps) % 3) + 1;
  /** Neither the pointer nor the keyboard focus on the banners. */
  const leave = async () => {
    await page.mouse.move(400, 400);
    await page.getByRole('main').focus();
  };

  test('turns by itself for 24 s, three banners, its live region polite and empty: nothing is read out', async () => {
    await expect(announcer()).toHaveAttribute('aria-live', 'polite');
    const first = await shown();
    // Each 8 s brings the next banner: one timer each time, since the clock stood still from before the first.
    for (const step of [1, 2, 3]) {
      await page.clock.runFor(8_000);
      await expectShown(after(first, step));
      await expect(announcer()).toHaveText('');
      await expect(carousel()).toHaveAttribute('data-rotation', 'playing');
    }
    // Nothing else in the column speaks either (Mantine's carousel had an English 'Slide 2 of 3' of its own).
    await expect(ads().locator('[role="status"], [role="alert"], [role="log"], output')).toHaveCount(0);
    await expect(ads().locator('[aria-live]:not([aria-live="off"])')).toHaveCount(1);
  });

  test('says the banner the member moves to with Next or Previous; stays as it was once the banners turn again', async () => {
    const before = await shown();
    await ads().getByRole('button', { name: 'Next advertisement' }).click();
    await expectAnnounced(after(before));
    await ads().getByRole('button', { name: 'Previous advertisement' }).click();
    await expectAnnounced(before);
    await leave();
    await expect(carousel()).toHaveAttribute('data-rotation', 'playing');
    await page.clock.runFor(8_000);
    await expectShown(after(before));
    await expectAnnounced(before);
  });

  test('Pause, reached by Tab, stops the turning until Play, wherever the pointer and the focus go meanwhile', async () => {
    await ads().locator('[data-ad]:not([inert])').getByRole('link').focus();
    await page.keyboard.press('Tab');
    await expect(ads().getByRole('button', { name: 'Pause' })).toBeFocused();
    await page.keyboard.press('Enter');
    const play = ads().getByRole('button', { name: 'Play' });
    await expect(play).toBeFocused();
    await leave();
    await expect(carousel()).toHaveAttribute('data-rotation', 'paused');
    const still = await shown();
    const said = await announcer().textContent();
    await page.clock.runFor(24_000);
    await expectShown(still);
    await play.click();
    await expect(ads().getByRole('button', { name: 'Pause' })).toBeVisible();
    await leave();
    await expect(carousel()).toHaveAttribute('data-rotation', 'playing');
    await page.clock.runFor(8_000);
    await expectShown(after(still));
    // Pause and Play are heard as the buttons they are; the banners they stop and start are not read out.
    await expect(announcer()).toHaveText(said ?? '');
    // axe times its work with timers: it needs the clock running.
    await page.clock.resume();
    await expectAccessible(page);
  });
});
