import type { Page } from '@playwright/test';
import { expect, waitForHeading } from './browser';

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
