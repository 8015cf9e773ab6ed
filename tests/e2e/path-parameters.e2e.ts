import { expect, openPortal, signInThroughProviderToDashboard, test, waitForHeading, type PortalPage } from './browser';

// A member's e-mail is a path parameter of the calls that look up their stores. An address with `+` and `#` (B2C
// accepts both) must reach the API whole: cut at the `#`, it names nobody, and the mock answers with its first
// example (Maria's three stores) instead of this member's one store.
const EMAIL = 'jo+harbor#2@example.com';

let portal: PortalPage;
test.beforeEach(async ({ browser }) => {
  portal = await openPortal(browser);
});
test.afterEach(async () => {
  await portal.context.close();
});

test('a member whose e-mail has a + and a # signs in and sees their own store and pages', async () => {
  const { page } = portal;
  const chainRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/ibcstorechain/')) chainRequests.push(new URL(request.url()).pathname);
  });
  await signInThroughProviderToDashboard(page, EMAIL);
  await expect(page.getByTestId('current-store-name')).toHaveText('Harbor Corner Store');
  await expect(page.getByRole('region', { name: 'Harbor Corner Store' }).getByText('$3,057.10')).toBeVisible();
  await expect.poll(() => chainRequests).toContain('/api/ibcstorechain/jo%2Bharbor%232%40example.com');
  await page.getByRole('link', { name: 'Incentives', exact: true }).click();
  await waitForHeading(page, 'Incentives');
  await expect(page.getByTestId('current-store-name')).toHaveText('Harbor Corner Store');
});
