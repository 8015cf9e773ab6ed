import { readFileSync } from 'node:fs';
import path from 'node:path';
import { manifestPath } from '../../scripts/build-meta.mjs';
import { root } from '../../scripts/processes.mjs';
import {
  expect,
  expectAccessible,
  openPortal,
  PROVIDER_PAGE,
  test,
  ACROSS_PAGE_LOADS,
  untilAllFetchedAhead,
  waitForHeading,
  type PortalPage,
} from './browser';
import { E2E_BUILDS } from './support/paths';

// /signin is HTML made at build time (scripts/prerender-plugin.ts): it paints with no script of the app, which starts
// on the visitor's first move (src/sign-in-first-paint.ts) and takes the page over without a visible change
// (src/app/prerender/take-over.ts). Each test is a first visit: its own browser context, on a small phone's screen.
// Each begins with a different first move on a page that has just painted (none, Sign in, Tab, a saved language),
// which is the subject, so each loads the page afresh.
const manifest = JSON.parse(readFileSync(manifestPath(path.join(root, E2E_BUILDS.app)), 'utf8')) as Record<
  string,
  { file: string }
>;
const appEntry = `/${manifest['index.html']?.file}`;
const prerendered = '#root[data-prerendered]';

let portal: PortalPage;
const executed: string[] = [];
const fetchedAhead: string[] = [];

test.beforeEach(async ({ browser }) => {
  portal = await openPortal(browser, { viewport: { width: 375, height: 740 } });
  executed.length = 0;
  fetchedAhead.length = 0;
  // Scripts the page runs arrive as <script> (or module imports); files fetched ahead arrive as fetches.
  portal.page.on('request', (request) => {
    if (request.resourceType() === 'script') executed.push(new URL(request.url()).pathname);
    if (request.resourceType() === 'fetch') fetchedAhead.push(new URL(request.url()).pathname);
  });
});
// (The shipped Content-Security-Policy blocking nothing is checked after every test by browser.ts's fixture.)
test.afterEach(async () => {
  expect(portal.problems.join('\n')).toBe('');
  await portal.context.close();
});

test.describe('the sign-in page of a first visit', () => {
  test('is in the HTML itself: heading, Sign in, links, title and language, readable before any script', async () => {
    const answer = await portal.page.request.get('/signin');
    const html = await answer.text();
    expect(html).toContain('>Sign in to your member account</h1>');
    expect(html).toContain('>Sign in</span>');
    expect(html).toContain('<title>Sign in | Member Portal</title>');
    expect(html).toMatch(/<html lang="en" dir="ltr" data-mantine-color-scheme="light">/);
    // The shipped policy drops style="" attributes: the HTML has none.
    expect(html).not.toMatch(/<[^>]+ style="/);
  });

  test('runs none of the app until the visitor moves, having fetched it ahead; the page is accessible as painted', async () => {
    await portal.page.goto('/signin');
    await waitForHeading(portal.page, 'Sign in to your member account');
    await untilAllFetchedAhead(portal.page, fetchedAhead);
    // Everything the page does by itself is done: the app was fetched, and not run.
    expect(executed).not.toContain(appEntry);
    expect(fetchedAhead).toContain(appEntry);
    await expect(portal.page.locator(prerendered)).toHaveCSS('visibility', 'visible');
    await expectAccessible(portal.page);
  });

  test('a Sign in pressed before the app is there still leads to the identity provider, through its form', async () => {
    const documents: string[] = [];
    portal.page.on('request', (request) => {
      if (request.isNavigationRequest())
        documents.push(new URL(request.url()).pathname + new URL(request.url()).search);
    });
    await portal.page.goto('/signin');
    await waitForHeading(portal.page, 'Sign in to your member account');
    await portal.page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(portal.page).toHaveURL(PROVIDER_PAGE, ACROSS_PAGE_LOADS);
    await expect.poll(() => executed).toContain(appEntry);
    // Pressed before the app had taken over (its first move started the app): the page's own form asked for it.
    expect(documents.slice(0, 2)).toEqual(['/signin', '/signin?start=sign-in']);
  });

  test('keeps the keyboard focus where the visitor put it when the app takes over, and the language menu opens', async () => {
    await portal.page.goto('/signin');
    await waitForHeading(portal.page, 'Sign in to your member account');
    await portal.page.keyboard.press('Tab');
    await expect(portal.page.locator('#root:not([data-prerendered])')).toBeAttached();
    await expect
      .poll(() => portal.page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Language: English');
    await portal.page.keyboard.press('Enter');
    await portal.page.getByRole('menuitem', { name: 'Français' }).click();
    await waitForHeading(portal.page, 'Connectez-vous à votre compte adhérent');
  });

  test('with a saved language, never shows the English page and starts the app at once in that language', async () => {
    await portal.page.addInitScript(() => {
      localStorage.setItem('memberPortal.locale', 'fr');
      // When the first-paint script has run (deferred modules run before DOMContentLoaded; it also holds the first
      // paint): how the prerendered English page is shown.
      document.addEventListener('DOMContentLoaded', () => {
        const prerenderedRoot = document.querySelector('#root[data-prerendered]');
        document.documentElement.dataset.prerenderedVisibility = prerenderedRoot
          ? getComputedStyle(prerenderedRoot).visibility
          : 'missing';
      });
    });
    await portal.page.goto('/signin');
    await waitForHeading(portal.page, 'Connectez-vous à votre compte adhérent');
    await expect.poll(() => executed).toContain(appEntry);
    await expect(portal.page.locator('html')).toHaveAttribute('data-prerendered-visibility', 'hidden');
    await expect(portal.page.locator('html')).toHaveAttribute('lang', 'fr');
  });
});
