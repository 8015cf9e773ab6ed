import type { Page } from '@playwright/test';
import { expect, openSignedInDashboard, test, waitForHeading } from './browser';
import {
  focusInsidePopupOf,
  focusRingContrast,
  isFocused,
  NAV_STYLES,
  openWithLook,
  signedInTabAt,
  switchLayout,
} from './focus-checks';

// Every header action within reach at a phone's width, nothing cut at the screen's edge, the theme-settings button
// over nothing; the header's popups as the WAI-ARIA disclosure and menu patterns have them, and focus rings that stand
// out from the header in every mode. The keyboard alone, apart from the phone's checks.
//
// One signed-in tab serves the whole file: each test sets the screen size it checks (page.setViewportSize, the page
// reflows as a window resized would) and the layouts are switched in place with the theme settings.

/** Opens a path inside the running app, as a link would (react-router follows popstate): no reload. */
async function moveInApp(page: Page, path: string, heading: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await waitForHeading(page, heading);
  // The app moves the focus to the new page's heading just after it shows (RouteTransition): a control focused before
  // that would lose it, and the key pressed next would reach the heading instead.
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeFocused();
}

const header = (page: Page) => page.locator('header');
const tab = signedInTabAt({ width: 1440, height: 900 });

for (const { width, height, popups } of [
  {
    width: 1440,
    height: 900,
    popups: ['Notifications, 2 new', 'Messages, 4 new', 'Language: English', 'Account menu'],
  },
  { width: 390, height: 844, popups: ['Notifications, 2 new', 'Language: English', 'Account menu'] },
]) {
  test(`the header popups at ${width} px`, async () => {
    const { page } = tab();
    await page.setViewportSize({ width, height });
    await openWithLook(page, '/dashboard', 'Dashboard', {});

    for (const name of popups) {
      await test.step(`${name}: Enter and then Space open it with the focus inside, Tab or an arrow moves on inside, Escape closes it back onto its button`, async () => {
        const button = header(page).getByRole('button', { name, exact: true });
        // Enter the first time (the popup's code loads then), Space the second.
        for (const key of ['Enter', ' ']) {
          await button.focus();
          await page.keyboard.press(key);
          await expect(button, `${name} open after ${key}`).toHaveAttribute('aria-expanded', 'true');
          await expect
            .poll(() => focusInsidePopupOf(button), { message: `the focus inside ${name}'s popup` })
            .toBe(true);
          const menu = (await button.getAttribute('aria-haspopup')) === 'menu';
          const before = await page.evaluate(() => document.activeElement?.textContent);
          await page.keyboard.press(menu ? 'ArrowDown' : 'Tab');
          await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).not.toBe(before);
          await expect
            .poll(() => focusInsidePopupOf(button), { message: `${menu ? 'ArrowDown' : 'Tab'} stays inside ${name}` })
            .toBe(true);
          await page.keyboard.press('Escape');
          await expect(button).toHaveAttribute('aria-expanded', 'false');
          await expect(button, `the focus back on ${name}`).toBeFocused();
        }
      });
    }

    await test.step('the store selector says it is expanded while its list is open', async () => {
      const store = header(page).getByRole('combobox', { name: 'Store' });
      await store.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('listbox')).toBeVisible();
      await expect(store).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('listbox')).toBeHidden();
      await expect(store).toHaveAttribute('aria-expanded', 'false');
      await expect(store).toBeFocused();
    });

    await test.step('a change of page closes the open popup', async () => {
      const bell = header(page).getByRole('button', { name: 'Notifications, 2 new' });
      await bell.focus();
      await page.keyboard.press('Enter');
      await expect(bell).toHaveAttribute('aria-expanded', 'true');
      await moveInApp(page, '/rebate/invoice', 'Invoice Receipt');
      await expect(bell).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    if (width === 1440)
      await test.step('the messages popover’s View all opens its page and the popover closes', async () => {
        await moveInApp(page, '/dashboard', 'Dashboard');
        const button = header(page).getByRole('button', { name: 'Messages, 4 new' });
        await button.focus();
        await page.keyboard.press('Enter');
        const viewAll = page.getByRole('link', { name: 'View all' });
        for (let step = 0; step < 8 && !(await isFocused(viewAll)); step += 1) await page.keyboard.press('Tab');
        await expect(viewAll).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL((url) => !url.pathname.startsWith('/dashboard'));
        await expect(button).toHaveAttribute('aria-expanded', 'false');
      });
  });
}

