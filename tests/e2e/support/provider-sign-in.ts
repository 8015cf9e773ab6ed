import { expect, type Page } from '@playwright/test';
import { ACROSS_PAGE_LOADS } from './paths';

/** Any page of the local identity provider (its tenant's path). */
export const PROVIDER_PAGE = /\/cooperative\.onmicrosoft\.com\//;

/**
 * Signs in through the identity provider's own page (the real MSAL redirect flow), from the portal's /signin.
 * `keepSignedIn` ticks the provider's "Keep me signed in": its session then outlives the browser.
 */
export async function signInThroughProvider(
  page: Page,
  email = 'member@example.com',
  { keepSignedIn = false }: { keepSignedIn?: boolean } = {},
): Promise<void> {
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(PROVIDER_PAGE, ACROSS_PAGE_LOADS);
  await page.getByLabel('Email').fill(email);
  if (keepSignedIn) await page.getByLabel('Keep me signed in').check();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}
