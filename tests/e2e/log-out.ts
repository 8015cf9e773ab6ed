import type { Page } from '@playwright/test';
import { expect, waitForHeading, type PortalPage } from './browser';
import type { SavedSession } from './support/saved-sessions';

/** The sign-in page, after a Logout: the provider sends the member back there (MSAL's state may ride along). */
export async function expectSignInPage(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/signin(\?|$)/);
  await waitForHeading(page, 'Sign in to your member account');
}

/** Logout from the account menu, as a member does, until the sign-in page shows. */
export async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expectSignInPage(page);
}

/**
 * Closes the portal's browser: what the next browser session starts from is the context's storage without its session
 * cookies. MSAL's key is one of them; the provider's own session and MSAL's encrypted entries in local storage stay.
 */
export async function closeBrowser(portal: PortalPage): Promise<SavedSession['storageState']> {
  const state = await portal.context.storageState();
  expect(portal.problems.join('\n')).toBe('');
  await portal.context.close();
  expect(state.cookies).toContainEqual(expect.objectContaining({ name: 'msal.cache.encryption', expires: -1 }));
  return { ...state, cookies: state.cookies.filter((cookie) => cookie.expires !== -1) };
}
