import { signInStartedInTab } from '@/lib/routing/sign-in-started';
import { liveSessionMember } from '../live-session';

/**
 * Whether MSAL has work to do as the portal starts: the identity provider's answer in the address (MSAL asks for it
 * in the fragment; state plus code or error), a sign-in this tab started (Back from the provider's page), or a live
 * session of this browser (live-session.ts). Otherwise the visitor is signed out, and MSAL (~75 KiB) waits until they
 * press Sign in, so the sign-in page paints without it.
 */
export function msalNeededAtStart(
  location: Pick<Location, 'hash' | 'search'> = window.location,
  liveMember: () => string | null = liveSessionMember,
  startedInTab: () => boolean = signInStartedInTab,
): boolean {
  for (const part of [location.hash, location.search]) {
    const answer = new URLSearchParams(part.replace(/^[#?]/, ''));
    if (answer.has('state') && (answer.has('code') || answer.has('error'))) return true;
  }
  try {
    return startedInTab() || liveMember() !== null;
  } catch {
    // Unreadable storage: let MSAL look for itself, as it always did.
    return true;
  }
}
