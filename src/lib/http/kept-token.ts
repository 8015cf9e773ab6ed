// The access token a tab last got from MSAL, kept for the tab's next page load: a returning member's page can then ask
// for its data at once, before MSAL (~70 KiB) has been fetched and started, and MSAL loads only when it has work (the
// token near its end, Logout): not at all on most page loads of a tab. Kept as MSAL keeps its own cache: encrypted (AES-GCM) under a key that lives in a session cookie, so
// that once the browser closes what is left in storage cannot be read; in this tab's session storage, with the account
// it belongs to and when it expires. Used only for that account and while it has minutes left; otherwise the page
// waits for MSAL as before. Logout forgets it (forgetKeptToken), and MSAL's next token replaces it.

const STORAGE_KEY = 'memberPortal.keptToken';
const KEY_COOKIE = 'memberPortal.tokenKey';
/** A token this close to its end is not used: the calls of a page load would outlive it. */
const MARGIN_MS = 5 * 60_000;

interface Kept {
  owner: string;
  expiresAt: number;
  iv: string;
  data: string;
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

function cookieKey(): Uint8Array | null {
  for (const cookie of document.cookie.split(';')) {
    const [name = '', value = ''] = cookie.trim().split('=');
    if (name === KEY_COOKIE && value) return fromBase64(decodeURIComponent(value));
  }
  return null;
}

/** This browser session's key: made on first use, in a cookie with no expiry (the browser drops it when it closes). */
function sessionKey(): Uint8Array {
  const existing = cookieKey();
  if (existing) return existing;
  const raw = crypto.getRandomValues(new Uint8Array(32));
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${KEY_COOKIE}=${encodeURIComponent(toBase64(raw))}; path=/; SameSite=Strict${secure}`;
  return raw;
}

const aesKey = (raw: Uint8Array, use: KeyUsage) =>
  crypto.subtle.importKey('raw', raw as BufferSource, 'AES-GCM', false, [use]);

let lastKept: string | null = null;

/** Keeps `token` (for the account `owner`, expiring at `expiresOn`) for this tab's next page load. */
export async function keepToken(owner: string, token: string, expiresOn: Date | null): Promise<void> {
  if (!expiresOn || token === lastKept) return;
  lastKept = token;
  try {
    const iv = crypto.getRandomValues(new Uint8Array(12));
    const key = await aesKey(sessionKey(), 'encrypt');
    const data = new Uint8Array(
      await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(token)),
    );
    const kept: Kept = { owner, expiresAt: expiresOn.getTime(), iv: toBase64(iv), data: toBase64(data) };
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
    const raw = cookieKey();
    if (!kept || !raw || kept.owner !== owner || kept.expiresAt - now < MARGIN_MS) return null;
    const key = await aesKey(raw, 'decrypt');
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: fromBase64(kept.iv) as BufferSource },
      key,
      fromBase64(kept.data),
    );
    return new TextDecoder().decode(plain);
  } catch {
    // Kept under the key of a browser session that ended, or altered: not usable.
    return null;
  }
}

/** Drops the kept token and its key (Logout, or a start that finds nobody signed in): no cookie of it stays. */
export function forgetKeptToken(): void {
  lastKept = null;
  document.cookie = `${KEY_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage blocked: nothing was kept.
  }
}
