import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LOCAL_IDP_DEFAULTS } from '../../scripts/idp/local-idp.mjs';
import { manifestPath } from '../../scripts/build-meta.mjs';
import { root } from '../../scripts/processes.mjs';
import {
  expectAccessible,
  launchBrowser,
  openPortal,
  resetPasswordOnProvider,
  signInThroughProvider,
  untilAllFetchedAhead,
  waitForHeading,
  type PortalPage,
} from './browser';

// The configured build: B2C through MSAL's redirect flow against the local provider over https, with discovery.
// Every test opens its own browser context (its own storage, so its own signed-in or signed-out state) and closes it
// afterwards, so no test depends on another having run before it.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

let portal: PortalPage;
beforeEach(async () => {
  portal = await openPortal(browser);
});
afterEach(async () => {
  await portal.context.close();
});

const onProviderPage = new RegExp(`/${LOCAL_IDP_DEFAULTS.tenant.replace(/\./g, '\\.')}/`, 'i');

// Everything MSAL or the template flow keeps about a session (msal.version only records the library version).
const storageKeys = () =>
  portal.page.evaluate(() =>
    [...Object.keys(sessionStorage), ...Object.keys(localStorage)].filter(
      (key) =>
        (key.startsWith('msal.') && key !== 'msal.version') ||
        key === 'token' ||
        /idtoken|accesstoken|refreshtoken/i.test(key),
    ),
  );

/** Signed in as `email` through the provider's page, on the dashboard. */
async function signedIn(email = 'member@example.com'): Promise<void> {
  await portal.page.goto('/signin');
  await signInThroughProvider(portal.page, email);
  await portal.page.waitForURL('**/dashboard');
  await waitForHeading(portal.page, 'Dashboard');
}

/** On /signin with the sign-in page rendered: the portal has finished reading whatever the provider answered. */
async function backOnSignIn(): Promise<void> {
  await portal.page.waitForURL(/\/signin$/);
  await waitForHeading(portal.page, 'Sign in to your member account');
}

describe('a signed-out member', () => {
  it('is sent to /signin, which shows a Sign in button and does not redirect by itself', async () => {
    await portal.page.goto('/programs/active');
    await portal.page.waitForURL('**/signin');
    await waitForHeading(portal.page, 'Sign in to your member account');
    expect(portal.page.url()).toContain('/signin');
    await expectAccessible(portal.page);
  });

  it('gets the sign-in page without the identity library, which Sign in then fetches', async () => {
    const manifest = JSON.parse(readFileSync(manifestPath(path.join(root, 'dist')), 'utf8')) as Record<
      string,
      { file: string }
    >;
    const msalChunk = `/${manifest['src/lib/auth/b2c/B2CAuthProvider.tsx']?.file}`;
    const scripts: string[] = [];
    portal.page.on('request', (request) => void scripts.push(new URL(request.url()).pathname));
    await portal.page.goto('/signin');
    await waitForHeading(portal.page, 'Sign in to your member account');
    await untilAllFetchedAhead(portal.page, scripts);
    expect(scripts).not.toContain(msalChunk);
    await signInThroughProvider(portal.page);
    expect(scripts).toContain(msalChunk);
    await portal.page.waitForURL('**/dashboard');
    await waitForHeading(portal.page, 'Dashboard');
  });

  it('signs in, gets the first requested page back and sees their name', async () => {
    await portal.page.goto('/programs/active');
    await portal.page.waitForURL('**/signin');
    await signInThroughProvider(portal.page);
    await portal.page.waitForURL('**/programs/active');
    await waitForHeading(portal.page, 'Active Programs');
    await expect.poll(() => portal.page.getByText('Maria Alvarez').first().isVisible()).toBe(true);
    await expectAccessible(portal.page);
  });
});

describe('a signed-in member', () => {
  beforeEach(() => signedIn());

  it('has their store preselected, with its name and notifications', async () => {
    const { page } = portal;
    await expect.poll(() => page.getByTestId('current-store-name').textContent()).toBe('Maple Street Market');
    expect(await page.getByRole('combobox', { name: 'Store' }).inputValue()).toBe('Maple Street Market');
    await expect.poll(() => page.getByRole('button', { name: /^Notifications, 2 new$/ }).isVisible()).toBe(true);
  });

  it('switches store: the name, the selector and the notification count follow', async () => {
    const { page } = portal;
    await expect.poll(() => page.getByTestId('current-store-name').textContent()).toBe('Maple Street Market');
    await page.getByRole('combobox', { name: 'Store' }).click();
    await page.getByRole('option', { name: /Hilltop Convenience/ }).click();
    await expect.poll(() => page.getByTestId('current-store-name').textContent()).toBe('Hilltop Convenience');
    await expect.poll(() => page.getByRole('button', { name: /^Notifications, 1 new$/ }).isVisible()).toBe(true);
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await expect.poll(() => page.getByRole('list', { name: 'Notifications' }).getByRole('listitem').count()).toBe(1);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
  });

  it('logs out back to /signin and leaves no token in browser storage', async () => {
    const { page } = portal;
    expect((await storageKeys()).length).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    // The provider sends the member back to /signin (MSAL's state parameter may ride along).
    await page.waitForURL(/\/signin(\?|$)/);
    await waitForHeading(page, 'Sign in to your member account');
    // The sign-in page paints from its HTML at once; MSAL then finishes the sign-out's bookkeeping in the app.
    await expect.poll(storageKeys).toEqual([]);
    expect(portal.problems.join('\n')).toBe('');
  });
});

