import fr from '../../src/lib/i18n/catalogs/fr.json' with { type: 'json' };
import { expect, test, waitForHeading, type PortalPage } from './browser';
import { checkCell, checkedCells, faults, openSignedIn } from './fault-matrix';
import { targets } from './fault-targets';

// The fault matrix, second half: the list pages (programs, rebates, POS, planograms, incentives), all on one signed-in
// tab. faults-shell-and-account.e2e.ts has the rest, and checks that the two cover every GET call of the member API.
const mine = targets.slice(7);
let portal: PortalPage;

test.beforeAll(async ({ browser }) => {
  portal = await openSignedIn(browser);
});
test.afterAll(async () => {
  await portal?.context.close();
  console.log(
    `fault matrix, list pages: ${mine.length} operations × ${faults.length} faults = ${mine.length * faults.length} cells, ${checkedCells()} checked`,
  );
});

for (const target of mine) {
  test.describe(`${target.operationId} on ${target.path}`, () => {
    for (const fault of faults) {
      // axe on every fault's state once: a section of a list page.
      test(`${fault.name}: a translated message in place, the frame working, recovery`, async () => {
        await checkCell(portal, target, fault, { axe: target === mine[0] });
      });
    }
  });
}

test('says it in the member’s language: a 403 on /rebate/invoice in French, and Réessayer recovers', async () => {
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
    await expect(alert).toContainText(fr['error.forbidden'].defaultMessage);
    await page.unroute(receipts);
    await alert.getByRole('button', { name: fr['common.tryAgain'].defaultMessage }).click();
    await expect(page.getByRole('main').getByRole('table').locator('tbody tr').first()).toBeVisible();
    expect(portal.problems.slice(problemsBefore).filter((problem) => !problem.includes('status of 403'))).toEqual([]);
  } finally {
    await page.unroute(receipts);
    await page.evaluate(() => localStorage.removeItem('memberPortal.locale'));
  }
});
