import type { AccountInfo } from '@azure/msal-browser';
import { config } from '@/lib/config';
import { claimsRead, mapClaims } from '@/lib/member';
import { DEFAULT_MEMBER_ROLE, type AuthUser } from '../types';

// Without MSAL's code (a type only): the member's last-seen identity is read with it before MSAL has loaded
// (provisional.ts), and MSAL's account with it once it has (B2CAuthProvider.tsx), so both say the same.

/** The parts of MSAL's account the portal reads; what is kept of it for the member's next visit in this tab. */
export type AccountClaims = Pick<AccountInfo, 'homeAccountId' | 'localAccountId' | 'name' | 'idTokenClaims'>;

const settings = config.app.auth.b2c;

export function toUser(account: AccountClaims): AuthUser {
  const { profile } = mapClaims(account.idTokenClaims, settings.memberNumberClaim);
  const claimedRoles = account.idTokenClaims?.roles;
  return {
    uid: account.localAccountId || account.homeAccountId,
    displayName: [profile.firstName, profile.lastName].filter(Boolean).join(' ') || account.name || profile.emailClaim,
    email: profile.emailClaim,
    // How roles reach real members is not specified; a token's roles claim wins, else the member role.
    role: Array.isArray(claimedRoles) && claimedRoles.length ? claimedRoles : [DEFAULT_MEMBER_ROLE],
    authType: 'b2c',
    photoURL: null,
  };
}

/**
 * What is kept of the token's claims with the member's last-seen answers, to paint them ahead of MSAL next time: the
 * claims the portal reads (the profile's, roles, when the sign-in happened) and none of the token's others.
 */
export function keptClaims(claims: AccountClaims['idTokenClaims']): AccountClaims['idTokenClaims'] {
  const all = claims ?? {};
  const portal = Object.fromEntries(
    (['roles', 'auth_time', 'iat'] as const).filter((claim) => claim in all).map((claim) => [claim, all[claim]]),
  );
  return { ...claimsRead(all, settings.memberNumberClaim), ...portal };
}

export function sessionEnd(account: AccountClaims | null): number | null {
  const claims = account?.idTokenClaims;
  const started =
    typeof claims?.auth_time === 'number' ? claims.auth_time : typeof claims?.iat === 'number' ? claims.iat : null;
  return started === null ? null : (started + settings.sessionLifetimeMinutes * 60) * 1000;
}

/** Without an e-mail claim the member's stores cannot be looked up: the portal says so rather than show it empty. */
export function claimsProblem(account: AccountClaims | null): 'missingClaims' | null {
  return account && mapClaims(account.idTokenClaims, settings.memberNumberClaim).problems.includes('missingEmail')
    ? 'missingClaims'
    : null;
}
