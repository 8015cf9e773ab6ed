import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openSignedInDashboard, waitForHeading } from './browser';
import {
  focusInsidePopupOf,
  focusRingContrast,
  isFocused,
  NAV_STYLES,
  openWithLook,
  signedInTabAt,
} from './focus-checks';

// Issue 27 §1 and §3: every header action within reach at a phone's width, nothing cut at the screen's edge, the
// theme-settings button over nothing; the header's popups as the WAI-ARIA disclosure and menu patterns have them,
// and focus rings that stand out from the header in every mode. The keyboard alone, apart from the phone's checks.
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Opens a path inside the running app, as a link would (react-router follows popstate): no reload. */
async function moveInApp(page: Page, path: string, heading: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await waitForHeading(page, heading);
}

const header = (page: Page) => page.locator('header');

describe.each([
  {
    width: 1440,
    height: 900,
    popups: ['Notifications, 2 new', 'Messages, 4 new', 'Language: English', 'Account menu'],
  },
  { width: 390, height: 844, popups: ['Notifications, 2 new', 'Language: English', 'Account menu'] },
])('the header popups at $width px', ({ width, height, popups }) => {
  const tab = signedInTabAt(() => browser, { width, height });

  it.each(popups)(
    '%s: Enter and then Space open it with the focus inside, Tab or an arrow moves on inside, Escape closes it back onto its button',
    async (name) => {
      const { page } = tab();
      await page.goto('/dashboard');
      await waitForHeading(page, 'Dashboard');
      const button = header(page).getByRole('button', { name, exact: true });
      // Enter the first time (the popup's code loads then), Space the second.
      for (const key of ['Enter', ' ']) {
        await button.focus();
        await page.keyboard.press(key);
        await expect
          .poll(() => button.getAttribute('aria-expanded'), { message: `${name} open after ${key}` })
          .toBe('true');
        await expect.poll(() => focusInsidePopupOf(button), { message: `the focus inside ${name}'s popup` }).toBe(true);
        const menu = (await button.getAttribute('aria-haspopup')) === 'menu';
        const before = await page.evaluate(() => document.activeElement?.textContent);
        await page.keyboard.press(menu ? 'ArrowDown' : 'Tab');
        await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).not.toBe(before);
        expect(await focusInsidePopupOf(button), `${menu ? 'ArrowDown' : 'Tab'} stays inside ${name}`).toBe(true);
        await page.keyboard.press('Escape');
        await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
        await expect.poll(() => isFocused(button), { message: `the focus back on ${name}` }).toBe(true);
      }
    },
  );

  it('a change of page closes the open popup', async () => {
    const { page } = tab();
    await page.goto('/dashboard');
    await waitForHeading(page, 'Dashboard');
    const bell = header(page).getByRole('button', { name: 'Notifications, 2 new' });
    await bell.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => bell.getAttribute('aria-expanded')).toBe('true');
    await moveInApp(page, '/rebate/invoice', 'Invoice Receipt');
    await expect.poll(() => bell.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('the store selector says it is expanded while its list is open', async () => {
    const { page } = tab();
    await page.goto('/dashboard');
    await waitForHeading(page, 'Dashboard');
    const store = header(page).getByRole('combobox', { name: 'Store' });
    await store.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('listbox').waitFor();
    await expect.poll(() => store.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    await page.getByRole('listbox').waitFor({ state: 'hidden' });
    expect(await store.getAttribute('aria-expanded')).toBe('false');
    expect(await isFocused(store)).toBe(true);
  });
});

describe('messages', () => {
  it('at 1440 px, the popover’s View all opens its page and the popover closes', async () => {
    const portal = await openSignedInDashboard(browser, { viewport: { width: 1440, height: 900 } });
    const { page } = portal;
    const button = header(page).getByRole('button', { name: 'Messages, 4 new' });
    await button.focus();
    await page.keyboard.press('Enter');
    const viewAll = page.getByRole('link', { name: 'View all' });
    for (let step = 0; step < 8 && !(await isFocused(viewAll)); step += 1) await page.keyboard.press('Tab');
    expect(await isFocused(viewAll)).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => !url.pathname.startsWith('/dashboard'));
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
    expect(portal.problems).toEqual([]);
    await portal.context.close();
  });

  it.each([320, 390, 430])('at %i px, the account menu has Messages', async (width) => {
    const portal = await openSignedInDashboard(browser, { viewport: { width, height: 800 } });
    const { page } = portal;
    const account = header(page).getByRole('button', { name: 'Account menu' });
    await account.focus();
    await page.keyboard.press('Enter');
    const messages = page.getByRole('menuitem', { name: 'Messages, 4 new' });
    await messages.waitFor();
    for (let step = 0; step < 4 && !(await isFocused(messages)); step += 1) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => !url.pathname.startsWith('/dashboard'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(portal.problems).toEqual([]);
    await portal.context.close();
  });
});

describe.each([
  { width: 320, height: 640 },
  { width: 360, height: 740 },
  { width: 390, height: 844 },
])('a phone at $width px', ({ width, height }) => {
  const tab = signedInTabAt(() => browser, { width, height });

  it.each(NAV_STYLES)('%s: every header control lies whole on the screen', async (navStyle) => {
    const { page } = tab();
    await openWithLook(page, '/dashboard', 'Dashboard', { navStyle });
    const cut = await page.evaluate(() =>
      [...document.querySelectorAll('header :is(button, a, input)')]
        .map((element) => ({
          name: element.getAttribute('aria-label') ?? element.textContent?.trim(),
          rect: element.getBoundingClientRect(),
        }))
        .filter(({ rect }) => rect.width > 0 && (rect.left < 0 || rect.right > window.innerWidth))
        .map(({ name, rect }) => `${name}: ${Math.round(rect.left)}–${Math.round(rect.right)} px`),
    );
    expect(cut.join(', '), `cut at the ${width} px screen's edge`).toBe('');
  });
});

describe.each([
  { width: 320, height: 640 },
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
])('the theme-settings button at $width px', ({ width, height }) => {
  const tab = signedInTabAt(() => browser, { width, height });

  it.each(['/dashboard', '/incentives?claim=INC-2026-118'])(
    'covers nothing on %s, from the top to the bottom of the page',
    async (path) => {
      const { page } = tab();
      await openWithLook(page, path, /Dashboard|Incentives/, {});
      await page.waitForLoadState('networkidle');
      const scrollable = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
      for (const y of [0, scrollable / 2, scrollable]) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        // What a person sees under the button: the page's content hit at points across it (hit testing leaves out
        // what is clipped, such as the hidden advertisements, or not drawn at all, such as a footer out of view).
        const covered = await page.evaluate(() => {
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
                const text = [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent?.trim());
                if (text || element.matches('a, button, input, select, textarea, img, svg'))
                  hit.add(`${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 30)}"`);
              }
            }
          return [...hit];
        });
        expect(covered.join(', '), `under the theme-settings button, scrolled to ${Math.round(y)} px`).toBe('');
      }
    },
  );
});

