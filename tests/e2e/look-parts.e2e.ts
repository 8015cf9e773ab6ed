import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import {
  expectAccessible,
  expectNoProblemsInEachTest,
  openWithCustomizer,
  signedInTemplateSession,
  signInToDashboard,
  templateBaseUrl,
  waitForHeading,
} from './browser';

// Issue 10, the look: advertisement column, snackbar, route transition, promo banner, messages, search (the footer and
// the customizer: look-footer-customizer.e2e.ts).
const session = signedInTemplateSession();
expectNoProblemsInEachTest(() => session.portal);

describe('the advertisement column (1280 px and wider)', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    // Motion welcome, and a clock the test moves on: 8 s rotations without waiting 8 s.
    context = await session.browser.newContext({
      baseURL: templateBaseUrl(),
      viewport: { width: 1366, height: 900 },
      reducedMotion: 'no-preference',
    });
    await context.clock.install();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    page = await context.newPage();
    await signInToDashboard(page);
  });
  afterAll(async () => {
    await context?.close();
  });

  const carousel = () => page.locator('[data-rotation]');
  const rotation = () => carousel().getAttribute('data-rotation');
  /** The number of the banner on show (1, 2 or 3), from its dot. */
  const shown = async () =>
    Number(
      (await page.getByRole('tab', { selected: true }).getAttribute('aria-label'))?.match(
        /^Show advertisement (\d) of 3$/,
      )?.[1],
    );
  const after = (number: number) => (number % 3) + 1;
  // A second ahead of the page's own (fake) time, which runFor has moved past the real one.
  const pauseClock = async () => page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);

  it('rotates every 8 s', async () => {
    await expect.poll(rotation).toBe('playing');
    // Its dots are named in the member's language (Mantine's own name is an English 'Slides').
    await expect.poll(() => page.getByRole('tablist', { name: 'Advertisements' }).getByRole('tab').count()).toBe(3);
    // The clock stands still from here on, and the pointer passing over restarts the 8 s: no real time counts.
    await pauseClock();
    await carousel().hover();
    await expect.poll(rotation).toBe('paused');
    await page.mouse.move(400, 400);
    await expect.poll(rotation).toBe('playing');
    const first = await shown();
    await page.clock.runFor(7_000);
    expect(await shown()).toBe(first);
    await page.clock.runFor(1_500);
    await expect.poll(shown).toBe(after(first));
  });

  it('pauses while the pointer is on it, and goes on after', async () => {
    const before = await shown();
    await carousel().hover();
    await expect.poll(rotation).toBe('paused');
    await page.clock.runFor(20_000);
    expect(await shown()).toBe(before);
    // axe times its work with timers: it needs the clock running (the pointer still holds the rotation).
    await page.clock.resume();
    await expectAccessible(page);
    await pauseClock();
    await page.mouse.move(400, 400);
    await expect.poll(rotation).toBe('playing');
    await page.clock.runFor(8_500);
    await expect.poll(shown).toBe(after(before));
  });

  it('pauses while the keyboard focus is inside it, and goes on after', async () => {
    // Shift+Tab from the dots reaches the last banner's link, as a keyboard user arrives in it; the banner comes into view.
    await page.getByRole('tab', { selected: true }).focus();
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('[data-ad]') !== null)).toBe(true);
    await expect.poll(rotation).toBe('paused');
    await expect.poll(shown).toBe(3);
    await page.clock.runFor(20_000);
    expect(await shown()).toBe(3);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect.poll(rotation).toBe('playing');
    await page.clock.runFor(8_500);
    await expect.poll(shown).toBe(1);
  });

  it('hides the snackbar at the bottom start after 6 s, not while it is hovered', async () => {
    // The drawer's and the snackbar's transitions run on the clock: let it flow again.
    await page.clock.resume();
    await page.getByRole('button', { name: 'Theme settings' }).click();
    await page.getByRole('button', { name: 'Copy link to this look' }).click();
    const snackbar = page.getByRole('alert').filter({ hasText: 'Link copied' });
    await snackbar.waitFor();
    const box = (await snackbar.boundingBox())!;
    expect(box.x).toBeLessThan(40);
    expect(box.y + box.height).toBeGreaterThan(900 - 80);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      /\/dashboard\?layout=default&mode=semi-dark&rtl=false&style=modern$/,
    );
    await snackbar.hover();
    await page.clock.runFor(10_000);
    expect(await snackbar.isVisible()).toBe(true);
    await page.mouse.move(700, 300);
    await page.clock.runFor(6_500);
    await expect.poll(() => snackbar.count()).toBe(0);
  });

  it('changes pages with the route transition: the old page leaves, the new one enters, then all is still', async () => {
    await page.evaluate(() => localStorage.setItem('memberPortal.theme', JSON.stringify({ rtAnim: 'slide-up' })));
    await page.goto('/dashboard');
    await waitForHeading(page, 'Dashboard');
    const frame = page.locator('[data-transition="slide-up"]');
    expect(await frame.getAttribute('data-phase')).toBe('idle');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Newsletter' }).click();
    await waitForHeading(page, 'Newsletter');
    await expect.poll(() => frame.getAttribute('data-phase')).toBe('idle');
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    await page.evaluate(() => localStorage.removeItem('memberPortal.theme'));
  });

  // Spec §2's route transitions other than the slide up above: which animation the leaving page and the entering one
  // run, as the browser reports them starting (CSS Modules prefix the keyframes' names, hence stringContaining).
  it.each([
    { rtAnim: 'fade', leave: 'fadeOut', enter: 'fadeIn' },
    { rtAnim: 'slide-left', leave: 'toStart', enter: 'fromEnd' },
    { rtAnim: 'slide-right', leave: 'toEnd', enter: 'fromStart' },
    { rtAnim: 'slide-down', leave: 'toBottom', enter: 'fromTop' },
  ])(
    '$rtAnim: the old page leaves with $leave, then the new one enters with $enter',
    async ({ rtAnim, leave, enter }) => {
      onTestFinished(() => page.evaluate(() => localStorage.removeItem('memberPortal.theme')));
      await page.evaluate(
        (value) => localStorage.setItem('memberPortal.theme', JSON.stringify({ rtAnim: value })),
        rtAnim,
      );
      await page.goto('/services/felonious-insurance');
      await waitForHeading(page, 'Felonious Insurance');
      await page.evaluate(() => {
        const started: string[] = [];
        (window as unknown as { __pageAnimations: string[] }).__pageAnimations = started;
        document.addEventListener('animationstart', (event) => {
          if (event.target instanceof Element && event.target.hasAttribute('data-transition'))
            started.push(event.animationName);
        });
      });
      const frame = page.locator(`[data-transition="${rtAnim}"]`);
      await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Newsletter' }).click();
      await waitForHeading(page, 'Newsletter');
      await expect.poll(() => frame.getAttribute('data-phase')).toBe('idle');
      const started = await page.evaluate(() => (window as unknown as { __pageAnimations: string[] }).__pageAnimations);
      expect(started).toEqual([expect.stringContaining(leave), expect.stringContaining(enter)]);
    },
  );

  it('stands still for members who prefer reduced motion', async () => {
    await session.portal.page.goto('/dashboard');
    await waitForHeading(session.portal.page, 'Dashboard');
    const still = session.portal.page.locator('[data-rotation]');
    await still.waitFor();
    expect(await still.getAttribute('data-rotation')).toBe('off');
  });

  it('is not there below 1280 px', async () => {
    await session.portal.page.setViewportSize({ width: 1200, height: 900 });
    await session.portal.page.goto('/dashboard');
    await waitForHeading(session.portal.page, 'Dashboard');
    expect(await session.portal.page.getByRole('complementary', { name: 'Advertisement' }).count()).toBe(0);
    await session.portal.page.setViewportSize({ width: 1366, height: 900 });
  });
});

