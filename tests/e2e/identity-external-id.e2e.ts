import type { Page } from '@playwright/test';
import { LOCAL_IDP_DEFAULTS } from '../../scripts/idp/local-idp.mjs';
import { build, buildEnv, freePort, startLocalStack, type LocalStack } from '../../scripts/local-stack.mjs';
import {
  ACROSS_PAGE_LOADS,
  expect,
  expectAccessible,
  openPortal,
  resetPasswordOnProvider,
  signInThroughProviderToDashboard,
  test,
  waitForHeading,
  watchProblems,
  type PortalPage,
} from './browser';
import { E2E_BUILDS } from './support/paths';
import { closeBrowser, expectSignInPage, logOut } from './log-out';

// The portal built for Entra External ID (authority without a policy, no user-flow names, the member number under
// extension_<app id>_IbcNumber) signs in through the local provider playing External ID: e-mail in
// `email`/`preferred_username`, password reset and sign-up inside its one flow. The same profile comes out as through
// B2C (identity.e2e.ts): name, store number, e-mail claim. Its own build and provider, beside the suite's, started
// once for this file.
let stack: LocalStack;
let portal: PortalPage;

test.beforeAll(async () => {
  // A production build of its own, then the stack. The build takes 10 s on a quiet 2-core machine; here it shares the
  // machine with the other workers' browsers, and in a flake hunt (4 workers on 2 cores, load 20-25, this file
  // repeated in several workers at once) it ran past 3 minutes twice. Six minutes: a hook that hangs still ends.
  test.setTimeout(360_000);
  const [mockApiPort, appPort, identityProviderPort] = await Promise.all([freePort(), freePort(), freePort()]);
  // A folder per parallel worker: this file repeated (a flake hunt's --repeat-each) runs in several workers at once,
  // and a build empties its folder first, under another worker's server.
  const dist = `${E2E_BUILDS.externalId}-${test.info().parallelIndex}`;
  build(dist, buildEnv(identityProviderPort, 'external-id').configured);
  stack = await startLocalStack({
    apps: [{ dist, port: appPort }],
    mockApiPort,
    identityProviderPort,
    identityProviderShape: 'external-id',
  });
});
test.afterAll(async () => {
  await stack?.close();
});
test.beforeEach(async ({ browser }) => {
  portal = await openPortal(browser, { baseURL: stack.origins[0] });
});
test.afterEach(async () => {
  await portal.context.close();
});

/** External ID's one flow: /<tenant>/v2.0/…, no policy segment. */
const onProviderPage = new RegExp(`/${LOCAL_IDP_DEFAULTS.tenant.replace(/\./g, '\\.')}/v2\\.0/`, 'i');

/** Asks for `path`, is sent to /signin, and goes on to the provider's page. */
async function toProvider(page: Page, path = '/dashboard'): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL(/\/signin$/, ACROSS_PAGE_LOADS);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(onProviderPage, ACROSS_PAGE_LOADS);
}

