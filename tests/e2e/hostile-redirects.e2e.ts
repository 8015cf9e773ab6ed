import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import {
  baseUrl,
  expect,
  expectNoProblemsInEachTest,
  openPortal,
  openSignedInPortal,
  signInThroughProvider,
  test,
  waitForHeading,
  type PortalPage,
} from './browser';

// The remembered first path (the page a member first asked for, opened after signing in) can be written by anyone
// who sends a member a link, and read back from storage a script could edit. Every hostile form must end on one of
// our own pages, on our own origin.
const INITIAL_PATH_KEY = 'memberPortal.initialPath';
const payloads = [
  '//evil.com',
  '/\\evil.com',
  '/%2F%2Fevil.com',
  '/%2f%2fevil.com',
  '/%252F%252Fevil.com',
  '/%09/evil.com',
  '/%0d%0aLocation:%20https://evil.com',
  '/%00/evil.com',
  '/%5Cevil.com',
  '////evil.com',
  'https://evil.com',
  'HTTPS://evil.com/dashboard',
  'http:evil.com',
  'https://app@evil.com',
  '//evil.com/dashboard',
  '/dashboard\\\\@evil.com',
  'javascript:alert(document.domain)',
  '/javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '\\\\evil.com',
  ' /dashboard',
  '/signin',
  '/no/such/page',
  `/${'a'.repeat(3000)}`,
  '/dashboard?next=https://evil.com',
];

const routesFile = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../config/routes.json'), 'utf8')) as {
  groups: { routes: { path: string }[] }[];
};
const appPaths = new Set(routesFile.groups.flatMap((group) => group.routes.map((route) => route.path)));

/** Waits until the page has settled on one of our own pages: our origin, a configured route, not the sign-in page. */
async function expectSettledInApp(page: Page): Promise<void> {
  const ours = new URL(baseUrl()).origin;
  // A refused path may show for a moment before the app sends the member on: wait until the page has settled.
  await expect(page, 'settles on a page of the portal, on its own origin').toHaveURL(
    (url) => url.origin === ours && appPaths.has(url.pathname) && url.pathname !== '/signin',
  );
}

/** The remembered path, written where the app keeps it: the provider's return address (MSAL's redirectStartPage) is built from it. */
const remember = (page: Page, value: string) =>
  page.evaluate(([key, remembered]) => sessionStorage.setItem(key, remembered), [INITIAL_PATH_KEY, value] as const);

const addressPayloads = payloads.filter((payload) => payload.startsWith('/') && !payload.startsWith('//'));

test.describe('hostile remembered paths', () => {
  test('a member signed in through the provider lands in the app whatever was remembered before signing in', async ({
    browser,
  }) => {
    const portal = await openPortal(browser);
    try {
      const { page } = portal;
      await page.goto('/signin');
      await remember(page, '//evil.com');
      await signInThroughProvider(page);
      await expectSettledInApp(page);
      await waitForHeading(page, 'Dashboard');
      expect(portal.problems.join('\n')).toBe('');
    } finally {
      await portal.context.close();
    }
  });

  test.describe('a signed-in member', () => {
    let portal: PortalPage;
    test.beforeAll(async ({ browser }) => {
      portal = await openSignedInPortal(browser);
      await portal.page.goto('/dashboard');
      await waitForHeading(portal.page, 'Dashboard');
    });
    test.afterAll(async () => {
      await portal?.context.close();
    });
    expectNoProblemsInEachTest(() => portal);

    test(`sent on from /signin stays in the app, whichever of ${payloads.length} hostile paths was remembered`, async () => {
      // 26 page loads in one test (each 3-8 s on a 2-core machine loaded ten to one: 122 s in all in a flake hunt):
      // three times the usual two minutes.
      test.slow();
      const { page } = portal;
      let checked = 0;
      for (const payload of payloads) {
        await test.step(`sent on from /signin with ${payload.slice(0, 80)} remembered stays in the app`, async () => {
          await remember(page, payload);
          await page.goto('/signin');
          await expectSettledInApp(page);
          checked += 1;
        });
      }
      console.log(`remembered paths checked: ${checked} of ${payloads.length}`);
      expect(checked).toBe(payloads.length);
    });

    test(`each of ${addressPayloads.length} hostile addresses opens an in-app page`, async () => {
      // One page load per address, as above.
      test.slow();
      const { page } = portal;
      let checked = 0;
      for (const payload of addressPayloads) {
        await test.step(`the address ${payload.slice(0, 80)} opens an in-app page`, async () => {
          // Joined as text: resolving '/\\evil.com' against the base as a URL would already make it http://evil.com/.
          await page.goto(`${baseUrl()}${payload}`);
          await expectSettledInApp(page);
          checked += 1;
        });
      }
      console.log(`addresses checked: ${checked} of ${addressPayloads.length}`);
      expect(checked).toBe(addressPayloads.length);
    });
  });
});