test('on a phone, the store field opened by keyboard shows its store’s name from the start', async () => {
  const { page } = tab();
  await page.setViewportSize({ width: 320, height: 640 });
  await openWithLook(page, '/dashboard', 'Dashboard', {});
  const field = header(page).getByRole('combobox', { name: 'Store' });
  await field.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox', { name: 'Store' })).toBeVisible();
  await expect(field).toBeFocused();
  // The name is wider than the field at 320 px: its first letters show, not its last.
  await expect
    .poll(() => field.evaluate((input: HTMLInputElement) => input.scrollWidth > input.clientWidth))
    .toBe(true);
  await expect.poll(() => field.evaluate((input: HTMLInputElement) => input.scrollLeft)).toBe(0);
  await page.keyboard.press('Escape');
  await expect(field).toHaveAttribute('aria-expanded', 'false');
  await expect(field).toBeFocused();
});

test('the account menu has Messages on a phone', async () => {
  const { page } = tab();
  await page.setViewportSize({ width: 320, height: 800 });
  await openWithLook(page, '/dashboard', 'Dashboard', {});
  for (const width of [320, 390, 430]) {
    await test.step(`at ${width} px, the account menu has Messages`, async () => {
      await page.setViewportSize({ width, height: 800 });
      // Back from the page the menu opened before, inside the app.
      if (new URL(page.url()).pathname !== '/dashboard') await moveInApp(page, '/dashboard', 'Dashboard');
      const account = header(page).getByRole('button', { name: 'Account menu' });
      await account.focus();
      await page.keyboard.press('Enter');
      const messages = page.getByRole('menuitem', { name: 'Messages, 4 new' });
      await expect(messages).toBeVisible();
      for (let step = 0; step < 4 && !(await isFocused(messages)); step += 1) await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      // The page Messages leads to, shown: the address changes first, and until that page's code has loaded the
      // dashboard stays on screen (a move back to it from there would not be a move, and its heading keeps no focus).
      await expect(page).toHaveURL((url) => url.pathname === '/error-pages/coming-soon');
      await waitForHeading(page, 'Coming Soon');
    });
  }
});

// Each layout once, switched in place; at each phone width in turn.
test('on a phone, every header control lies whole on the screen, in every layout', async () => {
  const { page } = tab();
  await page.setViewportSize({ width: 390, height: 844 });
  await openWithLook(page, '/dashboard', 'Dashboard', {});
  for (const navStyle of NAV_STYLES) {
    await switchLayout(page, navStyle);
    for (const { width, height } of [
      { width: 320, height: 640 },
      { width: 360, height: 740 },
      { width: 390, height: 844 },
    ]) {
      await test.step(`${navStyle} at ${width} px: every header control lies whole on the screen`, async () => {
        await page.setViewportSize({ width, height });
        await expect
          .poll(
            () =>
              page.evaluate(() =>
                [...document.querySelectorAll('header :is(button, a, input)')]
                  .map((element) => ({
                    name: element.getAttribute('aria-label') ?? element.textContent?.trim(),
                    rect: element.getBoundingClientRect(),
                  }))
                  .filter(({ rect }) => rect.width > 0 && (rect.left < 0 || rect.right > window.innerWidth))
                  .map(({ name, rect }) => `${name}: ${Math.round(rect.left)}–${Math.round(rect.right)} px`)
                  .join(', '),
              ),
            { message: `cut at the ${width} px screen's edge` },
          )
          .toBe('');
      });
    }
  }
});

for (const path of ['/dashboard', '/incentives?claim=INC-2026-118']) {
  test(`the theme-settings button covers nothing on ${path}, from the top to the bottom of the page`, async () => {
    const { page } = tab();
    await page.setViewportSize({ width: 320, height: 640 });
    await openWithLook(page, path, /Dashboard|Incentives/, {});
    await page.waitForLoadState('networkidle');
    for (const { width, height } of [
      { width: 320, height: 640 },
      { width: 390, height: 844 },
      { width: 1440, height: 900 },
    ]) {
      await test.step(`at ${width} px`, async () => {
        await page.setViewportSize({ width, height });
        await expect.poll(() => page.evaluate(() => innerWidth)).toBe(width);
        const scrollable = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
        for (const y of [0, scrollable / 2, scrollable]) {
          await page.evaluate((top) => window.scrollTo(0, top), y);
          // What a person sees under the button: the page's content hit at points across it (hit testing leaves out
          // what is clipped, such as the hidden advertisements, or not drawn at all, such as a footer out of view).
          await expect
            .poll(
              () =>
                page.evaluate(() => {
                  const launcher = document.querySelector('button[aria-label="Theme settings"]')!;
                  const area = launcher.getBoundingClientRect();
                  const hit = new Set<string>();
                  for (let column = 1; column < 6; column += 1)
                    for (let row = 1; row < 6; row += 1) {
                      const x = area.left + (area.width * column) / 6;
                      const y = area.top + (area.height * row) / 6;
                      if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
                      for (const element of document.elementsFromPoint(x, y)) {
                        if (launcher.contains(element) || element.contains(launcher)) continue;
                        const text = [...element.childNodes].some(
                          (node) => node.nodeType === 3 && node.textContent?.trim(),
                        );
                        if (text || element.matches('a, button, input, select, textarea, img, svg'))
                          hit.add(`${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 30)}"`);
                      }
                    }
                  return [...hit].join(', ');
                }),
              { message: `under the theme-settings button, scrolled to ${Math.round(y)} px` },
            )
            .toBe('');
        }
      });
    }
  });
}

