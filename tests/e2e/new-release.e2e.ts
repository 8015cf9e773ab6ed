import type { Browser, Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  expectAccessible,
  launchBrowser,
  openPortal,
  signInWithPassword,
  templateBaseUrl,
  waitForHeading,
  type PortalPage,
} from './browser';

// A tab opened before a release asks for chunks the new release removed. Simulated by failing the newsletter page's
// chunk download: the portal reloads once by itself, then, since the chunk is still missing, says a newer version is
// available and offers Reload, inside the shell. The template build signs in without the provider's round trip;
// the mechanism does not depend on the identity method.
const pageChunk = /\/assets\/NewsletterPage-[\w-]+\.js$/;
const newVersion = 'A newer version of the portal is available. Reload the page to continue.';
const GUARD_KEY = 'memberPortal.reloadedForNewVersion';

let browser: Browser;
let portal: PortalPage;
/** Every document the tab loads (a reload is one), counted from the moment the member is on the dashboard. */
let documents: string[];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  portal = await openPortal(browser, { baseURL: templateBaseUrl() });
  await portal.page.goto('/signin');
  await signInWithPassword(portal.page);
  await portal.page.waitForURL('**/dashboard');
  await waitForHeading(portal.page, 'Dashboard');
  documents = [];
  portal.page.on('request', (request: Request) => {
    if (request.isNavigationRequest() && request.frame() === portal.page.mainFrame())
      documents.push(new URL(request.url()).pathname);
  });
  await portal.page.route(pageChunk, (route) => route.abort('failed'));
});
afterEach(async () => {
  // The failed downloads are the scenario; anything else in the console is a bug.
  expect(portal.problems.filter((problem) => !/Failed to load resource/.test(problem)).join('\n')).toBe('');
  await portal.context.close();
});

/** The message in place of the page, with the shell around it still working. */
async function expectNewVersionMessage(): Promise<void> {
  const { page } = portal;
  await page.getByText(newVersion).waitFor({ state: 'visible' });
  expect(await page.getByRole('button', { name: 'Reload the page' }).isVisible()).toBe(true);
  expect(await page.getByRole('navigation', { name: 'Main navigation' }).isVisible()).toBe(true);
  expect(page.url()).toMatch(/\/newsletter$/);
}

describe('a page whose chunk a new release removed', () => {
  it('opened from the menu: reloads once at its address, then says a newer version is available, with Reload', async () => {
    const { page } = portal;
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Newsletter', exact: true })
      .click();
    await expectNewVersionMessage();
    expect(documents).toEqual(['/newsletter']);
    await expectAccessible(page);

    // The release is complete (the chunk is there again): Reload shows the page, and the guard is cleared for the next one.
    await page.unroute(pageChunk);
    await page.getByRole('button', { name: 'Reload the page' }).click();
    await waitForHeading(page, 'Newsletter');
    expect(documents).toEqual(['/newsletter', '/newsletter']);
    await expect.poll(() => page.evaluate((key) => sessionStorage.getItem(key), GUARD_KEY)).toBeNull();
  });

  it('opened by its address: the same single reload, never a blank page or a loop', async () => {
    const { page } = portal;
    await page.goto('/newsletter');
    await expectNewVersionMessage();
    expect(documents).toEqual(['/newsletter', '/newsletter']);
    // Other pages still work from the menu meanwhile.
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Dashboard' }).click();
    await waitForHeading(page, 'Dashboard');
    expect(documents).toEqual(['/newsletter', '/newsletter']);
  });
});
