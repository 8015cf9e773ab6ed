import { ACROSS_PAGE_LOADS, expect, PROVIDER_PAGE, test, waitForHeading, type PortalPage } from './browser';
import { checkCell, checkedCells, faults, openSignedIn } from './fault-matrix';
import { contractGets, targets } from './fault-targets';

// The fault matrix, first half: the store chain every page needs, the dashboard, the account and chain-tools pages
// and the newsletter, all on one signed-in tab. faults-lists.e2e.ts has the list pages.
const mine = targets.slice(0, 7);
let portal: PortalPage;

test.beforeAll(async ({ browser }) => {
  portal = await openSignedIn(browser);
});
test.afterAll(async () => {
  await portal?.context.close();
  console.log(
    `fault matrix, shell and account: ${mine.length} operations × ${faults.length} faults = ${mine.length * faults.length} cells, ${checkedCells()} checked`,
  );
});

test('covers every GET call of the member API between its two files', () => {
  expect(targets.map((target) => target.operationId).sort()).toEqual(contractGets().sort());
});

for (const target of mine) {
  test.describe(`${target.operationId} on ${target.path}`, () => {
    for (const fault of faults) {
      // axe on every fault's state once: the store chain's notice above the page.
      test(`${fault.name}: a translated message in place, the frame working, recovery`, async () => {
        await checkCell(portal, target, fault, { axe: target === mine[0] });
      });
    }
  });
}

test('401: Sign in again goes through the identity provider and back to the same page, which then shows its data', async () => {
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
    await expect(page).toHaveURL(PROVIDER_PAGE, ACROSS_PAGE_LOADS);
    // The server accepts the session the member signs in to now.
    refusing = false;
    await page.getByLabel('Email').fill('member@example.com');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/account-details\?tab=manager$/);
    await waitForHeading(page, 'Account Details');
    await expect(section.getByRole('heading', { name: 'Dana Whitfield' })).toBeVisible();
  } finally {
    await page.unroute(manager);
  }
  expect(portal.problems.slice(problemsBefore).filter((problem) => !problem.includes('status of 401'))).toEqual([]);
});