test('focus rings in the header: every control’s ring stands 3:1 or more against the header, in each mode', async () => {
  const { page } = tab();
  await page.setViewportSize({ width: 1440, height: 900 });
  for (const themeMode of ['light', 'semi-dark', 'dark']) {
    await test.step(`${themeMode} mode`, async () => {
      await openWithLook(page, '/dashboard', 'Dashboard', { navStyle: 'default', themeMode });
      // The store selector is in the Tab order once the member's stores have come.
      await expect(header(page).getByRole('combobox', { name: 'Store' })).toBeVisible();
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      const rings: string[] = [];
      for (let step = 0; step < 12; step += 1) {
        await page.keyboard.press('Tab');
        if (!(await page.evaluate(() => document.activeElement?.closest('header') !== null))) continue;
        // Empty when the ring stands 3:1 or more; otherwise which control, its ring, the header and the ratio.
        await expect
          .poll(async () => {
            const ring = await focusRingContrast(page, 'header');
            return ring.ratio >= 3 ? '' : `${ring.name}: ring ${ring.ring} on ${ring.background}, ${ring.ratio}:1`;
          })
          .toBe('');
        const ring = await focusRingContrast(page, 'header');
        rings.push(`${ring.name}: ${ring.ratio}`);
      }
      expect(rings.length, rings.join(', ')).toBeGreaterThanOrEqual(5);
    });
  }
});

test('a header popup whose code could not be had stays a working button, and opens on the next press once it can', async ({
  browser,
}) => {
  // The messages popover's code fails from the start of the document (it loads on first use); then the device is
  // offline for a moment, and a press asks for nothing.
  const popupCode = /\/MessagesPopup-[\w-]+\.js(#.*)?$/;
  const portal = await openSignedInDashboard(browser, {});
  try {
    const { page } = portal;
    await page.route(popupCode, (route) => route.abort('internetdisconnected'));
    const documents: string[] = [];
    page.on('load', () => documents.push(page.url()));
    await page.reload();
    await waitForHeading(page, 'Dashboard');
    await page.waitForLoadState('networkidle');
    const button = header(page).getByRole('button', { name: 'Messages, 4 new' });
    const messages = page.getByRole('list', { name: 'Messages' });
    const failedFetch = page.waitForEvent('requestfailed', (request) => popupCode.test(request.url()));
    await button.click();
    await failedFetch;
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(messages).toHaveCount(0);
    await portal.context.setOffline(true);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (popupCode.test(request.url())) asked.push(request.url());
    });
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(messages).toHaveCount(0);
    // Offline, the code is not asked for: a browser that keeps a failed import (Chromium 150) would keep that one too.
    expect(asked).toEqual([]);
    // Back: the next press fetches it again (under an address of its own where the browser kept the failure) and
    // opens the popover.
    await portal.context.setOffline(false);
    await page.unroute(popupCode);
    await button.click();
    await expect(messages).toBeVisible();
    expect(asked.length, 'requests for the popover’s code once back online').toBeGreaterThanOrEqual(1);
    // The popover takes the focus as it opens (a moment after it shows): Escape closes it.
    await expect
      .poll(() => focusInsidePopupOf(button), { message: 'the focus inside the messages popover' })
      .toBe(true);
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    // The same page all along (the one reload is the test's own): neither failure reloaded it.
    await expect.poll(() => documents).toHaveLength(1);
    const unexpected = portal.problems.filter((problem) => !/net::ERR_INTERNET_DISCONNECTED/.test(problem));
    expect(unexpected).toEqual([]);
  } finally {
    await portal.context.close();
  }
});
