import type { BrowserContext, Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  expectNoProblemsInEachTest,
  openWithCustomizer,
  signedInTemplateSession,
  test,
  waitForHeading,
} from './browser';
import { openDashboardOnTheClock, pauseClock } from './clock';
import { openThemeSettings } from './theme-settings';

// The look: advertisement column, snackbar, route transition, promo banner, messages, search (the footer and the
// customizer: look-footer-customizer.e2e.ts).
const session = signedInTemplateSession();
expectNoProblemsInEachTest(() => session.portal);

test.describe('the advertisement column (1280 px and wider)', () => {
  // Each test goes on from where the one before left the page (and its clock).
  test.describe.configure({ mode: 'serial' });
  let context: BrowserContext;
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    // Motion welcome, and a clock the test moves on: 8 s rotations without waiting 8 s.
    ({ context, page } = await openDashboardOnTheClock(browser, {
      viewport: { width: 1366, height: 900 },
      permissions: ['clipboard-read', 'clipboard-write'],
    }));
  });
  test.afterAll(async () => {
    await context?.close();
  });

  const carousel = () => page.locator('[data-rotation]');
  const selectedDot = () => page.getByRole('tab', { selected: true });
  const dotLabel = (number: number) => `Show advertisement ${number} of 3`;
  /** The number of the banner on show (1, 2 or 3), from its dot: read once the rotation stands still, to use later. */
  const shown = async () =>
    Number((await selectedDot().getAttribute('aria-label'))?.match(/^Show advertisement (\d) of 3$/)?.[1]);
  const expectShown = (number: number) => expect(selectedDot()).toHaveAttribute('aria-label', dotLabel(number));
  const after = (number: number) => (number % 3) + 1;

  test('rotates every 8 s', async () => {
    await expect(carousel()).toHaveAttribute('data-rotation', 'playing');
    // Its dots are named in the member's language (Mantine's own name is an English 'Slides').
    await expect(page.getByRole('tablist', { name: 'Advertisements' }).getByRole('tab')).toHaveCount(3);
    // The clock stands still from here on, and the pointer passing over restarts the 8 s: no real time counts.
    await pauseClock(page);
    await carousel().hover();
    await expect(carousel()).toHaveAttribute('data-rotation', 'paused');
    await page.mouse.move(400, 400);
    await expect(carousel()).toHaveAttribute('data-rotation', 'playing');
    await expect(selectedDot()).toHaveAttribute('aria-label', /^Show advertisement \d of 3$/);
    const first = await shown();
    await page.clock.runFor(7_000);
    await expectShown(first);
    await page.clock.runFor(1_500);
    await expectShown(after(first));
  });

  test('pauses while the pointer is on it, and goes on after', async () => {
    const before = await shown();
    await carousel().hover();
    await expect(carousel()).toHaveAttribute('data-rotation', 'paused');
    await page.clock.runFor(20_000);
    await expectShown(before);
    // axe times its work with timers: it needs the clock running (the pointer still holds the rotation).
    await page.clock.resume();
    await expectAccessible(page);
    await pauseClock(page);
    await page.mouse.move(400, 400);
    await expect(carousel()).toHaveAttribute('data-rotation', 'playing');
    await page.clock.runFor(8_500);
    await expectShown(after(before));
  });

  test('pauses while the keyboard focus is inside it, and goes on after', async () => {
    // Shift+Tab from the dots, past Pause, reaches the last banner's link, as a keyboard user arrives in it; the banner
    // comes into view.
    await selectedDot().focus();
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('button', { name: 'Pause' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('[data-ad]') !== null), {
        message: 'the focus is in a banner',
      })
      .toBe(true);
    await expect(carousel()).toHaveAttribute('data-rotation', 'paused');
    await expectShown(3);
    await page.clock.runFor(20_000);
    await expectShown(3);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect(carousel()).toHaveAttribute('data-rotation', 'playing');
    await page.clock.runFor(8_500);
    await expectShown(1);
  });

  test('hides the snackbar at the bottom start after 6 s, not while it is hovered', async () => {
    // The drawer's and the snackbar's transitions run on the clock: let it flow again.
    await page.clock.resume();
    await openThemeSettings(page);
    await page.getByRole('button', { name: 'Copy link to this look' }).click();
    const snackbar = page.getByRole('alert').filter({ hasText: 'Link copied' });
    await expect(snackbar).toBeVisible();
    await expect.poll(async () => (await snackbar.boundingBox())!.x).toBeLessThan(40);
    await expect
      .poll(async () => {
        const box = (await snackbar.boundingBox())!;
        return box.y + box.height;
      })
      .toBeGreaterThan(900 - 80);
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toMatch(/\/dashboard\?layout=default&mode=semi-dark&rtl=false&style=modern$/);
    await snackbar.hover();
    await page.clock.runFor(10_000);
    await expect(snackbar).toBeVisible();
    await page.mouse.move(700, 300);
    await page.clock.runFor(6_500);
    await expect(snackbar).toHaveCount(0);
  });

  // The route transitions: which animation the leaving page and the entering one run, as the browser reports them
  // starting (CSS Modules prefix the keyframes' names, hence stringContaining). Slide up is saved before the page
  // loads; the others are chosen in the customizer, where they apply at once, and the next page change runs them.
  test('changes pages with each route transition: the old page leaves, the new one enters, then all is still', async () => {
    const animationsStarted = () =>
      page.evaluate(() => (window as unknown as { __pageAnimations: string[] }).__pageAnimations);
    const mainNavigation = page.getByRole('navigation', { name: 'Main navigation' });
    try {
      await page.evaluate(() => localStorage.setItem('memberPortal.theme', JSON.stringify({ rtAnim: 'slide-up' })));
      await page.goto('/dashboard');
      await waitForHeading(page, 'Dashboard');
      await page.evaluate(() => {
        const started: string[] = [];
        (window as unknown as { __pageAnimations: string[] }).__pageAnimations = started;
        document.addEventListener('animationstart', (event) => {
          if (event.target instanceof Element && event.target.hasAttribute('data-transition'))
            started.push(event.animationName);
        });
      });

      await test.step('slide-up: the old page leaves, the new one enters, then all is still', async () => {
        const frame = page.locator('[data-transition="slide-up"]');
        await expect(frame).toHaveAttribute('data-phase', 'idle');
        await mainNavigation.getByRole('link', { name: 'Newsletter' }).click();
        await waitForHeading(page, 'Newsletter');
        await expect(frame).toHaveAttribute('data-phase', 'idle');
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      });

      // Back and forth between two pages, each change under the transition just chosen.
      let next = { link: 'Dashboard', heading: 'Dashboard' };
      for (const { rtAnim, label, leave, enter } of [
        { rtAnim: 'fade', label: 'Fade', leave: 'fadeOut', enter: 'fadeIn' },
        { rtAnim: 'slide-left', label: 'Slide left', leave: 'toStart', enter: 'fromEnd' },
        { rtAnim: 'slide-right', label: 'Slide right', leave: 'toEnd', enter: 'fromStart' },
        { rtAnim: 'slide-down', label: 'Slide down', leave: 'toBottom', enter: 'fromTop' },
      ])
        await test.step(`${rtAnim}: the old page leaves with ${leave}, then the new one enters with ${enter}`, async () => {
          const drawer = await openThemeSettings(page);
          await drawer.getByRole('combobox', { name: 'Route transition' }).click();
          await page.getByRole('option', { name: label, exact: true }).click();
          const frame = page.locator(`[data-transition="${rtAnim}"]`);
          await expect(frame).toHaveAttribute('data-phase', 'idle');
          await page.keyboard.press('Escape');
          await expect(drawer).toBeHidden();
          await page.evaluate(
            () => ((window as unknown as { __pageAnimations: string[] }).__pageAnimations.length = 0),
          );
          await mainNavigation.getByRole('link', { name: next.link, exact: true }).click();
          await waitForHeading(page, next.heading);
          await expect(frame).toHaveAttribute('data-phase', 'idle');
          await expect
            .poll(animationsStarted)
            .toEqual([expect.stringContaining(leave), expect.stringContaining(enter)]);
          next =
            next.link === 'Dashboard'
              ? { link: 'Newsletter', heading: 'Newsletter' }
              : { link: 'Dashboard', heading: 'Dashboard' };
        });
    } finally {
      await page.evaluate(() => localStorage.removeItem('memberPortal.theme'));
    }
  });

  test('stands still for members who prefer reduced motion, and is not there below 1280 px', async () => {
    const { page } = session.portal;
    await page.goto('/dashboard');
    await waitForHeading(page, 'Dashboard');
    await test.step('stands still for members who prefer reduced motion', async () => {
      await expect(page.locator('[data-rotation]')).toHaveAttribute('data-rotation', 'off');
    });
    await test.step('is not there below 1280 px', async () => {
      try {
        await page.setViewportSize({ width: 1200, height: 900 });
        await expect(page.getByRole('complementary', { name: 'Advertisement' })).toHaveCount(0);
      } finally {
        await page.setViewportSize({ width: 1366, height: 900 });
      }
    });
  });
});

