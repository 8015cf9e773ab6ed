import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openSignedInDashboard, waitForHeading, type PortalPage } from './browser';

// Issue 11 §3: hostile values in the eight theme query parameters (spec §2's and the template's) leave the defaults
// and throw nothing; hostile tabValue states and ?tab= values open the first tab of /account-details.
const PARAMETERS = ['layout', 'mode', 'rtl', 'style', 'nav_style', 'theme_mode', 'is_rtl', 'theme_style'];
// None is a valid value of any parameter, even after trimming and lower-casing (the reader's own tolerance).
const HOSTILE = [
  '',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '__proto__',
  'constructor',
  'toString',
  'javascript:alert(1)',
  '\u0000',
  '../../../etc/passwd',
  // Long, but within what a host accepts in a request line (Node answers 431 beyond 16 KiB of headers).
  'x'.repeat(1000),
  '1e309',
  '{"navStyle":"mini","themeMode":"dark"}',
  'null',
  'NaN',
  '-1',
  '\u202etrue',
  'mini\u0000dark',
  '%E0%A4%A',
];

let browser: Browser;
let portal: PortalPage;
let casesChecked = 0;

beforeAll(async () => {
  browser = await launchBrowser();
  portal = await openSignedInDashboard(browser);
});
afterAll(async () => {
  console.log(`hostile presets: ${casesChecked} cases rendered the defaults without an error`);
  await browser?.close();
});

/** What the page looks like: direction, colour scheme, where the menu is, and whether a visit preset was kept. */
async function look(page: Page) {
  return page.evaluate(() => {
    const nav = document.querySelector('nav[aria-label="Main navigation"]')?.getBoundingClientRect();
    return {
      dir: document.documentElement.dir,
      scheme: document.documentElement.getAttribute('data-mantine-color-scheme'),
      sidebarAtStart: nav !== undefined && nav.left < 30 && nav.height > nav.width,
      visitPreset: sessionStorage.getItem('memberPortal.themeVisit'),
    };
  });
}
const DEFAULT_LOOK = { dir: 'ltr', scheme: 'light', sidebarAtStart: true, visitPreset: null };

describe('theme query parameters', () => {
  it(`${PARAMETERS.length} parameters × ${HOSTILE.length} hostile values leave the default look`, async () => {
    const { page, problems } = portal;
    for (const value of HOSTILE) {
      const query = PARAMETERS.map((name) => `${name}=${encodeURIComponent(value)}`).join('&');
      // The hostile value itself, unencoded where a link could carry it so (the last case is a broken escape).
      await page.goto(
        `/dashboard?${value.startsWith('%') ? PARAMETERS.map((name) => `${name}=${value}`).join('&') : query}`,
      );
      await waitForHeading(page, 'Dashboard');
      expect(await look(page), `the look after ?${query.slice(0, 120)}`).toEqual(DEFAULT_LOOK);
      casesChecked += PARAMETERS.length;
    }
    expect(problems.splice(0).join('\n')).toBe('');
  });

  it('each parameter also alone, with a valid one beside it that still applies', async () => {
    const { page, problems } = portal;
    for (const name of PARAMETERS) {
      await page.evaluate(() => sessionStorage.removeItem('memberPortal.themeVisit'));
      await page.goto(`/dashboard?${name}=${encodeURIComponent(HOSTILE[1]!)}&mode=dark`);
      await waitForHeading(page, 'Dashboard');
      const seen = await look(page);
      // mode=dark is valid: it applies unless the hostile one is 'mode' itself, which comes first and is ignored.
      expect(seen.scheme, name).toBe('dark');
      expect(seen.dir, name).toBe('ltr');
    }
    await page.evaluate(() => sessionStorage.removeItem('memberPortal.themeVisit'));
    expect(problems.splice(0).join('\n')).toBe('');
  });
});

describe('/account-details tab choice', () => {
  const HOSTILE_TABS: unknown[] = [
    2,
    -1,
    1.5,
    '1.0',
    '01',
    'manager',
    '<script>',
    null,
    {},
    [1],
    true,
    Number.MAX_SAFE_INTEGER,
  ];

  /** Opens the page with a navigation state, as the app's own links do (react-router keeps it in history.state.usr). */
  async function openWithState(page: Page, tabValue: unknown): Promise<void> {
    await page.evaluate((value) => {
      window.history.pushState(
        { usr: { tabValue: value }, key: 'hostile', idx: window.history.length },
        '',
        '/account-details',
      );
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    }, tabValue);
  }

  const firstTabSelected = async (page: Page) => {
    await page.getByRole('tab', { name: 'Store details' }).waitFor({ state: 'visible' });
    return page.getByRole('tab', { name: 'Store details' }).getAttribute('aria-selected');
  };

  // The same way in with the app's own value opens tab 1: the hostile states below are really read, and refused.
  it('tabValue 1 opens the regional-manager tab', async () => {
    const { page } = portal;
    await page.goto('/dashboard');
    await waitForHeading(page, 'Dashboard');
    await openWithState(page, 1);
    await waitForHeading(page, 'Account Details');
    await expect
      .poll(() => page.getByRole('tab', { name: 'Regional manager' }).getAttribute('aria-selected'))
      .toBe('true');
  });

  it.each(HOSTILE_TABS.map((value) => [JSON.stringify(value), value]))(
    'tabValue %s opens the first tab',
    async (_label, value) => {
      const { page, problems } = portal;
      await page.goto('/dashboard');
      await waitForHeading(page, 'Dashboard');
      await openWithState(page, value);
      await waitForHeading(page, 'Account Details');
      expect(await firstTabSelected(page)).toBe('true');
      expect(problems.splice(0).join('\n')).toBe('');
      casesChecked += 1;
    },
  );

  it.each(['2', 'Manager', '<img src=x onerror=alert(1)>', '__proto__', '', '%00'])(
    '?tab=%s opens the first tab',
    async (value) => {
      const { page, problems } = portal;
      await page.goto(`/account-details?tab=${encodeURIComponent(value)}`);
      await waitForHeading(page, 'Account Details');
      expect(await firstTabSelected(page)).toBe('true');
      await expect.poll(() => new URL(page.url()).searchParams.get('tab')).toBe('store');
      expect(problems.splice(0).join('\n')).toBe('');
      casesChecked += 1;
    },
  );
});