describe('leaving the provider’s page the ways B2C offers', () => {
  it('Cancel: back on /signin with no message, and Sign in still works', async () => {
    const { page } = portal;
    await page.goto('/signin');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(onProviderPage);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await backOnSignIn();
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Sign in' }).isVisible()).toBe(true);
    await signInThroughProvider(page);
    await page.waitForURL('**/dashboard');
    await expect.poll(() => page.getByText('Maria Alvarez').first().isVisible()).toBe(true);
    expect(portal.problems.join('\n')).toBe('');
  });

  it('Forgot your password?: the reset flow (e-mail, new password) and then signed in on /dashboard', async () => {
    const { page } = portal;
    await page.goto('/signin');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(onProviderPage);
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    // Back at the portal for a moment, which starts the password-reset user flow at the provider.
    await waitForHeading(page, 'Reset password');
    expect(page.url()).toMatch(new RegExp(LOCAL_IDP_DEFAULTS.tenant.replace(/\./g, '\\.'), 'i'));
    await resetPasswordOnProvider(page, 'single@example.com', 'harbor-2026');
    await page.waitForURL('**/dashboard');
    await waitForHeading(page, 'Dashboard');
    await expect.poll(() => page.getByTestId('current-store-name').textContent()).toBe('Harbor Corner Store');
    expect(await page.getByText('We could not sign you in', { exact: false }).count()).toBe(0);
    expect(portal.problems.join('\n')).toBe('');
  });
});

describe('getting stuck and bad input', () => {
  it('recovers when the member goes Back from the provider page, then signs in', async () => {
    await portal.page.goto('/signin');
    await portal.page.getByRole('button', { name: 'Sign in' }).click();
    await portal.page.waitForURL(onProviderPage);
    await portal.page.goBack();
    await portal.page.waitForURL('**/signin');
    await signInThroughProvider(portal.page);
    await portal.page.waitForURL('**/dashboard');
    await waitForHeading(portal.page, 'Dashboard');
  });

  it('shows the provider’s No User Found! for an unknown e-mail, and the member can try again', async () => {
    await portal.page.goto('/signin');
    await signInThroughProvider(portal.page, 'nobody@example.com');
    await expect.poll(() => portal.page.getByText('No User Found!').isVisible()).toBe(true);
    await portal.page.getByLabel('Email').fill('single@example.com');
    await portal.page.getByRole('button', { name: 'Sign in' }).click();
    await portal.page.waitForURL('**/dashboard');
    await expect.poll(() => portal.page.getByTestId('current-store-name').textContent()).toBe('Harbor Corner Store');
  });

  it('explains a member number that matches none of the stores', async () => {
    await signedIn('mismatch@example.com');
    await expect
      .poll(() => portal.page.getByText(/Your member number 99999 matches none of your stores/).isVisible())
      .toBe(true);
    await expectAccessible(portal.page);
  });

  it('copes with a token that lacks name and member-number claims', async () => {
    await signedIn('noclaims@example.com');
    await expect.poll(() => portal.page.getByText(/Your sign-in carries no member number/).isVisible()).toBe(true);
    expect(portal.problems.join('\n')).toBe('');
  });

  it('starts the provider’s own sign-up flow from /signup, and the new member is signed in', async () => {
    await portal.page.goto('/signup');
    await portal.page.getByRole('button', { name: /cooperative/i }).click();
    await portal.page.getByLabel('First name').fill('Nia');
    await portal.page.getByLabel('Last name').fill('Osei');
    await portal.page.getByLabel('Email').fill(`nia.${Date.now()}@example.com`);
    await portal.page.getByRole('button', { name: 'Create account' }).click();
    await portal.page.waitForURL('**/dashboard');
    await expect.poll(() => portal.page.getByText('Nia Osei').first().isVisible()).toBe(true);
    expect(portal.problems.join('\n')).toBe('');
  });
});