describe.each(['light', 'semi-dark', 'dark'])('focus rings in the header, %s mode', (themeMode) => {
  it('every control’s ring stands 3:1 or more against the header', async () => {
    const portal = await openSignedInDashboard(browser, { viewport: { width: 1440, height: 900 } });
    const { page } = portal;
    await openWithLook(page, '/dashboard', 'Dashboard', { navStyle: 'default', themeMode });
    // The store selector is in the Tab order once the member's stores have come.
    await header(page).getByRole('combobox', { name: 'Store' }).waitFor();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const rings: string[] = [];
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press('Tab');
      if (!(await page.evaluate(() => document.activeElement?.closest('header') !== null))) continue;
      const ring = await focusRingContrast(page, 'header');
      rings.push(`${ring.name}: ${ring.ratio}`);
      expect(ring.ratio, `${ring.name}: ring ${ring.ring} on ${ring.background}`).toBeGreaterThanOrEqual(3);
    }
    expect(rings.length, rings.join(', ')).toBeGreaterThanOrEqual(5);
    expect(portal.problems).toEqual([]);
    await portal.context.close();
  });
});

it('a header popup whose code could not be had stays a working button, and opens on the next press once it can', async () => {
  // Its code fails from the start of the document (offline for a moment, say): the idle fetch and the press alike.
  const menuCode = /\/UserMenuPopup-[\w-]+\.js$/;
  const portal = await openSignedInDashboard(browser, {});
  const { page } = portal;
  await page.route(menuCode, (route) => route.abort('internetdisconnected'));
  await page.reload();
  await waitForHeading(page, 'Dashboard');
  const accountMenu = page.getByRole('button', { name: 'Account menu' });
  const failed = page.waitForEvent('requestfailed', (request) => menuCode.test(request.url()));
  await accountMenu.click();
  await failed;
  expect(await accountMenu.getAttribute('aria-expanded')).toBe('false');
  expect(await page.getByRole('menuitem', { name: 'Logout' }).count()).toBe(0);
  // Back: the next press fetches it again (Chromium keeps no failed module) and opens the menu.
  await page.unroute(menuCode);
  await accountMenu.click();
  await page.getByRole('menuitem', { name: 'Logout' }).waitFor();
  await page.keyboard.press('Escape');
  await expect.poll(() => accountMenu.getAttribute('aria-expanded')).toBe('false');
  const unexpected = portal.problems.filter((problem) => !/net::ERR_INTERNET_DISCONNECTED/.test(problem));
  expect(unexpected).toEqual([]);
  await page.close();
});