describe('header parts', () => {
  it('keeps the promo banner dismissed after a reload', async () => {
    const { page } = session.portal;
    await page.goto('/dashboard?layout=h-default');
    const promo = page.getByText('Get flat 60% off on your first purchase');
    await promo.waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Dismiss the offer' }).click();
    await expect.poll(() => promo.count()).toBe(0);
    await page.reload();
    await waitForHeading(page, 'Dashboard');
    expect(await promo.count()).toBe(0);
  });

  it('lists the four demo messages with View all', async () => {
    const { page } = session.portal;
    await page.getByRole('button', { name: 'Messages, 4 new' }).click();
    const list = page.getByRole('list', { name: 'Messages' });
    await expect.poll(() => list.getByRole('listitem').count()).toBe(4);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'View all' }).click();
    await page.waitForURL('**/error-pages/coming-soon');
  });

  it('finds pages from the header search box in the current language', async () => {
    const { page } = session.portal;
    await page.goto('/dashboard?layout=standard');
    await page.getByRole('textbox', { name: 'Search pages' }).fill('planog');
    await page.getByRole('option', { name: /Planograms/ }).waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/merchandise/planograms');
    await waitForHeading(page, 'Planograms');
  });

  it('opens the page search with Ctrl+K in any layout', async () => {
    const { page } = session.portal;
    await page.goto('/dashboard?layout=h-dark');
    await waitForHeading(page, 'Dashboard');
    await page.keyboard.press('Control+K');
    const search = page.getByRole('textbox', { name: 'Search pages' });
    await search.waitFor();
    await search.fill('fifth');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/rebate/fifth-check');
    await waitForHeading(page, 'Fifth Check');
  });

  it('searches the page names of the current language', async () => {
    const { page } = session.portal;
    onTestFinished(() => page.evaluate(() => localStorage.setItem('memberPortal.locale', 'en')));
    await page.evaluate(() => localStorage.setItem('memberPortal.locale', 'fr'));
    await page.goto('/dashboard?layout=default');
    await page.waitForFunction(() => document.documentElement.lang === 'fr');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.keyboard.press('Control+K');
    const search = page.getByRole('textbox', { name: 'Rechercher des pages' });
    await search.waitFor();
    const actions = page.getByRole('dialog').locator('[data-action]');
    // The English name finds nothing; the French one does, typed without its accents.
    await search.fill('fifth check');
    await expect.poll(() => actions.count()).toBe(0);
    await search.fill('cinquieme cheque');
    await expect.poll(() => actions.allTextContents()).toEqual([expect.stringContaining('Cinquième chèque')]);
    await actions.first().click();
    await page.waitForURL('**/rebate/fifth-check');
    await waitForHeading(page, 'Cinquième chèque');
  });
});

describe('the whole visit', () => {
  // Its own page: the dashboard loaded afresh, with the customizer opened and closed (each test above is checked
  // for errors on its own too).
  it('logs no console error on a fresh dashboard and its customizer', async () => {
    expect((await openWithCustomizer(session.portal, '/dashboard', 'Dashboard')).join('\n')).toBe('');
  });
});
