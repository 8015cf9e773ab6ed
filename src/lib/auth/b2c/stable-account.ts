import { useState } from 'react';
import type { AccountInfo } from '@azure/msal-browser';

// Claims that change with every id token MSAL receives (a quiet renewal brings a new one) while the person, their
// profile and their sign-in stay the same.
const PER_TOKEN_CLAIMS = new Set(['iat', 'exp', 'nbf', 'nonce', 'at_hash', 'c_hash', 'uti', 'rh']);

/**
 * Who is signed in, as text: the account's homeAccountId and its id-token claims' values (minus the per-token ones).
 * Two AccountInfo objects with the same identity are the same signed-in account.
 */
export function accountIdentity(account: AccountInfo | null): string {
  if (!account) return '';
  const claims = Object.entries(account.idTokenClaims ?? {})
    .filter(([name]) => !PER_TOKEN_CLAIMS.has(name))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([account.homeAccountId, claims]);
}

/**
 * The account, as one object for as long as its identity holds. MSAL builds a new AccountInfo on every
 * getActiveAccount() call and msal-react hands out new arrays, so effects keyed on the object itself would re-run
 * on each render (and reset the member's state each time).
 */
export function useStableAccount(account: AccountInfo | null): AccountInfo | null {
  const [held, setHeld] = useState(account);
  if (accountIdentity(held) === accountIdentity(account)) return held;
  // Adjusting state while rendering (React's pattern for "state from props"): React renders again at once.
  setHeld(account);
  return account;
}
