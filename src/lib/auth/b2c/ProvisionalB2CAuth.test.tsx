import { useEffect } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetKeptToken, keepToken } from '@/lib/http/kept-token';
import { currentToken, setTokenSource } from '@/lib/http/token';
import { getMemberState } from '@/lib/member';
import { getGetStoreChainQueryKey } from '@generated/api/stores/stores';
import { getGetStoreChainResponseMock } from '@generated/api/stores/stores.msw';
import { noteSectionShown } from '@/lib/query/first-section';
import { forgetLastSeen, keepLastSeen } from '@/lib/query/last-seen';
import { closeBrowser, forgetLiveSession, keepLiveSession } from '../../../../tests/live-session';
import { testQueryClient } from '../../../../tests/render';
import { useAuth } from '../context';
import type { AuthContextValue } from '../types';
import type { AccountClaims } from './account-user';
import { provisionalAccount } from './provisional';
import { ProvisionalB2CAuth } from './ProvisionalB2CAuth';

// MSAL's provider, as ProvisionalB2CAuth loads it after the first paint: the test says what MSAL concludes.
const msal = vi.hoisted(() => ({ publish: null as ((value: AuthContextValue) => void) | null }));
vi.mock('./B2CAuthProvider', () => ({
  default: function MsalStandIn({ publish }: { publish: (value: AuthContextValue) => void }) {
    useEffect(() => {
      msal.publish = publish;
    }, [publish]);
    return null;
  },
}));

const account: AccountClaims = {
  homeAccountId: 'member-1.tenant',
  localAccountId: 'member-1',
  name: 'Priya Raman',
  idTokenClaims: {
    given_name: 'Priya',
    family_name: 'Raman',
    emails: ['member@example.com'],
    extension_IbcNumber: '10482',
  },
};

const values: AuthContextValue[] = [];
function Probe() {
  const auth = useAuth();
  useEffect(() => void values.push(auth), [auth]);
  return <p>{`${auth.status} ${auth.user?.displayName ?? 'nobody'}`}</p>;
}

const msalSays = (status: AuthContextValue['status'], user: AuthContextValue['user']): AuthContextValue => ({
  method: 'b2c',
  status,
  user,
  isAuthenticated: user !== null,
  signIn: vi.fn(() => Promise.resolve()),
  signOut: vi.fn(() => Promise.resolve()),
  problem: null,
  sessionEndsAt: null,
});

/** MSAL confirming the member painted ahead of it. */
const msalConfirms = () =>
  msalSays('signedIn', {
    uid: 'member-1',
    displayName: 'Priya Raman',
    email: 'member@example.com',
    role: ['user'],
    authType: 'b2c',
    photoURL: null,
  });

function renderProvisional() {
  // Without a kept token MSAL loads once a section of the page has been shown (first-section.ts).
  noteSectionShown();
  const client = testQueryClient();
  client.setQueryData(['/ibcstorechain/member@example.com'], { kept: true });
  render(
    <QueryClientProvider client={client}>
      <ProvisionalB2CAuth account={account}>
        <Probe />
      </ProvisionalB2CAuth>
    </QueryClientProvider>,
  );
  return client;
}

afterEach(() => {
  values.length = 0;
  msal.publish = null;
  setTokenSource(null);
  forgetLastSeen();
  forgetKeptToken();
  sessionStorage.clear();
  vi.useRealTimers();
});

