import { lastSeenIdentity } from '@/lib/query/last-seen';
import type { AccountClaims } from './account-user';
import { liveSessionMember } from '../live-session';

/** Whether the address holds the provider's answer (MSAL must read it: nothing is painted ahead of it). */
export const answerInAddress = (location: Pick<Location, 'hash' | 'search'> = window.location): boolean =>
  [location.hash, location.search].some((part) => /[#?&]state=/.test(part));

function isAccount(value: unknown): value is AccountClaims {
  if (typeof value !== 'object' || value === null) return false;
  const { homeAccountId, localAccountId, idTokenClaims } = value as Record<string, unknown>;
  return (
    typeof homeAccountId === 'string' &&
    typeof localAccountId === 'string' &&
    typeof idTokenClaims === 'object' &&
    idTokenClaims !== null
  );
}

/**
 * The member this tab showed last (their last-seen answers' owner, last-seen.ts) when that very member is the one
 * signed in in this browser session (live-session.ts): the portal paints their frame and last answers at once, and
 * MSAL (~70 KiB) loads when it has work (ProvisionalB2CAuth says when) to confirm them (or, finding nobody, sends the
 * visitor to sign in, and everything kept is dropped). Null otherwise: a signed-out visitor (Logout forgets the answers), another account, a
 * session of a browser closed since, the provider's answer to read.
 */
export function provisionalAccount(
  location: Pick<Location, 'hash' | 'search'> = window.location,
  liveMember: () => string | null = liveSessionMember,
): AccountClaims | null {
  if (answerInAddress(location)) return null;
  const kept = lastSeenIdentity();
  if (!kept || !isAccount(kept.identity) || kept.identity.homeAccountId !== kept.owner) return null;
  try {
    return liveMember() === kept.owner ? kept.identity : null;
  } catch {
    return null;
  }
}
