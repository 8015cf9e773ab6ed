import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LOCAL_IDP_DEFAULTS } from '../../scripts/idp/local-idp.mjs';
import { manifestPath } from '../../scripts/build-meta.mjs';
import { root } from '../../scripts/processes.mjs';
import {
  ACROSS_PAGE_LOADS,
  expect,
  expectAccessible,
  openPortal,
  resetPasswordOnProvider,
  signInThroughProvider,
  test,
  untilAllFetchedAhead,
  waitForHeading,
  type PortalPage,
} from './browser';
import { E2E_BUILDS } from './support/paths';
import { logOut } from './log-out';

// The configured build: B2C through MSAL's redirect flow against the local provider over https, with discovery.
// Every test opens its own browser context (its own storage, so its own signed-in or signed-out state) and closes it
// afterwards, so no test depends on another having run before it.
let portal: PortalPage;
test.beforeEach(async ({ browser }) => {
  portal = await openPortal(browser);
});
test.afterEach(async () => {
  await portal.context.close();
});

const tenant = LOCAL_IDP_DEFAULTS.tenant.replace(/\./g, '\\.');
const onProviderPage = new RegExp(`/${tenant}/`, 'i');

// Everything MSAL or the template flow keeps about a session (msal.version only records the library version).
const storageKeys = () =>
  portal.page.evaluate(() =>
    [...Object.keys(sessionStorage), ...Object.keys(localStorage)].filter(
      (key) =>
        (key.startsWith('msal.') && key !== 'msal.version') ||
        key === 'token' ||
        key === 'memberPortal.keptToken' ||
        /idtoken|accesstoken|refreshtoken/i.test(key),
    ),
  );

/** Signed in as `email` through the provider's page, on the dashboard. */
async function signedIn(email = 'member@example.com'): Promise<void> {
  await portal.page.goto('/signin');
  await signInThroughProvider(portal.page, email);
  await expect(portal.page).toHaveURL(/\/dashboard$/);
  await waitForHeading(portal.page, 'Dashboard');
}

/** On /signin with the sign-in page rendered: the portal has finished reading whatever the provider answered. */
async function backOnSignIn(): Promise<void> {
  await expect(portal.page).toHaveURL(/\/signin$/);
  await waitForHeading(portal.page, 'Sign in to your member account');
}

test.describe('a signed-out member', () => {
  test('is sent to /signin, which does not redirect by itself; signs in, gets the first requested page back and sees their name', async () => {
    const { page } = portal;
    await test.step('is sent to /signin, which shows a Sign in button and does not redirect by itself', async () => {
      await page.goto('/programs/active');
      await expect(page).toHaveURL(/\/signin$/, ACROSS_PAGE_LOADS);
      await waitForHeading(page, 'Sign in to your member account');
      await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
      await expect(page).toHaveURL(/\/signin$/);
      await expectAccessible(page);
    });

    await test.step('signs in, gets the first requested page back and sees their name', async () => {
      await signInThroughProvider(page);
      await expect(page).toHaveURL(/\/programs\/active$/);
      await waitForHeading(page, 'Active Programs');
      await expect(page.getByText('Maria Alvarez').first()).toBeVisible();
      await expectAccessible(page);
    });
  });

  test('gets the sign-in page without the identity library, which Sign in then fetches', async () => {
    const manifest = JSON.parse(readFileSync(manifestPath(path.join(root, E2E_BUILDS.app)), 'utf8')) as Record<
      string,
      { file: string }
    >;
    const msalChunk = `/${manifest['src/lib/auth/b2c/B2CAuthProvider.tsx']?.file}`;
    const scripts: string[] = [];
    portal.page.on('request', (request) => void scripts.push(new URL(request.url()).pathname));
    await portal.page.goto('/signin');
    await waitForHeading(portal.page, 'Sign in to your member account');
    await untilAllFetchedAhead(portal.page, scripts);
    // Everything the page fetches by itself has been asked for: the identity library is not among it.
    expect(scripts).not.toContain(msalChunk);
    await signInThroughProvider(portal.page);
    await expect.poll(() => scripts).toContain(msalChunk);
    await expect(portal.page).toHaveURL(/\/dashboard$/);
    await waitForHeading(portal.page, 'Dashboard');
  });
});

