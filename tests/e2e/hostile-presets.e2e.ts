import type { Page } from '@playwright/test';
import { expect, openSignedInDashboard, test, waitForHeading, type PortalPage } from './browser';

// Hostile values in the eight theme query parameters (the portal's own names and the template's) leave the
// defaults and throw nothing; hostile tabValue states and ?tab= values open the first tab of /account-details.
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

let portal: PortalPage;
let casesChecked = 0;

test.beforeAll(async ({ browser }) => {
  portal = await openSignedInDashboard(browser);
});
test.afterAll(async () => {
  console.log(`hostile presets: ${casesChecked} cases rendered the defaults without an error`);
  await portal?.context.close();
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

test.describe('theme query parameters', () => {
  // Each test loads the dashboard once per hostile value (8 to 18 loads): three minutes rather than one.
  test.describe.configure({ timeout: 180_000 });
  test(`${PARAMETERS.length} parameters × ${HOSTILE.length} hostile values leave the default look`, async () => {
    const { page, problems } = portal;
    for (const value of HOSTILE) {
      const query = PARAMETERS.map((name) => `${name}=${encodeURIComponent(value)}`).join('&');
      // The hostile value itself, unencoded where a link could carry it so (the last case is a broken escape).
      await page.goto(
        `/dashboard?${value.startsWith('%') ? PARAMETERS.map((name) => `${name}=${value}`).join('&') : query}`,
      );
      await waitForHeading(page, 'Dashboard');
      await expect.poll(() => look(page), { message: `the look after ?${query.slice(0, 120)}` }).toEqual(DEFAULT_LOOK);
      casesChecked += PARAMETERS.length;
    }
    expect(problems.splice(0).join('\n')).toBe('');
  });

  test('each parameter also alone, with a valid one beside it that still applies', async () => {
    const { page, problems } = portal;
    for (const name of PARAMETERS) {
      await page.evaluate(() => sessionStorage.removeItem('memberPortal.themeVisit'));
      await page.goto(`/dashboard?${name}=${encodeURIComponent(HOSTILE[1]!)}&mode=dark`);
      await waitForHeading(page, 'Dashboard');
      // mode=dark is valid: it applies unless the hostile one is 'mode' itself, which comes first and is ignored.
      await expect
        .poll(
          async () => {
            const { scheme, dir } = await look(page);
            return { scheme, dir };
          },
          { message: name },
        )
        .toEqual({ scheme: 'dark', dir: 'ltr' });
    }
    await page.evaluate(() => sessionStorage.removeItem('memberPortal.themeVisit'));
    expect(problems.splice(0).join('\n')).toBe('');
  });
});

test.describe('/account-details tab choice', () => {
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

  /**
   * Moves to `path` inside the app with a navigation state, as the app's own links do (react-router keeps it in
   * history.state.usr): no page load, the page's component mounts afresh.
   */
  async function moveWithState(page: Page, path: string, usr: unknown): Promise<void> {
    await page.evaluate(
      ([to, state]) => {
        window.history.pushState({ usr: state, key: 'hostile', idx: window.history.length }, '', to);
        window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
      },
      [path, usr] as const,
    );
  }

  /** From the dashboard, /account-details opened with `tabValue` in its navigation state. */
  async function openWithState(page: Page, tabValue: unknown): Promise<void> {
    await moveWithState(page, '/dashboard', null);
    await waitForHeading(page, 'Dashboard');
    await moveWithState(page, '/account-details', { tabValue });
    await waitForHeading(page, 'Account Details');
  }

  const firstTab = (page: Page) => page.getByRole('tab', { name: 'Store details' });

  // One page load: each case moves inside the app from the dashboard to /account-details, as the original links do.
  test(`a navigation state's tabValue: 1 opens the regional-manager tab, ${HOSTILE_TABS.length} hostile values the first tab`, async () => {
    const { page, problems } = portal;
    await page.goto('/dashboard');
    await waitForHeading(page, 'Dashboard');

    // The same way in with the app's own value opens tab 1: the hostile states below are really read, and refused.
    await test.step('tabValue 1 opens the regional-manager tab', async () => {
      await openWithState(page, 1);
      await expect(page.getByRole('tab', { name: 'Regional manager' })).toHaveAttribute('aria-selected', 'true');
    });

    for (const value of HOSTILE_TABS) {
      await test.step(`tabValue ${JSON.stringify(value)} opens the first tab`, async () => {
        await openWithState(page, value);
        await expect(firstTab(page)).toHaveAttribute('aria-selected', 'true');
        expect(problems.splice(0).join('\n')).toBe('');
        casesChecked += 1;
      });
    }
  });

  test('hostile ?tab= values open the first tab', async () => {
    const { page, problems } = portal;
    for (const value of ['2', 'Manager', '<img src=x onerror=alert(1)>', '__proto__', '', '%00']) {
      await test.step(`?tab=${value} opens the first tab`, async () => {
        await page.goto(`/account-details?tab=${encodeURIComponent(value)}`);
        await waitForHeading(page, 'Account Details');
        await expect(firstTab(page)).toHaveAttribute('aria-selected', 'true');
        await expect(page).toHaveURL((url) => url.searchParams.get('tab') === 'store');
        expect(problems.splice(0).join('\n')).toBe('');
        casesChecked += 1;
      });
    }
  });
});
