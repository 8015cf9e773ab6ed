import type { Browser, BrowserContext } from 'playwright-core';
import { signInThroughProvider } from './provider-sign-in';

/**
 * A member's sign-in as the configured build left it: the browser's cookies and MSAL's entries in local storage
 * (the identity provider's session among them) and MSAL's entries in the tab's session storage, which a Playwright
 * storageState does not carry. Nothing the portal itself wrote (store choice, theme, drafts): a test starts as a
 * member who has just come back from the provider.
 */
export interface SavedSession {
  storageState: Awaited<ReturnType<BrowserContext['storageState']>>;
  sessionStorage: Record<string, string>;
  origin: string;
}

/** The members whose signed-in tabs the suite hands out (tests/e2e/browser.ts openSignedInPortal). */
export const SAVED_MEMBERS = ['member@example.com', 'single@example.com', 'chain@example.com'] as const;
export type SavedMember = (typeof SAVED_MEMBERS)[number];

// MSAL's keys (msal-needed.ts reads the same): its own prefix, or the app's client id in the key.
const isMsalKey = (key: string, clientId: string): boolean => key.startsWith('msal.') || key.includes(clientId);

/** Signs `email` in through the provider, as the tests did one by one, and keeps what MSAL and the provider left. */
async function signInOnce(browser: Browser, baseURL: string, clientId: string, email: string): Promise<SavedSession> {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await page.goto('/dashboard');
    await page.waitForURL('**/signin');
    await signInThroughProvider(page, email);
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    const tab = await page.evaluate(() =>
      Object.fromEntries(Object.keys(sessionStorage).map((key) => [key, sessionStorage.getItem(key) ?? ''])),
    );
    const state = await context.storageState();
    return {
      storageState: {
        cookies: state.cookies,
        origins: state.origins.map((origin) => ({
          ...origin,
          localStorage: origin.localStorage.filter((entry) => isMsalKey(entry.name, clientId)),
        })),
      },
      sessionStorage: Object.fromEntries(Object.entries(tab).filter(([key]) => isMsalKey(key, clientId))),
      origin: new URL(baseURL).origin,
    };
  } finally {
    await context.close();
  }
}

/** Each saved member signed in once, side by side. */
export async function signInSavedMembers(
  browser: Browser,
  baseURL: string,
  clientId: string,
): Promise<Record<SavedMember, SavedSession>> {
  const sessions = await Promise.all(SAVED_MEMBERS.map((email) => signInOnce(browser, baseURL, clientId, email)));
  return Object.fromEntries(SAVED_MEMBERS.map((email, index) => [email, sessions[index]!])) as Record<
    SavedMember,
    SavedSession
  >;
}
