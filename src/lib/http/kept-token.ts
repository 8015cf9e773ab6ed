// The access token a tab last got from MSAL, kept for the tab's next page load: a returning member's page can then ask
// for its data at once, before MSAL (~70 KiB) has been fetched and started, and MSAL loads only when it has work (the
// token near its end, Logout): not at all on most page loads of a tab. Kept as MSAL keeps its own cache: encrypted
// (AES-GCM) under a key that lives in a session cookie (@/lib/session-key), so that once the browser closes what is
// left in storage cannot be read; in this tab's session storage, with the account it belongs to and when it expires.
// Used only for that account and while it has minutes left; otherwise the page waits for MSAL as before. Logout
// forgets it (forgetKeptToken), and MSAL's next token replaces it.

import { createSessionKey } from '@/lib/session-key';

const STORAGE_KEY = 'memberPortal.keptToken';
// Its own key, not the members' data key: it goes whenever a start finds nobody signed in, which a draft outlives.
const tokenKey = createSessionKey('memberPortal.tokenKey');
/** A token this close to its end is not used: the calls of a page load would outlive it. */
const MARGIN_MS = 5 * 60_000;

interface Kept {
  owner: string;
  expiresAt: number;
  iv: string;
  data: string;
}

let lastKept: string | null = null;

/** Keeps `token` (for the account `owner`, expiring at `expiresOn`) for this tab's next page load. */
export async function keepToken(owner: string, token: string, expiresOn: Date | null): Promise<void> {
  if (!expiresOn || token === lastKept) return;
  lastKept = token;
  try {
    const kept: Kept = { owner, expiresAt: expiresOn.getTime(), ...(await tokenKey.sealText(token)) };
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(kept));
  } catch {
    // Storage full or blocked, no Web Crypto: the next page load waits for MSAL, as without a kept token.
    lastKept = null;
  }
}

/** The token kept for `owner`, when it can be read and has more than a few minutes left; null otherwise. */
export async function keptToken(owner: string, now = Date.now()): Promise<string | null> {
  try {
    const kept = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Kept | null;
    if (!kept || !tokenKey.exists() || kept.owner !== owner || kept.expiresAt - now < MARGIN_MS) return null;
    return await tokenKey.openText(kept);
  } catch {
    // Kept under the key of a browser session that ended, or altered: not usable.
    return null;
  }
}

/** Drops the kept token and its key (Logout, or a start that finds nobody signed in): no cookie of it stays. */
export function forgetKeptToken(): void {
  lastKept = null;
  tokenKey.forget();
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage blocked: nothing was kept.
  }
}
