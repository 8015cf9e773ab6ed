import { useEffect } from 'react';
import { renderHook } from '@testing-library/react';
import type { AccountInfo } from '@azure/msal-browser';
import { describe, expect, it } from 'vitest';
import { accountIdentity, useStableAccount } from './stable-account';

// A new object each time, as MSAL's getActiveAccount() gives one per call.
const account = (claims: Record<string, unknown> = {}, homeAccountId = 'oid-1-b2c_1_signin.tenant'): AccountInfo => ({
  homeAccountId,
  localAccountId: 'oid-1',
  environment: 'localhost:8443',
  tenantId: 'tenant',
  username: '',
  idTokenClaims: {
    sub: 'oid-1',
    given_name: 'Maria',
    emails: ['member@example.com'],
    extension_IbcNumber: '10482',
    tfp: 'B2C_1_signin',
    iat: 100,
    exp: 3700,
    nonce: 'a',
    ...claims,
  },
});

describe('the signed-in account’s identity', () => {
  it('is the same for equal accounts, whatever the claims’ order or a renewed id token', () => {
    // Every claim a renewed id token changes (the id token of a quiet renewal carries new ones) leaves it the same.
    const renewed = { iat: 200, exp: 3800, nbf: 200, nonce: 'b', at_hash: 'h1', c_hash: 'h2', uti: 'u', rh: 'r' };
    for (const [name, value] of Object.entries(renewed))
      expect(accountIdentity(account({ [name]: value })), name).toBe(accountIdentity(account()));
    const reordered = account();
    reordered.idTokenClaims = Object.fromEntries(Object.entries(reordered.idTokenClaims ?? {}).reverse());
    expect(accountIdentity(reordered)).toBe(accountIdentity(account()));
  });

  it('changes with another person, another profile or a new sign-in', () => {
    expect(accountIdentity(account({}, 'oid-2-b2c_1_signin.tenant'))).not.toBe(accountIdentity(account()));
    expect(accountIdentity(account({ given_name: 'Marie' }))).not.toBe(accountIdentity(account()));
    expect(accountIdentity(account({ extension_IbcNumber: '10517' }))).not.toBe(accountIdentity(account()));
    expect(accountIdentity(account({ auth_time: 500 }))).not.toBe(accountIdentity(account()));
    expect(accountIdentity(null)).toBe('');
  });

  it('keeps an effect keyed on the account from running again for a new but equal object', () => {
    const runs: Array<string | undefined> = [];
    const initialProps: { current: AccountInfo | null } = { current: account() };
    const { rerender } = renderHook(
      ({ current }: { current: AccountInfo | null }) => {
        const stable = useStableAccount(current);
        useEffect(() => {
          runs.push(stable?.idTokenClaims?.given_name as string | undefined);
        }, [stable]);
        return stable;
      },
      { initialProps },
    );
    rerender({ current: account() });
    rerender({ current: account({ iat: 999, exp: 4599 }) });
    expect(runs).toEqual(['Maria']);
    rerender({ current: account({ given_name: 'Marie' }) });
    expect(runs).toEqual(['Maria', 'Marie']);
    rerender({ current: null });
    expect(runs).toEqual(['Maria', 'Marie', undefined]);
  });
});
