// The B2C provider against the real msal-browser: a sign-in redirect is started (navigation recorded, not followed),
// B2C's answer is put on the URL the way the provider sends the browser back, and MSAL's own handleRedirectPromise
// (run by msal-react on mount) turns it into the event the provider reacts to. MSAL handles one redirect answer per
// page life (it memoises handleRedirectPromise), so each test loads the provider and its MSAL instance afresh.
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { INavigationClient } from '@azure/msal-browser';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { config } from '@/lib/config';
import { testQueryClient } from '../../../../tests/render';
import { server } from '../../../../tests/setup/msw-server';

const settings = config.app.auth.b2c;

/** Records where MSAL would send the browser instead of going there. */
class RecordingNavigation implements INavigationClient {
  external: URL[] = [];
  navigateExternal(url: string): Promise<boolean> {
    this.external.push(new URL(url));
    return Promise.resolve(true);
  }
  // false: MSAL handles the answer on the current page rather than loading the start page first.
  navigateInternal(): Promise<boolean> {
    return Promise.resolve(false);
  }
}

let navigation: RecordingNavigation;
let fresh: Awaited<ReturnType<typeof loadFresh>>;

async function loadFresh() {
  vi.resetModules();
  const [{ msalInstance }, { B2CAuthProvider }, { useAuth }, member, token] = await Promise.all([
    import('./msal-instance'),
    import('./B2CAuthProvider'),
    import('../context'),
    import('@/lib/member'),
    import('@/lib/http/token'),
  ]);
  return { msalInstance, B2CAuthProvider, useAuth, member, token };
}

beforeEach(async () => {
  window.history.replaceState(null, '', '/signin');
  fresh = await loadFresh();
  navigation = new RecordingNavigation();
  fresh.msalInstance.setNavigationClient(navigation);
});

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

/** Starts the sign-in redirect as the Sign in button does and answers it as B2C does; returns the authorize URL. */
async function providerAnswers(answer: Record<string, string>): Promise<URL> {
  await fresh.msalInstance.loginRedirect({
    scopes: settings.apiScopes,
    redirectStartPage: `${window.location.origin}/signin`,
  });
  const authorize = navigation.external.at(-1);
  const state = authorize?.searchParams.get('state');
  expect(state, 'MSAL sent a state to the provider').toBeTruthy();
  // MSAL asks for the answer in the fragment (its default response mode).
  window.history.replaceState(null, '', `/signin#${new URLSearchParams({ ...answer, state: state ?? '' }).toString()}`);
  return authorize!;
}

