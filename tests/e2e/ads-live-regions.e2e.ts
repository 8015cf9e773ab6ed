import type { BrowserContext, Page } from '@playwright/test';
import adsConfig from '../../config/ads.json' with { type: 'json' };
import appConfig from '../../config/app.json' with { type: 'json' };
import themeConfig from '../../config/theme.json' with { type: 'json' };
import ar from '../../src/lib/i18n/catalogs/ar.json' with { type: 'json' };
import en from '../../src/lib/i18n/catalogs/en.json' with { type: 'json' };
import { expect, test, watchProblems } from './browser';
import { openDashboardOnTheClock, pauseClock } from './clock';

// What a screen reader hears from the whole page while the advertisement banners turn by themselves: nothing. Every
// live region and status of the page is watched, whoever drew it (ours, a library's, a page's), in each layout at
// 1440 px, in English and in Arabic, over 20 s of turning on Playwright's clock. A move by the member (an arrow, a
// dot) is then heard once, in the member's language.

const ROTATION_MS = appConfig.ui.adRotationMs;
const { banners } = adsConfig;
const TOTAL = banners.length;

type Catalog = Record<string, { defaultMessage: string }>;

/** The texts a member hears and reads in the column, from the language's catalog. */
function wordsIn(catalog: Catalog) {
  const text = (id: string, values: Record<string, string | number> = {}) =>
    catalog[id]!.defaultMessage.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
  return {
    column: text('shell.ads.label'),
    next: text('shell.ads.next'),
    previous: text('shell.ads.previous'),
    dots: text('shell.ads.dots'),
    /** What is heard once the member has moved to banner `number` (1-based). */
    shown: (number: number) =>
      text('shell.ads.shown', { number, total: TOTAL, title: text(banners[number - 1]!.title.messageId) }),
  };
}
const LANGUAGES = { en: wordsIn(en), ar: wordsIn(ar) };

/** One change of a live region's content as the page made it: which region, and what it holds after. */
interface LiveChange {
  region: string;
  text: string;
}

/**
 * Set up before any of the page's scripts: every change of content inside a live region of the document is noted, one
 * entry per region per batch of changes (what the browser hands a screen reader as one update). A live region is what
 * ARIA makes one: aria-live polite or assertive, or the roles status, alert and log and the output element unless
 * aria-live says off; the nearest such ancestor decides. A region a stylesheet hides counts as well, and says so: its
 * markup announces, and only a rule about someone else's markup keeps it quiet (a sheet that does not arrive, a class
 * renamed in a library's next release, and it speaks).
 */