describe('ProvisionalB2CAuth (a returning member painted before MSAL)', () => {
  it('paints the member at once, holds their calls for MSAL’s token, and keeps one auth value when MSAL confirms them', async () => {
    renderProvisional();
    expect(screen.getByText('signedIn Priya Raman')).toBeInTheDocument();
    expect(getMemberState().emailClaim).toBe('member@example.com');
    const token = currentToken();
    await vi.waitFor(() => expect(msal.publish).not.toBeNull());
    // MSAL starting says nothing yet; then it confirms the same member and sets their token source.
    act(() => msal.publish?.(msalSays('loading', null)));
    const confirmed = msalConfirms();
    act(() => msal.publish?.(confirmed));
    setTokenSource(() => 'msal-token');
    expect(await token).toBe('msal-token');
    expect(screen.getByText('signedIn Priya Raman')).toBeInTheDocument();
    expect(new Set(values).size).toBe(1);
    // Its actions are MSAL's.
    await values[0]?.signOut();
    expect(confirmed.signOut).toHaveBeenCalledOnce();
  });

  it('drops everything painted ahead when MSAL finds nobody: signed out, no answers kept, held calls go on without a token', async () => {
    const client = renderProvisional();
    const token = currentToken();
    await vi.waitFor(() => expect(msal.publish).not.toBeNull());
    act(() => msal.publish?.(msalSays('signedOut', null)));
    expect(screen.getByText('signedOut nobody')).toBeInTheDocument();
    expect(await token).toBeNull();
    await vi.waitFor(() => expect(client.getQueryData(['/ibcstorechain/member@example.com'])).toBeUndefined());
    expect(getMemberState().emailClaim).toBe('');
  });
});

describe('ProvisionalB2CAuth with a token this tab kept', () => {
  it('sends the kept token and leaves MSAL unloaded while that token serves', async () => {
    await keepToken(account.homeAccountId, 'kept-token', new Date(Date.now() + 3_600_000));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    renderProvisional();
    expect(await currentToken()).toBe('kept-token');
    // A section is on screen (renderProvisional) and far more than the load's fallback has passed.
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(await currentToken()).toBe('kept-token');
    await vi.dynamicImportSettled();
    expect(msal.publish).toBeNull();
    expect(screen.getByText('signedIn Priya Raman')).toBeInTheDocument();
  });

  it('loads MSAL when a call finds the kept token too close to its end, and that call goes with MSAL’s token', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await keepToken(account.homeAccountId, 'kept-token', new Date(Date.now() + 3_600_000));
    renderProvisional();
    expect(await currentToken()).toBe('kept-token');
    expect(msal.publish).toBeNull();
    // The page stayed open for 56 minutes: four are left, fewer than a page's calls may need.
    vi.setSystemTime(Date.now() + 56 * 60_000);
    const token = currentToken();
    await vi.waitFor(() => expect(msal.publish).not.toBeNull());
    act(() => msal.publish?.(msalConfirms()));
    setTokenSource(() => 'msal-token');
    expect(await token).toBe('msal-token');
  });

  it('loads MSAL when the member asks for Logout, and Logout is MSAL’s', async () => {
    await keepToken(account.homeAccountId, 'kept-token', new Date(Date.now() + 3_600_000));
    renderProvisional();
    expect(await currentToken()).toBe('kept-token');
    const signedOut = values[0]?.signOut();
    await vi.waitFor(() => expect(msal.publish).not.toBeNull());
    const msalValue = msalConfirms();
    act(() => msal.publish?.(msalValue));
    await signedOut;
    expect(msalValue.signOut).toHaveBeenCalledOnce();
  });
});

describe('provisionalAccount', () => {
  it('is the last-seen member only while this browser session’s MSAL cache holds that account, and never with the provider’s answer to read', () => {
    const noAnswer = { hash: '', search: '' };
    expect(provisionalAccount(noAnswer)).toBeNull();
    const client = testQueryClient();
    const stop = keepLastSeen(client, account.homeAccountId, account);
    client.setQueryData(getGetStoreChainQueryKey('member@example.com'), getGetStoreChainResponseMock());
    stop();
    // MSAL keeps another account, or none: nobody is painted ahead of it.
    keepLiveSession('other-member.tenant');
    expect(provisionalAccount(noAnswer)).toBeNull();
    keepLiveSession('member-1.tenant');
    expect(provisionalAccount(noAnswer)).toEqual(account);
    expect(provisionalAccount({ hash: '#state=abc&code=xyz', search: '' })).toBeNull();
    // The browser closed since: its key went with it, and the account's entries can no longer be read.
    closeBrowser();
    expect(provisionalAccount(noAnswer)).toBeNull();
    keepLiveSession('member-1.tenant');
    forgetLastSeen();
    expect(provisionalAccount(noAnswer)).toBeNull();
    forgetLiveSession();
  });
});
