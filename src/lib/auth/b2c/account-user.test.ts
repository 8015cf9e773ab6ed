import { describe, expect, it } from 'vitest';
import { keptClaims, sessionEnd, toUser, type AccountClaims } from './account-user';

describe('the claims kept with the last-seen answers', () => {
  it('are those the portal reads: the same member, roles and session end, none of the token’s others', () => {
    const account: AccountClaims = {
      homeAccountId: 'maria-b2c_signin.tenant',
      localAccountId: 'maria',
      name: 'Maria Alvarez',
      idTokenClaims: {
        given_name: 'Maria',
        family_name: 'Alvarez',
        emails: ['member@example.com'],
        extension_IbcNumber: '10482',
        roles: ['user', 'admin'],
        auth_time: 1_765_000_000,
        iat: 1_765_000_100,
        oid: 'maria',
        idp_access_token: 'a token of the upstream provider',
        city: 'Springfield',
      },
    };
    const kept = { ...account, idTokenClaims: keptClaims(account.idTokenClaims) };
    expect(Object.keys(kept.idTokenClaims ?? {}).sort()).toEqual([
      'auth_time',
      'emails',
      'extension_IbcNumber',
      'family_name',
      'given_name',
      'iat',
      'roles',
    ]);
    expect(toUser(kept)).toEqual(toUser(account));
    expect(sessionEnd(kept)).toBe(sessionEnd(account));
  });
});
