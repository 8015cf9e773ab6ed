import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';
import { savedSessionFile } from './paths';

/**
 * A member's sign-in as the configured build left it, all of it in a Playwright storageState: the browser's cookies
 * (the identity provider's session, and the session cookie holding the key MSAL encrypts its cache with) and MSAL's
 * entries in local storage. Nothing the portal itself wrote (store choice, theme, drafts): a test starts as a member
 * who has just come back from the provider.
 */
export interface SavedSession {
  storageState: Awaited<ReturnType<BrowserContext['storageState']>>;
}

/** The members whose signed-in tabs the suite hands out (browser.ts openSignedInPortal); admin@example.com: staff. */
export const SAVED_MEMBERS = [
  'member@example.com',
  'single@example.com',
  'chain@example.com',
  'admin@example.com',
] as const;
export type SavedMember = (typeof SAVED_MEMBERS)[number];

// MSAL's keys: its own prefix, or the app's client id in the key.
const isMsalKey = (key: string, clientId: string): boolean => key.startsWith('msal.') || key.includes(clientId);

/** What MSAL and the provider left in `page`'s context after a sign-in, MSAL's keys only. */
export async function captureSession(page: Page, clientId: string): Promise<SavedSession> {
  const state = await page.context().storageState();
  return {
    storageState: {
      cookies: state.cookies,
      origins: state.origins.map((origin) => ({
        ...origin,
        localStorage: origin.localStorage.filter((entry) => isMsalKey(entry.name, clientId)),
      })),
    },
  };
}

const loaded = new Map<SavedMember, SavedSession>();

/** The session the sign-in project saved for `email`. */
export function savedSession(email: SavedMember): SavedSession {
  let session = loaded.get(email);
  if (!session) {
    session = JSON.parse(readFileSync(savedSessionFile(email), 'utf8')) as SavedSession;
    loaded.set(email, session);
  }
  return session;
}