test.describe('header parts', () => {
  test('keeps the promo banner dismissed after a reload', async () => {
    const { page } = session.portal;
    await page.goto('/dashboard?layout=h-default');
    const promo = page.getByText('Get flat 60% off on your first purchase');
    await expect(promo).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Dismiss the offer' }).click();
    await expect(promo).toHaveCount(0);
    await page.reload();
    await waitForHeading(page, 'Dashboard');
    await expect(promo).toHaveCount(0);
  });

  test('lists the four demo messages with View all', async () => {
    const { page } = session.portal;
    await page.getByRole('button', { name: 'Messages, 4 new' }).click();
    const list = page.getByRole('list', { name: 'Messages' });
    await expect(list.getByRole('listitem')).toHaveCount(4);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'View all' }).click();
    await expect(page).toHaveURL(/\/error-pages\/coming-soon$/);
  });

  test('finds pages from the header search box in the current language', async () => {
    const { page } = session.portal;
    await page.goto('/dashboard?layout=standard');
    await page.getByRole('textbox', { name: 'Search pages' }).fill('planog');
    await expect(page.getByRole('option', { name: /Planograms/ })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/merchandise\/planograms$/);
    await waitForHeading(page, 'Planograms');
  });

  test('opens the page search with Ctrl+K in any layout', async () => {
    const { page } = session.portal;
    await page.goto('/dashboard?layout=h-dark');
    await waitForHeading(page, 'Dashboard');
    await page.keyboard.press('Control+K');
    const search = page.getByRole('textbox', { name: 'Search pages' });
    await expect(search).toBeVisible();
    await search.fill('fifth');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/rebate\/fifth-check$/);
    await waitForHeading(page, 'Fifth Check');
  });

  test('searches the page names of the current language', async () => {
    const { page } = session.portal;
    try {
      await page.evaluate(() => localStorage.setItem('memberPortal.locale', 'fr'));
      await page.goto('/dashboard?layout=default');
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.keyboard.press('Control+K');
      const search = page.getByRole('textbox', { name: 'Rechercher des pages' });
      await expect(search).toBeVisible();
      const actions = page.getByRole('dialog').locator('[data-action]');
      // The English name finds nothing; the French one does, typed without its accents.
      await search.fill('fifth check');
      await expect(actions).toHaveCount(0);
      await search.fill('cinquieme cheque');
      await expect.poll(() => actions.allTextContents()).toEqual([expect.stringContaining('Cinquième chèque')]);
      await actions.first().click();
      await expect(page).toHaveURL(/\/rebate\/fifth-check$/);
      await waitForHeading(page, 'Cinquième chèque');
    } finally {
      await page.evaluate(() => localStorage.setItem('memberPortal.locale', 'en'));
    }
  });
});

test.describe('the whole visit', () => {
  // Its own page: the dashboard loaded afresh, with the customizer opened and closed (each test above is checked
  // for errors on its own too).
  test('logs no console error on a fresh dashboard and its customizer', async () => {
    expect((await openWithCustomizer(session.portal, '/dashboard', 'Dashboard')).join('\n')).toBe('');
  });
});
