import type { BrowserContext } from '@playwright/test';
import {
  expect,
  expectNoProblemsInEachTest,
  identityProviderOrigin,
  openSignedInDashboard,
  openSignedInPortal,
  test,
  waitForHeading,
  type PortalPage,
} from './browser';
import { logOut } from './log-out';

// An access token lives an hour, and MSAL renews it five minutes before it ends. The renewal must need nothing but the
// refresh token MSAL keeps (valid 24 hours from the sign-in): not the provider's session, which a Logout elsewhere
// ends and a browser that blocks the provider's cookies in a frame never shows. Otherwise the member is sent to sign
// in every hour. The page's clock moves the hour on; the provider's clock is real, so its refresh token is still valid.
let portal: PortalPage | undefined;
expectNoProblemsInEachTest(() => portal);
test.afterEach(async () => {
  await portal?.context.close();
});

/** The provider's token and authorization requests from `context`, with the grant and the answer's status. */
function providerCalls(context: BrowserContext): string[] {
  const calls: string[] = [];
  context.on('requestfinished', async (request) => {
    const url = new URL(request.url());
    if (url.origin !== identityProviderOrigin() || url.pathname.endsWith('/.well-known/openid-configuration')) return;
    const grant = new URLSearchParams(request.postData() ?? '').get('grant_type');
    const status = (await request.response())?.status();
    calls.push(`${request.method()} ${url.pathname.split('/').at(-1)}${grant ? ` ${grant}` : ''} → ${status}`);
  });
  return calls;
}

test('an hour on, the access token is renewed with the refresh token alone, after a Logout ended the provider’s session', async ({
  browser,
}) => {
  // Another tab of the same sign-in (this suite's contexts share one) logs out: the provider's session ends.
  const other = await openSignedInDashboard(browser);
  await logOut(other.page);
  await other.context.close();

  portal = await openSignedInPortal(browser);
  const { page, context } = portal;
  await page.clock.install();
  await page.goto('/dashboard');
  await waitForHeading(page, 'Dashboard');
  const calls = providerCalls(context);
  // The member at work all that hour (a pointer moved every quarter of an hour), so the idle sign-out never comes.
  for (let quarter = 0; quarter < 4; quarter += 1) {
    await page.mouse.move(40 + quarter * 10, 200);
    await page.clock.fastForward('14:00');
  }

  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Details' }).click();
  await waitForHeading(page, 'Account Details');
  await expect(page).toHaveURL(/\/account-details/);
  await expect.poll(() => calls).toEqual(['POST token refresh_token → 200']);
  await expect(page.getByRole('tabpanel', { name: 'Store details' }).getByText('412 Maple Street')).toBeVisible();
});
