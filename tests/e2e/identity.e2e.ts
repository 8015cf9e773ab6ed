import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, openPortal, signInThroughProvider, waitForHeading, type PortalPage } from './browser';

// The configured build: B2C through MSAL's redirect flow against the local provider over https, with discovery.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// Everything MSAL or the template flow keeps about a session (msal.version only records the library version).
const storageKeys = (portal: PortalPage) =>
  portal.page.evaluate(() => [...Object.keys(sessionStorage), ...Object.keys(localStorage)].filter((key) => (key.startsWith('msal.') && key !== 'msal.version') || key === 'token' || /idtoken|accesstoken|refreshtoken/i.test(key)));

describe('member sign-in through the identity provider', () => {
  let portal: PortalPage;
  beforeAll(async () => {
    portal = await openPortal(browser);
  });

  it('shows a Sign in button on /signin and does not redirect by itself', async () => {
    await portal.page.goto('/programs/active');
    await portal.page.waitForURL('**/signin');
    await waitForHeading(portal.page, 'Sign in to your member account');
    expect(portal.page.url()).toContain('/signin');
    await expectAccessible(portal.page);
  });

  it('signs in, reopens the first requested page and shows the member’s name', async () => {
    await signInThroughProvider(portal.page);
    await portal.page.waitForURL('**/programs/active');
    await waitForHeading(portal.page, 'Active Programs');
    await expect.poll(() => portal.page.getByText('Maria Alvarez').first().isVisible()).toBe(true);
    await expectAccessible(portal.page);
  });

  it('preselects the member’s store and shows its name and notifications', async () => {
    const { page } = portal;
    await expect.poll(() => page.getByTestId('current-store-name').textContent()).toBe('Maple Street Market');
    expect(await page.getByRole('combobox', { name: 'Store' }).inputValue()).toBe('Maple Street Market');
    await expect.poll(() => page.getByRole('button', { name: /^Notifications, 2 new$/ }).isVisible()).toBe(true);
  });

  it('switches store: the name, the selector and the notification count follow', async () => {
    const { page } = portal;
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
    expect((await storageKeys(portal)).length).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    // The provider sends the member back to /signin (MSAL's state parameter may ride along).
    await page.waitForURL(/\/signin(\?|$)/);
    await waitForHeading(page, 'Sign in to your member account');
    expect(await storageKeys(portal)).toEqual([]);
    expect(portal.problems.join('\n')).toBe('');
  });
});

describe('getting stuck and bad input', () => {
  it('recovers when the member goes Back from the provider page, then signs in', async () => {
    const portal = await openPortal(browser);
    await portal.page.goto('/signin');
    await portal.page.getByRole('button', { name: 'Sign in' }).click();
    await portal.page.waitForURL(/\/cooperative\.onmicrosoft\.com\//);
    await portal.page.goBack();
    await portal.page.waitForURL('**/signin');
    await signInThroughProvider(portal.page);
    await portal.page.waitForURL('**/dashboard');
    await waitForHeading(portal.page, 'Dashboard');
    await portal.context.close();
  });

  it('shows the provider’s No User Found! for an unknown e-mail, and the member can try again', async () => {
    const portal = await openPortal(browser);
    await portal.page.goto('/signin');
    await signInThroughProvider(portal.page, 'nobody@example.com');
    await expect.poll(() => portal.page.getByText('No User Found!').isVisible()).toBe(true);
    await portal.page.getByLabel('Email').fill('single@example.com');
    await portal.page.getByRole('button', { name: 'Sign in' }).click();
    await portal.page.waitForURL('**/dashboard');
    await expect.poll(() => portal.page.getByTestId('current-store-name').textContent()).toBe('Harbor Corner Store');
    await portal.context.close();
  });

  it('explains a member number that matches none of the stores', async () => {
    const portal = await openPortal(browser);
    await portal.page.goto('/signin');
    await signInThroughProvider(portal.page, 'mismatch@example.com');
    await portal.page.waitForURL('**/dashboard');
    await expect.poll(() => portal.page.getByText(/Your member number 99999 matches none of your stores/).isVisible()).toBe(true);
    await expectAccessible(portal.page);
    await portal.context.close();
  });

  it('copes with a token that lacks name and member-number claims', async () => {
    const portal = await openPortal(browser);
    await portal.page.goto('/signin');
    await signInThroughProvider(portal.page, 'noclaims@example.com');
    await portal.page.waitForURL('**/dashboard');
    await expect.poll(() => portal.page.getByText(/Your sign-in carries no member number/).isVisible()).toBe(true);
    expect(portal.problems.join('\n')).toBe('');
    await portal.context.close();
  });

  it('starts the provider’s own sign-up flow from /signup, and the new member is signed in', async () => {
    const portal = await openPortal(browser);
    await portal.page.goto('/signup');
    await portal.page.getByRole('button', { name: /cooperative/i }).click();
    await portal.page.getByLabel('First name').fill('Nia');
    await portal.page.getByLabel('Last name').fill('Osei');
    await portal.page.getByLabel('Email').fill(`nia.${Date.now()}@example.com`);
    await portal.page.getByRole('button', { name: 'Create account' }).click();
    await portal.page.waitForURL('**/dashboard');
    await expect.poll(() => portal.page.getByText('Nia Osei').first().isVisible()).toBe(true);
    expect(portal.problems.join('\n')).toBe('');
    await portal.context.close();
  });
});