test.describe('a signed-in member', () => {
  // One sign-in for the three behaviours, in the order a member meets them: the store first shown, another store
  // chosen, then Logout.
  test('has their store preselected, switches store, and logs out leaving no token', async () => {
    const { page } = portal;
    await signedIn();

    await test.step('has their store preselected, with its name and notifications', async () => {
      await expect(page.getByTestId('current-store-name')).toHaveText('Maple Street Market');
      await expect(page.getByRole('combobox', { name: 'Store' })).toHaveValue('Maple Street Market');
      await expect(page.getByRole('button', { name: /^Notifications, 2 new$/ })).toBeVisible();
    });

    await test.step('switches store: the name, the selector and the notification count follow', async () => {
      await page.getByRole('combobox', { name: 'Store' }).click();
      await page.getByRole('option', { name: /Hilltop Convenience/ }).click();
      await expect(page.getByTestId('current-store-name')).toHaveText('Hilltop Convenience');
      await expect(page.getByRole('combobox', { name: 'Store' })).toHaveValue('Hilltop Convenience');
      await expect(page.getByRole('button', { name: /^Notifications, 1 new$/ })).toBeVisible();
      await page.getByRole('button', { name: /^Notifications/ }).click();
      await expect(page.getByRole('list', { name: 'Notifications' }).getByRole('listitem')).toHaveCount(1);
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('list', { name: 'Notifications' })).toBeHidden();
    });

    await test.step('logs out back to /signin and leaves no token in browser storage', async () => {
      await expect.poll(async () => (await storageKeys()).length).toBeGreaterThan(0);
      await logOut(page);
      // The sign-in page paints from its HTML at once; MSAL then finishes the sign-out's bookkeeping in the app.
      await expect.poll(storageKeys).toEqual([]);
      expect(portal.problems.join('\n')).toBe('');
    });
  });
});

test.describe('leaving the provider’s page the ways B2C offers', () => {
  test('Cancel: back on /signin with no message, and Sign in still works', async () => {
    const { page } = portal;
    await page.goto('/signin');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(onProviderPage);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await backOnSignIn();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    await signInThroughProvider(page);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Maria Alvarez').first()).toBeVisible();
    expect(portal.problems.join('\n')).toBe('');
  });

  test('Forgot your password?: the reset flow (e-mail, new password) and then signed in on /dashboard', async () => {
    const { page } = portal;
    await page.goto('/signin');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(onProviderPage);
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    // Back at the portal for a moment, which starts the password-reset user flow at the provider.
    await waitForHeading(page, 'Reset password');
    await expect(page).toHaveURL(new RegExp(tenant, 'i'));
    await resetPasswordOnProvider(page, 'single@example.com', 'harbor-2026');
    await expect(page).toHaveURL(/\/dashboard$/, ACROSS_PAGE_LOADS);
    await waitForHeading(page, 'Dashboard');
    await expect(page.getByTestId('current-store-name')).toHaveText('Harbor Corner Store');
    await expect(page.getByText('We could not sign you in', { exact: false })).toHaveCount(0);
    expect(portal.problems.join('\n')).toBe('');
  });
});

test.describe('getting stuck and bad input', () => {
  test('recovers when the member goes Back from the provider page, then signs in', async () => {
    const { page } = portal;
    await page.goto('/signin');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(onProviderPage);
    await page.goBack();
    await expect(page).toHaveURL(/\/signin$/);
    await signInThroughProvider(page);
    await expect(page).toHaveURL(/\/dashboard$/, ACROSS_PAGE_LOADS);
    await waitForHeading(page, 'Dashboard');
  });

  test('shows the provider’s No User Found! for an unknown e-mail, and the member can try again', async () => {
    const { page } = portal;
    await page.goto('/signin');
    await signInThroughProvider(page, 'nobody@example.com');
    await expect(page.getByText('No User Found!')).toBeVisible();
    await page.getByLabel('Email').fill('single@example.com');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('current-store-name')).toHaveText('Harbor Corner Store');
  });

  test('explains a member number that matches none of the stores', async () => {
    await signedIn('mismatch@example.com');
    await expect(portal.page.getByText(/Your member number 99999 matches none of your stores/)).toBeVisible();
    await expectAccessible(portal.page);
  });

  test('copes with a token that lacks name and member-number claims', async () => {
    await signedIn('noclaims@example.com');
    await expect(portal.page.getByText(/Your sign-in carries no member number/)).toBeVisible();
    expect(portal.problems.join('\n')).toBe('');
  });

  test('starts the provider’s own sign-up flow from /signup, and the new member is signed in', async () => {
    const { page } = portal;
    await page.goto('/signup');
    await page.getByRole('button', { name: /cooperative/i }).click();
    await page.getByLabel('First name').fill('Nia');
    await page.getByLabel('Last name').fill('Osei');
    await page.getByLabel('Email').fill(`nia.${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Nia Osei').first()).toBeVisible();
    expect(portal.problems.join('\n')).toBe('');
  });
});
