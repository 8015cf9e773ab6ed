import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPortal, signInThroughProvider, waitForHeading, type PortalPage } from './browser';

// Issue 11 §3: the remembered first path (spec §4) can be written by anyone who sends a member a link, and read back
// from storage a script could edit. Every hostile form must end on one of our own pages, on our own origin.
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

let browser: Browser;
let portal: PortalPage;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await portal?.context.close();
  await browser?.close();
});

/** Where the page settled: our origin and a configured route, or a description of what went wrong. */
async function settledInApp(page: Page): Promise<string> {
  const ours = new URL(baseUrl()).origin;
  // A refused path may show for a moment before the app sends the member on: wait until the page has settled.
  await page.waitForURL((url) => url.origin !== ours || (appPaths.has(url.pathname) && url.pathname !== '/signin'));
  const url = new URL(page.url());
  if (url.origin !== ours) return `left the portal for ${url.href}`;
  return appPaths.has(url.pathname) ? 'in-app' : `unknown path ${url.pathname}`;
}

describe('hostile remembered paths', () => {
  let checked = 0;

  it('a member signed in through the provider lands in the app whatever was remembered before signing in', async () => {
    portal = await openPortal(browser);
    const { page } = portal;
    await page.goto('/signin');
    // Written where the app keeps it: the provider's return address (MSAL's redirectStartPage) is built from it.
    await page.evaluate(([key, value]) => sessionStorage.setItem(key, value), [
      INITIAL_PATH_KEY,
      '//evil.com',
    ] as const);
    await signInThroughProvider(page);
    expect(await settledInApp(page)).toBe('in-app');
    await waitForHeading(page, 'Dashboard');
    checked += 1;
  });

  it.each(payloads)('a signed-in member sent on from /signin with %s remembered stays in the app', async (payload) => {
    const { page } = portal;
    await page.evaluate(([key, value]) => sessionStorage.setItem(key, value), [INITIAL_PATH_KEY, payload] as const);
    await page.goto('/signin');
    expect(await settledInApp(page)).toBe('in-app');
    checked += 1;
  });

  it.each(payloads.filter((payload) => payload.startsWith('/') && !payload.startsWith('//')))(
    'the address %s opens an in-app page',
    async (payload) => {
      const { page } = portal;
      // Joined as text: resolving '/\\evil.com' against the base as a URL would already make it http://evil.com/.
      await page.goto(`${baseUrl()}${payload}`);
      expect(await settledInApp(page)).toBe('in-app');
      checked += 1;
    },
  );

  it('threw nothing and logged no error, and counts what it checked', () => {
    expect(portal.problems.join('\n')).toBe('');
    console.log(`open-redirect payloads checked: ${checked} (${payloads.length} distinct)`);
    expect(checked).toBeGreaterThanOrEqual(24);
  });
});
