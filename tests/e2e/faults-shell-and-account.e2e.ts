import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, waitForHeading, type PortalPage } from './browser';
import { checkCell, checkedCells, faults, openSignedIn } from './fault-matrix';
import { contractGets, targets } from './fault-targets';

// The fault matrix (issue 11 §4), first half: the store chain every page needs, the dashboard, the account and
// chain-tools pages and the newsletter. faults-lists.e2e.ts has the list pages.
const mine = targets.slice(0, 7);
let browser: Browser;
let portal: PortalPage;

beforeAll(async () => {
  browser = await launchBrowser();
  portal = await openSignedIn(browser);
});
afterAll(async () => {
  await browser?.close();
  console.log(
    `fault matrix, shell and account: ${mine.length} operations × ${faults.length} faults = ${mine.length * faults.length} cells, ${checkedCells()} checked`,
  );
});

it('covers every GET call of spec §7 between its two files', () => {
  expect(targets.map((target) => target.operationId).sort()).toEqual(contractGets().sort());
});

describe.each(mine)('$operationId on $path', (target) => {
  // axe on every fault's state once: the store chain's notice above the page.
  it.each(faults)('$name: a translated message in place, the frame working, recovery', async (fault) => {
    await checkCell(portal, target, fault, { axe: target === mine[0] });
  });
});

it('401: Sign in again goes through the identity provider and back to the same page, which then shows its data', async () => {
  const { page } = portal;
  const problemsBefore = portal.problems.length;
  const manager = (url: URL) => url.pathname.startsWith('/api/myregionalmanagerapi/');
  let refusing = true;
  await page.route(manager, (route) =>
    refusing
      ? route.fulfill({
          status: 401,
          contentType: 'application/json',
          body: JSON.stringify({ error: 'Token is not valid', code: 'token_invalid' }),
        })
      : route.fallback(),
  );
  try {
    await page.goto('/account-details?tab=manager');
    const section = page.getByRole('main').getByRole('region', { name: 'Your regional manager' });
    await section.getByRole('button', { name: 'Sign in again' }).click();
    await page.waitForURL(/\/cooperative\.onmicrosoft\.com\//);
    // The server accepts the session the member signs in to now.
    refusing = false;
    await page.getByLabel('Email').fill('member@example.com');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/account-details?tab=manager');
    await waitForHeading(page, 'Account Details');
    await section.getByRole('heading', { name: 'Dana Whitfield' }).waitFor();
  } finally {
    await page.unroute(manager);
  }
  expect(portal.problems.slice(problemsBefore).filter((problem) => !problem.includes('status of 401'))).toEqual([]);
});
