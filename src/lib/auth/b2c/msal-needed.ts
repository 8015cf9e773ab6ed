import { browserStorage, interactionInTab, liveSessionKeys, type MsalStorage } from './msal-session';

/**
 * Whether MSAL has work to do as the portal starts: the identity provider's answer in the address (MSAL asks for it
 * in the fragment; state plus code or error), an interaction under way in this tab, or a session of this browser
 * that MSAL can still read (msal-session.ts). Otherwise the visitor is signed out, and MSAL (~75 KiB) waits until
 * they press Sign in, so the sign-in page paints without it.
 */
export function msalNeededAtStart(
  clientId: string,
  location: Pick<Location, 'hash' | 'search'> = window.location,
  storage: () => MsalStorage = browserStorage,
): boolean {
  for (const part of [location.hash, location.search]) {
    const answer = new URLSearchParams(part.replace(/^[#?]/, ''));
    if (answer.has('state') && (answer.has('code') || answer.has('error'))) return true;
  }
  try {
    const stored = storage();
    return interactionInTab(stored.session, clientId) || liveSessionKeys(stored).length > 0;
  } catch {
    // Unreadable storage: let MSAL look for itself, as it always did.
    return true;
  }
}