function watchLiveRegions(): void {
  const LIVE_ROLES = ['status', 'alert', 'log'];
  const liveRegionOf = (node: Node | null): Element | null => {
    for (let element = node instanceof Element ? node : (node?.parentElement ?? null); element;) {
      const live = element.getAttribute('aria-live');
      if (live !== null) return live === 'off' ? null : element;
      if (LIVE_ROLES.includes(element.getAttribute('role') ?? '') || element.localName === 'output') return element;
      element = element.parentElement;
    }
    return null;
  };
  const describe = (region: Element) =>
    [
      region.localName,
      ...['role', 'aria-live', 'data-slide-announcer']
        .filter((name) => region.hasAttribute(name))
        .map((name) => `[${name}=${region.getAttribute(name)}]`),
      region.closest('aside') ? ' in the advertisement column' : '',
    ].join('');
  const hidden = (region: Element) =>
    !region.checkVisibility({ visibilityProperty: true }) || region.closest('[aria-hidden="true"], [inert]') !== null;
  const changes: LiveChange[] = [];
  (window as unknown as { __liveChanges: LiveChange[] }).__liveChanges = changes;
  new MutationObserver((records) => {
    const regions = new Set<Element>();
    for (const record of records) {
      const region = liveRegionOf(record.target);
      if (region) regions.add(region);
      // A live region that arrives with its text is read out as well (a new alert, say).
      for (const added of record.addedNodes)
        if (added instanceof Element && !region)
          for (const inside of [added, ...added.querySelectorAll('*')])
            if (liveRegionOf(inside) === inside && inside.textContent?.trim()) regions.add(inside);
    }
    for (const region of regions)
      changes.push({
        region: describe(region) + (hidden(region) ? ' (hidden by its styles)' : ''),
        text: region.textContent?.trim() ?? '',
      });
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

test.describe('the advertisement column at 1440 px, heard while the banners turn and when the member moves them', () => {
  // One signed-in tab for the file; each test loads its look afresh, so none leans on another.
  let context: BrowserContext;
  let page: Page;
  const problems: string[] = [];
  test.beforeAll(async ({ browser }) => {
    ({ context, page } = await openDashboardOnTheClock(browser, { viewport: { width: 1440, height: 900 } }));
    watchProblems(page, problems);
    await context.addInitScript(watchLiveRegions);
  });
  test.afterAll(async () => {
    await context?.close();
  });
  test.afterEach(() => {
    expect(problems.splice(0).join('\n'), 'console errors and uncaught exceptions').toBe('');
  });

  const liveChanges = () =>
    page.evaluate(() => [...(window as unknown as { __liveChanges: LiveChange[] }).__liveChanges]);
  const forgetChanges = () =>
    page.evaluate(() => {
      (window as unknown as { __liveChanges: LiveChange[] }).__liveChanges.length = 0;
    });

  for (const [locale, words] of Object.entries(LANGUAGES))
    for (const style of themeConfig.navigationStyles)
      test(`${style.id} (${style.kind}), ${locale}: nothing heard over 20 s of turning; each move heard once`, async () => {
        // Each look from a fresh load, with the clock flowing while the page starts.
        await page.clock.resume();
        await page.evaluate(
          ({ navStyle, locale }) => {
            localStorage.setItem('memberPortal.theme', JSON.stringify({ navStyle }));
            localStorage.setItem('memberPortal.locale', locale);
          },
          { navStyle: style.id, locale },
        );
        await page.goto('/dashboard');
        await expect(page.locator(`[data-nav-style="${style.id}"]`)).toHaveCount(1);
        await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
        const column = page.getByRole('complementary', { name: words.column });
        await expect(column).toBeVisible();
        // The page's own data in, and the pointer in the middle of the page, away from the banners.
        await expect(page.locator('main h1')).toBeVisible();
        await expect(page.locator('main [aria-busy="true"], main [data-state="loading"]')).toHaveCount(0);
        const main = (await page.getByRole('main').boundingBox())!;
        const away = () => page.mouse.move(main.x + main.width / 2, main.y + 40);
        await away();
        const carousel = column.locator('[data-rotation]');
        await expect(carousel).toHaveAttribute('data-rotation', 'playing');
        // The clock stands still from here on. The pointer passing over the banners and away starts their 8 s afresh:
        // they turn at 8 and 16 s of the 20, not at whatever the time since the page loaded makes it.
        await pauseClock(page);
        await carousel.hover();
        await expect(carousel).toHaveAttribute('data-rotation', 'paused');
        await away();
        await expect(carousel).toHaveAttribute('data-rotation', 'playing');

        const dots = column.getByRole('tablist', { name: words.dots }).getByRole('tab');
        await expect(dots).toHaveCount(TOTAL);
        const shown = async () =>
          (await dots.evaluateAll((tabs) => tabs.findIndex((tab) => tab.ariaSelected === 'true'))) + 1;
        const expectShown = (number: number) => expect(dots.nth(number - 1)).toHaveAttribute('aria-selected', 'true');
        const after = (number: number, steps = 1) => ((number - 1 + steps) % TOTAL) + 1;

        await forgetChanges();
        const first = await shown();
        // 20 s: the banners turn at 8 and at 16 s; each time, once the dots say so, the page has drawn the change.
        await page.clock.runFor(ROTATION_MS);
        await expectShown(after(first));
        await page.clock.runFor(ROTATION_MS);
        await expectShown(after(first, 2));
        await page.clock.runFor(20_000 - 2 * ROTATION_MS);
        await expectShown(after(first, 2));
        await expect(carousel).toHaveAttribute('data-rotation', 'playing');
        await expect.poll(liveChanges, 'live regions that changed while the banners turned by themselves').toEqual([]);

        // The member moves them: Next, then a dot. Each move, one polite announcement in the member's language.
        const from = await shown();
        await column.getByRole('button', { name: words.next }).click();
        await expectShown(after(from));
        const announced = (...numbers: number[]) =>
          numbers.map((number) => ({
            region: 'span[aria-live=polite][data-slide-announcer=true] in the advertisement column',
            text: words.shown(number),
          }));
        await expect.poll(liveChanges, 'heard after Next').toEqual(announced(after(from)));
        await dots.nth(from - 1).click();
        await expectShown(from);
        await expect.poll(liveChanges, 'heard after a dot').toEqual(announced(after(from), from));
        await column.getByRole('button', { name: words.previous }).click();
        await expectShown(after(from, TOTAL - 1));
        await expect
          .poll(liveChanges, 'heard after Previous')
          .toEqual(announced(after(from), from, after(from, TOTAL - 1)));
      });
});
