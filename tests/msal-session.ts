// A session as MSAL keeps it in a browser (src/lib/auth/b2c/msal-session.ts): the account's entries in localStorage,
// encrypted under the key of MSAL's session cookie. For the tests of how the portal starts before MSAL has loaded.
const KEY_ID = 'key-of-this-browser-session';

/** `homeAccountId` signed in in this browser session. */
export function keepMsalSession(homeAccountId: string): void {
  document.cookie = `msal.cache.encryption=${encodeURIComponent(JSON.stringify({ id: KEY_ID, key: 'secret' }))};path=/`;
  localStorage.setItem(
    `msal.3|${homeAccountId}|localhost|tenant`.toLowerCase(),
    JSON.stringify({ id: KEY_ID, nonce: 'n', data: 'encrypted', lastUpdatedAt: '1' }),
  );
}

/** The browser closed and opened again: its session cookie is gone, MSAL's entries are still in localStorage. */
export function closeBrowser(): void {
  document.cookie = 'msal.cache.encryption=;path=/;expires=Thu, 01 Jan 1970 00:00:00 GMT';
}

/** Nothing of MSAL's left. */
export function forgetMsalSession(): void {
  closeBrowser();
  for (const key of Object.keys(localStorage)) if (key.startsWith('msal.')) localStorage.removeItem(key);
}
