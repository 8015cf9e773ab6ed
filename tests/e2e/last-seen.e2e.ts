import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, openPortal, signInThroughProviderToDashboard, waitForHeading, type PortalPage } from './browser';

// Issue 19: a member back on the dashboard in the same tab sees the answers of their last visit at once, marked
// "As of <time>", while the fresh ones (always asked for) are on their way; Logout leaves none of them behind.
let browser: Browser;
let portal: PortalPage;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async () => {
  await portal?.context.close();
});

const keyFigures = (page: Page) => page.getByRole('main').getByRole('link', { name: /Rebates year to date/ });
// Visible ones only: once the fresh answer is in, the note keeps its line, hidden, so nothing below it moves.
const asOf = (page: Page) => page.getByRole('main').getByRole('status').filter({ hasText: /^As of / });
const kept = (page: Page) => page.evaluate(() => sessionStorage.getItem('memberPortal.lastSeen'));

async function signedIn(): Promise<Page> {
  portal = await openPortal(browser);
  await signInThroughProviderToDashboard(portal.page);
  await keyFigures(portal.page).waitFor();
  await expect.poll(() => kept(portal.page)).not.toBeNull();
  return portal.page;
}

describe('last-seen answers', () => {
  it('show at once on the next visit, marked with their time, until the fresh answers (asked for again) replace them', async () => {
    const page = await signedIn();
    // The API holds its answers: what shows meanwhile can only come from the last visit.
    const held: Route[] = [];
    await page.route(/\/api\/(myDashboardApi|ibcstorechain)/, (route) => void held.push(route));
    await page.reload();
    await waitForHeading(page, 'Dashboard');
    await keyFigures(page).waitFor();
    expect(await asOf(page).count()).toBe(1);
    expect(await page.getByTestId('current-store-name').textContent()).toBe('Maple Street Market');
    await expectAccessible(page);
    // Both answers were asked for again.
    await expect.poll(() => held.map((route) => new URL(route.request().url()).pathname).sort()).toEqual(['/api/ibcstorechain/member@example.com', '/api/myDashboardApi']);
    for (const route of held) await route.continue();
    await page.unroute(/\/api\/(myDashboardApi|ibcstorechain)/);
    await expect.poll(() => asOf(page).count()).toBe(0);
    await keyFigures(page).waitFor();
    expect(portal.problems.join('\n')).toBe('');
  });

  it('are not shown when a section’s fresh answer fails, in place of the failure', async () => {
    const page = await signedIn();
    await page.route(/\/api\/myDashboardApi/, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Server error"}' }));
    await page.reload();
    await waitForHeading(page, 'Dashboard');
    await expect.poll(() => page.getByRole('main').getByRole('button', { name: 'Try again' }).count()).toBeGreaterThan(0);
    expect(await asOf(page).count()).toBe(0);
  });

  it('are gone at Logout: nothing of them stays in the browser', async () => {
    const page = await signedIn();
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(/\/signin(\?|$)/);
    await waitForHeading(page, 'Sign in to your member account');
    expect(await kept(page)).toBeNull();
  });
});
