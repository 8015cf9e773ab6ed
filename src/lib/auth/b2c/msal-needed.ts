/**
 * Whether MSAL has work to do as the portal starts: the identity provider's answer in the address (MSAL asks for it
 * in the fragment; state plus code or error), or anything MSAL keeps in this tab (a session, or an interaction in
 * progress; `msal.version` alone is what a sign-out leaves). Otherwise the visitor is signed out, and MSAL (~75 KiB)
 * waits until they press Sign in, so the sign-in page paints without it.
 */
/** What MSAL leaves in session storage after a sign-out: on its own, no session. */
export const MSAL_SIGNED_OUT_MARKER = 'msal.version';

export function msalNeededAtStart(
  clientId: string,
  location: Pick<Location, 'hash' | 'search'> = window.location,
  storage: Storage = sessionStorage,
): boolean {
  for (const part of [location.hash, location.search]) {
    const answer = new URLSearchParams(part.replace(/^[#?]/, ''));
    if (answer.has('state') && (answer.has('code') || answer.has('error'))) return true;
  }
  try {
    return Object.keys(storage).some(
      (key) => (key.startsWith('msal.') && key !== MSAL_SIGNED_OUT_MARKER) || key.includes(clientId),
    );
  } catch {
    // Unreadable storage: let MSAL look for itself, as it always did.
    return true;
  }
}