const jwt = (claims: Record<string, unknown>) =>
  [{ alg: 'RS256', typ: 'JWT' }, claims]
    .map((part) => btoa(JSON.stringify(part)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_'))
    .join('.') + '.signature';

/** A successful sign-in: the code comes back and the token endpoint answers with B2C-shaped tokens. */
async function signedInAs(claims: Record<string, unknown>): Promise<void> {
  let nonce = '';
  // The provider is on another origin than the page: the browser asks first (CORS), as with B2C.
  const cors = {
    'Access-Control-Allow-Origin': window.location.origin,
    'Access-Control-Allow-Methods': 'POST',
    'Access-Control-Allow-Headers': '*',
  };
  server.use(
    http.options('*/v2.0/token', () => new HttpResponse(null, { status: 204, headers: cors })),
    http.post('*/v2.0/token', () => {
      const now = Math.floor(Date.now() / 1000);
      const idClaims = {
        iss: 'https://localhost:5173/tenant/v2.0/',
        aud: settings.clientId,
        sub: 'oid-1',
        oid: 'oid-1',
        tfp: settings.policies.signIn,
        iat: now,
        exp: now + 3600,
        auth_time: now,
        nonce,
        ...claims,
      };
      return HttpResponse.json(
        {
          token_type: 'Bearer',
          scope: settings.apiScopes.join(' '),
          expires_in: 3600,
          access_token: 'access-token-1',
          refresh_token: 'refresh-1',
          id_token: jwt(idClaims),
        },
        { headers: cors },
      );
    }),
  );
  const authorize = await providerAnswers({ code: 'authorization-code' });
  nonce = authorize.searchParams.get('nonce') ?? '';
}

function Probe() {
  const { status, problem, signOut } = fresh.useAuth();
  return (
    <>
      <p data-testid="status">{status}</p>
      <p data-testid="problem">{problem ?? 'none'}</p>
      <button type="button" onClick={() => void signOut()}>
        Logout
      </button>
    </>
  );
}

function renderProvider() {
  const { B2CAuthProvider } = fresh;
  const client = testQueryClient();
  // New elements on each call, so a rerender really renders the provider again.
  const ui = () => (
    <QueryClientProvider client={client}>
      <B2CAuthProvider>
        <Probe />
      </B2CAuthProvider>
    </QueryClientProvider>
  );
  return { ...render(ui()), ui, client };
}

const redirectsAfterAnswer = () => navigation.external.slice(1);

describe('B2CAuthProvider and B2C’s answers on the redirect', () => {
  it('Cancel (AADB2C90091): signed out on /signin, no problem shown, no new redirect', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await providerAnswers({
      error: 'access_denied',
      error_description: 'AADB2C90091: The user has cancelled entering self-asserted information.',
    });
    renderProvider();
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signedOut'));
    // The answer was read (and logged by its code): the provider did not just ignore an unknown URL.
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith('Identity provider:', 'msal:acquireTokenFailure', 'access_denied'),
    );
    expect(screen.getByTestId('problem')).toHaveTextContent('none');
    expect(window.location.pathname).toBe('/signin');
    expect(window.location.hash).toBe('');
    expect(redirectsAfterAnswer()).toEqual([]);
  });

  it('Forgot your password? (AADB2C90118): starts the password-reset user flow', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await providerAnswers({
      error: 'access_denied',
      error_description: 'AADB2C90118: The user has forgotten their password.',
    });
    renderProvider();
    await waitFor(() => expect(redirectsAfterAnswer()).toHaveLength(1));
    const reset = redirectsAfterAnswer()[0]!;
    // Under the dev server's pinned discovery document the flow is named with B2C's p parameter; otherwise by path.
    const flow = reset.searchParams.get('p') ?? reset.pathname;
    expect(flow.toLowerCase()).toContain(settings.policies.passwordReset.toLowerCase());
    expect(reset.searchParams.get('client_id')).toBe(settings.clientId);
    expect(screen.getByTestId('problem')).toHaveTextContent('none');
  });

  it('any other answer: problem signInFailed, and nothing starts by itself', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await providerAnswers({
      error: 'server_error',
      error_description: 'AADB2C90037: An error occurred while processing the request.',
    });
    renderProvider();
    await waitFor(() => expect(screen.getByTestId('problem')).toHaveTextContent('signInFailed'));
    expect(screen.getByTestId('status')).toHaveTextContent('signedOut');
    expect(redirectsAfterAnswer()).toEqual([]);
  });
});

const MARIA = {
  given_name: 'Maria',
  family_name: 'Alvarez',
  emails: ['member@example.com'],
  extension_IbcNumber: '10482',
};

