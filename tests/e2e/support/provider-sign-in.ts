import { expect, type Page } from '@playwright/test';

/** Signs in through the identity provider's own page (the real MSAL redirect flow), from the portal's /signin. */
export async function signInThroughProvider(page: Page, email = 'member@example.com'): Promise<void> {
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/cooperative\.onmicrosoft\.com\//);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