test.describe('signed in through Entra External ID', () => {
  test('reads the same profile as through B2C: name, member number (its store preselected, no notice), e-mail for the store chain', async () => {
    const { page } = portal;
    const chainCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/ibcstorechain/'))
        chainCalls.push(decodeURIComponent(new URL(request.url()).pathname));
    });
    await toProvider(page, '/programs/active');
    await page.getByLabel('Email').fill('member@example.com');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/programs\/active$/, ACROSS_PAGE_LOADS);
    await waitForHeading(page, 'Active Programs');
    await expect(page.getByText('Maria Alvarez').first()).toBeVisible();
    await expect(page.getByTestId('current-store-name')).toHaveText('Maple Street Market');
    await expect(page.getByText(/matches none of your stores|carries no member number/)).toHaveCount(0);
    await expect.poll(() => chainCalls).toContain('/api/ibcstorechain/member@example.com');
    await expectAccessible(page);
    expect(portal.problems.join('\n')).toBe('');
  });

  test('reads the member number from the extension attribute: 99999 is named when it matches no store', async () => {
    const { page } = portal;
    await toProvider(page);
    await page.getByLabel('Email').fill('mismatch@example.com');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await waitForHeading(page, 'Dashboard');
    await expect(page.getByText(/Your member number 99999 matches none of your stores/)).toBeVisible();
    await expect(page.getByText('Lena Fischer').first()).toBeVisible();
  });

  test('resets a forgotten password inside the sign-in flow and comes back signed in, on the page first asked for', async () => {
    const { page } = portal;
    await toProvider(page, '/newsletter');
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await resetPasswordOnProvider(page, 'single@example.com', 'Harbor#2026');
    await expect(page).toHaveURL(/\/newsletter$/);
    await expect(page.getByText('Sam Okafor').first()).toBeVisible();
    expect(portal.problems.join('\n')).toBe('');
  });

  test('opens External ID’s sign-up from /signup (prompt=create), and the new member is signed in', async () => {
    const { page } = portal;
    await page.goto('/signup');
    await page.getByRole('button', { name: /cooperative/i }).click();
    await expect(page.getByRole('heading', { name: 'Create account' })).toBeVisible();
    await expect(page).toHaveURL((url) => onProviderPage.test(url.pathname));
    await page.getByLabel('First name').fill('Ana');
    await page.getByLabel('Last name').fill('Silva');
    await page.getByLabel('Email').fill(`ana.${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Ana Silva').first()).toBeVisible();
    // A new member has no member number yet, and the portal says so rather than failing.
    await expect(page.getByText(/Your sign-in carries no member number/)).toBeVisible();
  });

  test('serves every tab of the browser with one sign-in: a new tab opens signed in, without the provider, and Logout in one signs the other out', async () => {
    const { page, context } = portal;
    await signInThroughProviderToDashboard(page);
    const provider = new URL(stack.identityProviderOrigin).origin;
    // (Not the discovery document, which MSAL keeps in memory only and each new tab of this build asks for once.)
    const asked: string[] = [];
    context.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === provider && !url.pathname.endsWith('/.well-known/openid-configuration'))
        asked.push(url.pathname);
    });
    const tab = await context.newPage();
    watchProblems(tab, portal.problems);
    await tab.goto('/newsletter');
    await waitForHeading(tab, 'Newsletter');
    await expect(tab.getByText('Maria Alvarez').first()).toBeVisible();
    await expect.poll(() => asked).toEqual([]);

    await logOut(tab);
    await expectSignInPage(page);
    expect(portal.problems.join('\n')).toBe('');
  });

  test('after a Logout, another account signed in in one tab is the one every tab shows', async () => {
    const { page, context } = portal;
    await signInThroughProviderToDashboard(page);
    await expect(page.getByTestId('current-store-name')).toHaveText('Maple Street Market');
    const tab = await context.newPage();
    watchProblems(tab, portal.problems);
    await tab.goto('/dashboard');
    await waitForHeading(tab, 'Dashboard');
    await logOut(tab);
    await expectSignInPage(page);

    await signInThroughProviderToDashboard(tab, 'single@example.com');
    await expect(tab.getByTestId('current-store-name')).toHaveText('Harbor Corner Store');
    // The first tab follows the browser's member, on the page it was showing; nothing of the first one stays.
    await expect(page).toHaveURL(/\/dashboard$/, ACROSS_PAGE_LOADS);
    await expect(page.getByTestId('current-store-name')).toHaveText('Harbor Corner Store');
    await expect(page.getByText('Sam Okafor').first()).toBeVisible();
    await expect(page.getByText('Maria Alvarez')).toHaveCount(0);
    expect(portal.problems.join('\n')).toBe('');
  });

  test('closing the browser ends the session: the next person is asked who they are', async ({ browser }) => {
    await signInThroughProviderToDashboard(portal.page);
    portal = await openPortal(browser, { baseURL: stack.origins[0], storageState: await closeBrowser(portal) });
    const { page } = portal;
    await page.goto('/dashboard');
    await expectSignInPage(page);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(onProviderPage, ACROSS_PAGE_LOADS);
    await expect(page.getByLabel('Email')).toBeVisible();
    expect(portal.problems.join('\n')).toBe('');
  });

  test('closing the browser after Keep me signed in: the next one signs in again, once, through the provider’s session', async ({
    browser,
  }) => {
    await signInThroughProviderToDashboard(portal.page, undefined, { keepSignedIn: true });
    portal = await openPortal(browser, { baseURL: stack.origins[0], storageState: await closeBrowser(portal) });
    const { page } = portal;
    await page.goto('/dashboard');
    await expectSignInPage(page);
    await expect(page.getByText('Maria Alvarez')).toHaveCount(0);
    // The provider's own session is alive: Sign in brings the member back without asking for anything.
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/, ACROSS_PAGE_LOADS);
    await waitForHeading(page, 'Dashboard');
    await expect(page.getByText('Maria Alvarez').first()).toBeVisible();
    expect(portal.problems.join('\n')).toBe('');
  });
});
