import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';
import { LIVE_SESSION_KEY } from '../../../src/lib/auth/live-session';
import { savedSessionFile } from './paths';

/**
 * A member's sign-in as the configured build left it, all of it in a Playwright storageState: the browser's cookies
 * (the identity provider's session, the session cookie holding the key MSAL encrypts its cache with, the portal's
 * live-session cookie), MSAL's entries in local storage and the portal's record of the live session. Nothing else the
 * portal wrote (store choice, theme, drafts): a test starts as a member who has just come back from the provider.
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

// MSAL's keys (its own prefix, or the app's client id in the key), and the portal's record of the live session.
const isSessionKey = (key: string, clientId: string): boolean =>
  key.startsWith('msal.') || key.includes(clientId) || key === LIVE_SESSION_KEY;

/** What MSAL, the provider and the live session left in `page`'s context after a sign-in. */
export async function captureSession(page: Page, clientId: string): Promise<SavedSession> {
  const state = await page.context().storageState();
  return {
    storageState: {
      cookies: state.cookies,
      origins: state.origins.map((origin) => ({
        ...origin,
        localStorage: origin.localStorage.filter((entry) => isSessionKey(entry.name, clientId)),
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
