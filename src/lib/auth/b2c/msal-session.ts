// What MSAL keeps, read before MSAL has loaded (the portal decides how to start from it). MSAL keeps its cache in
// localStorage, shared by every tab of the browser, each account and token encrypted with a key that lives in a
// session cookie (`msal.cache.encryption`). When the browser closes, the cookie goes; what stays in localStorage can
// no longer be read, and MSAL drops it the next time it starts. So a session is live only when the cookie is there
// and MSAL's entries were encrypted under its key: the entries alone say nothing after a restart of the browser.

/** MSAL's session cookie holding the key of what it encrypts (also read by the build's preload script). */
export const KEY_COOKIE = 'msal.cache.encryption';

/** Where MSAL keeps things: the browser's storages and cookies, or stand-ins in tests. */
export interface MsalStorage {
  local: Storage;
  session: Storage;
  cookies: string;
}

export const browserStorage = (): MsalStorage => ({
  local: window.localStorage,
  session: window.sessionStorage,
  cookies: document.cookie,
});

/** The id of this browser session's key, from MSAL's cookie; null when there is none (the browser closed since). */
export function sessionKeyId(cookies: string): string | null {
  for (const cookie of cookies.split(';')) {
    const [name = '', ...value] = cookie.trim().split('=');
    if (name !== encodeURIComponent(KEY_COOKIE)) continue;
    try {
      const { id } = JSON.parse(decodeURIComponent(value.join('='))) as { id?: unknown };
      return typeof id === 'string' && id ? id : null;
    } catch {
      return null;
    }
  }
  return null;
}

function encryptedWith(raw: string | null, id: string): boolean {
  if (!raw?.startsWith('{')) return false;
  try {
    return (JSON.parse(raw) as { id?: unknown }).id === id;
  } catch {
    return false;
  }
}

/**
 * The keys of MSAL's entries that this browser session can read (an account, its tokens), lower-cased: MSAL names
 * them after the account's homeAccountId. Empty when signed out, or when what is kept is from a closed browser.
 * Throws when storage cannot be read.
 */
export function liveSessionKeys({ local, cookies }: Pick<MsalStorage, 'local' | 'cookies'>): string[] {
  const id = sessionKeyId(cookies);
  if (!id) return [];
  return Object.keys(local)
    .filter((key) => key.startsWith('msal.') && encryptedWith(local.getItem(key), id))
    .map((key) => key.toLowerCase());
}

/** What MSAL leaves in a tab's session storage after a sign-out: on its own, no interaction under way. */
export const MSAL_SIGNED_OUT_MARKER = 'msal.version';

/**
 * Whether MSAL has a redirect under way in this tab (its state of the interaction is kept per tab, in session
 * storage): Back from the provider page, or the answer on its way. Throws when storage cannot be read.
 */
export function interactionInTab(session: Storage, clientId: string): boolean {
  return Object.keys(session).some(
    (key) => (key.startsWith('msal.') && key !== MSAL_SIGNED_OUT_MARKER) || key.includes(clientId),
  );
}
