import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fr from '../../src/lib/i18n/catalogs/fr.json';
import { launchBrowser, waitForHeading, type PortalPage } from './browser';
import { checkCell, checkedCells, faults, openSignedIn } from './fault-matrix';
import { targets } from './fault-targets';

// The fault matrix (issue 11 §4), second half: the list pages (programs, rebates, POS, planograms, incentives).
// faults-shell-and-account.e2e.ts has the rest, and checks that the two cover every GET call of spec §7.
const mine = targets.slice(7);
let browser: Browser;
let portal: PortalPage;

beforeAll(async () => {
  browser = await launchBrowser();
  portal = await openSignedIn(browser);
});
afterAll(async () => {
  await browser?.close();
  console.log(
    `fault matrix, list pages: ${mine.length} operations × ${faults.length} faults = ${mine.length * faults.length} cells, ${checkedCells()} checked`,
  );
});

describe.each(mine)('$operationId on $path', (target) => {
  // axe on every fault's state once: a section of a list page.
  it.each(faults)('$name: a translated message in place, the frame working, recovery', async (fault) => {
    await checkCell(portal, target, fault, { axe: target === mine[0] });
  });
});

it('says it in the member’s language: a 403 on /rebate/invoice in French, and Réessayer recovers', async () => {
  const { page } = portal;
  const problemsBefore = portal.problems.length;
  const receipts = (url: URL) => url.pathname === '/api/myrebatereceipt';
  await page.route(receipts, (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({
          status: 403,
          contentType: 'application/json',
          body: JSON.stringify({ error: 'Access denied', code: 'forbidden' }),
        })
      : route.fallback(),
  );
  await page.evaluate(() => localStorage.setItem('memberPortal.locale', 'fr'));
  try {
    await page.goto('/rebate/invoice');
    await waitForHeading(page, fr['route.rebateInvoice'].defaultMessage);
    const alert = page.getByRole('main').getByRole('alert');
    await expect.poll(() => alert.textContent()).toContain(fr['error.forbidden'].defaultMessage);
    await page.unroute(receipts);
    await alert.getByRole('button', { name: fr['common.tryAgain'].defaultMessage }).click();
    await page.getByRole('main').getByRole('table').locator('tbody tr').first().waitFor();
    expect(portal.problems.slice(problemsBefore).filter((problem) => !problem.includes('status of 403'))).toEqual([]);
  } finally {
    await page.unroute(receipts);
    await page.evaluate(() => localStorage.removeItem('memberPortal.locale'));
  }
});
