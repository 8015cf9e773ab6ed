import type { Page } from 'playwright-core';

// The identity provider's own sign-in page, driven as a member does. Free of vitest, so the global setup (which
// signs the test members in once, saved-sessions.ts) uses the same steps as the tests.

/** Signs in through the identity provider's own page (the real MSAL redirect flow), from the portal's /signin. */
export async function signInThroughProvider(page: Page, email = 'member@example.com'): Promise<void> {
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/cooperative\.onmicrosoft\.com\//);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