describe('B2CAuthProvider with a signed-in member', () => {
  it('keeps the member’s stores through re-renders (a new AccountInfo each time) and gives the API its token', async () => {
    await signedInAs(MARIA);
    const view = renderProvider();
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signedIn'));
    await waitFor(() => expect(fresh.member.getMemberState().emailClaim).toBe('member@example.com'));
    const stores = [
      { ibcNumber: '10482', storeName: 'Maple Street Market' },
      { ibcNumber: '11093', storeName: 'Hilltop Convenience' },
    ];
    fresh.member.setMemberStores(stores, []);
    fresh.member.selectStore('11093');
    // Re-render the whole tree, as a parent's update does: the provider reads a new AccountInfo object each time.
    for (let round = 0; round < 3; round += 1) view.rerender(view.ui());
    await expect(fresh.token.currentToken()).resolves.toBe('access-token-1');
    expect(fresh.member.getMemberState().currentStore?.storeName).toBe('Hilltop Convenience');
    expect(fresh.member.getMemberState().availableStores).toHaveLength(2);
  });

  it('asks a returning member’s API token as MSAL starts, before anything renders, and quietly', async () => {
    await signedInAs(MARIA);
    renderProvider();
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signedIn'));
    // The next page of this tab: MSAL's session is in localStorage (its key in a session cookie), no answer in the
    // address.
    window.history.replaceState(null, '', '/dashboard');
    const { PublicClientApplication } = await import('@azure/msal-browser');
    const silent = vi.spyOn(PublicClientApplication.prototype, 'acquireTokenSilent');
    const { msalInstance } = await loadFresh();
    expect(silent).toHaveBeenCalledWith(
      expect.objectContaining({
        scopes: settings.apiScopes,
        account: expect.objectContaining({ homeAccountId: msalInstance.getActiveAccount()?.homeAccountId }),
      }),
    );
    await expect(silent.mock.results[0]?.value).resolves.toMatchObject({ accessToken: 'access-token-1' });
    expect(redirectsAfterAnswer()).toEqual([]);
  });

  it('a Logout in another tab: msal-react hears none of MSAL’s message about it, and reads nothing of the cache', async () => {
    await signedInAs(MARIA);
    renderProvider();
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signedIn'));

    // Another tab of the same browser: its own MSAL on the shared cache, signing out.
    const heard: string[] = [];
    fresh.msalInstance.addEventCallback((message) => void heard.push(message.eventType));
    const readAccounts = vi.spyOn(fresh.msalInstance, 'getAllAccounts');
    const { PublicClientApplication, EventType } = await import('@azure/msal-browser');
    const { buildMsalConfiguration } = await import('./msal-config');
    const otherTab = new PublicClientApplication(buildMsalConfiguration(settings, window.location.origin));
    await otherTab.initialize();
    otherTab.setNavigationClient(new RecordingNavigation());
    await otherTab.logoutRedirect({ account: otherTab.getAllAccounts()[0] });
    // MSAL's messages reached this tab; msal-react did not act on them (in a browser they can come before the change
    // they announce is readable here): the tab follows the storage event instead and loads afresh (other-tabs.ts).
    await waitFor(() => expect(heard).toEqual(expect.arrayContaining([EventType.LOGOUT_SUCCESS])));
    expect(heard).toContain(EventType.ACTIVE_ACCOUNT_CHANGED);
    expect(readAccounts).not.toHaveBeenCalled();
    expect(screen.getByTestId('status')).toHaveTextContent('signedIn');
  });
});

describe('Logout with two accounts in MSAL’s cache', () => {
  it('ends every account and token MSAL holds, not only the leaving one, and the live session', async () => {
    // Maria signs in; then a renewal that asked who it is (prompt=login) is completed by Sam in the same browser.
    await signedInAs(MARIA);
    const first = renderProvider();
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signedIn'));
    first.unmount();
    fresh = await loadFresh();
    navigation = new RecordingNavigation();
    fresh.msalInstance.setNavigationClient(navigation);
    await signedInAs({ sub: 'oid-2', oid: 'oid-2', given_name: 'Sam', emails: ['sam@example.com'] });
    renderProvider();
    await waitFor(() => expect(fresh.msalInstance.getActiveAccount()?.localAccountId).toBe('oid-2'));
    expect(fresh.msalInstance.getAllAccounts()).toHaveLength(2);
    const { liveSessionMember } = await import('../live-session');
    expect(liveSessionMember()).toBe(fresh.msalInstance.getActiveAccount()?.homeAccountId);

    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    // The provider's sign-out page for the leaving account (its id token as the hint), and nothing left in MSAL.
    await waitFor(() => expect(navigation.external.at(-1)?.pathname).toMatch(/logout/));
    expect(navigation.external.at(-1)?.searchParams.get('id_token_hint')).toBeTruthy();
    expect(fresh.msalInstance.getAllAccounts()).toEqual([]);
    expect(fresh.msalInstance.getActiveAccount()).toBeNull();
    expect(liveSessionMember()).toBeNull();
    // A new start of MSAL on this browser's storage finds nobody either.
    fresh = await loadFresh();
    expect(fresh.msalInstance.getAllAccounts()).toEqual([]);
  });
});
