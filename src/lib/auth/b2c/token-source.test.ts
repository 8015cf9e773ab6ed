import {
  BrowserAuthError,
  InteractionRequiredAuthError,
  type AccountInfo,
  type AuthenticationResult,
  type RedirectRequest,
  type SilentRequest,
} from '@azure/msal-browser';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../../tests/setup/msw-server';

// The in-flight redirect is module state (shared by every token source of a page), so each test loads it afresh.
type Modules = Awaited<ReturnType<typeof load>>;
async function load() {
  vi.resetModules();
  const [tokenSource, http] = await Promise.all([import('./token-source'), import('@/lib/http')]);
  return { ...tokenSource, ...http };
}

const account: AccountInfo = { homeAccountId: 'h', localAccountId: 'l', environment: 'e', tenantId: 't', username: '' };
const request = {
  scopes: ['api://portal/access'],
  account,
  silentRedirectUri: 'http://localhost/redirect-bridge.html',
  returnTo: () => 'http://localhost/programs/active',
};

/** A stand-in for the MSAL client: quiet renewals answer with `silent`, redirects are counted. */
function fakeClient(
  silent: () => Promise<Partial<AuthenticationResult>>,
  redirect: () => Promise<void> = () => Promise.resolve(),
) {
  const client = {
    silentCalls: [] as SilentRequest[],
    redirects: [] as RedirectRequest[],
    acquireTokenSilent: (req: SilentRequest) => {
      client.silentCalls.push(req);
      return silent() as Promise<AuthenticationResult>;
    },
    acquireTokenRedirect: (req: RedirectRequest) => {
      client.redirects.push(req);
      return redirect();
    },
  };
  return client;
}

const needsMember = () =>
  Promise.reject(
    new InteractionRequiredAuthError(
      'interaction_required',
      '',
      'AADB2C90077: User does not have an existing session.',
    ),
  );

let modules: Modules;
beforeEach(async () => {
  modules = await load();
});
afterEach(() => modules.setTokenSource(null));

describe('the B2C token source', () => {
  it('gives the cached or quietly renewed access token, asking through the redirect bridge', async () => {
    const client = fakeClient(() => Promise.resolve({ accessToken: 'access-1' }));
    await expect(modules.createTokenSource(client, request)()).resolves.toBe('access-1');
    expect(client.silentCalls[0]).toMatchObject({
      scopes: request.scopes,
      account,
      redirectUri: request.silentRedirectUri,
    });
    expect(client.redirects).toEqual([]);
  });

  it('starts one redirect back to the same page when the member is needed, and fails the request', async () => {
    const client = fakeClient(needsMember);
    await expect(modules.createTokenSource(client, request)()).rejects.toBeInstanceOf(InteractionRequiredAuthError);
    expect(client.redirects).toEqual([
      { scopes: request.scopes, account, redirectStartPage: 'http://localhost/programs/active' },
    ]);
  });

  it('does not redirect for a failure the member cannot fix (no network): the request fails', async () => {
    const client = fakeClient(() => Promise.reject(new BrowserAuthError('no_network_connectivity', '')));
    await expect(modules.createTokenSource(client, request)()).rejects.toBeInstanceOf(BrowserAuthError);
    expect(client.redirects).toEqual([]);
  });

  it('may try again after a redirect that could not start', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let attempts = 0;
    const client = fakeClient(needsMember, () =>
      ++attempts === 1 ? Promise.reject(new BrowserAuthError('interaction_in_progress', '')) : Promise.resolve(),
    );
    const source = modules.createTokenSource(client, request);
    await expect(source()).rejects.toBeInstanceOf(InteractionRequiredAuthError);
    await expect(source()).rejects.toBeInstanceOf(InteractionRequiredAuthError);
    expect(client.redirects).toHaveLength(2);
    expect(console.warn).toHaveBeenCalledWith(
      'Identity provider: could not start signing in again',
      'interaction_in_progress',
    );
  });
});

describe('parallel API calls without a token', () => {
  it('fail as "token" errors before reaching the server, and start exactly one redirect', async () => {
    const reached: string[] = [];
    server.use(http.get('*/api/*', ({ request: sent }) => (reached.push(sent.url), HttpResponse.json({}))));
    const client = fakeClient(needsMember);
    // Two sources, as after an account change: the redirect in flight is still shared.
    const first = modules.createTokenSource(client, request);
    const second = modules.createTokenSource(client, request);
    modules.setTokenSource(first);
    const calls = [
      '/mystoreapi/10482',
      '/ibcstorechain/member%40example.com',
      '/myprograms/10482',
      '/myrebates/10482',
      '/mynotifications/10482',
    ].map((path) => modules.apiClient(path));
    modules.setTokenSource(second);
    calls.push(modules.apiClient('/mystoreapi/10517'));
    const results = await Promise.allSettled(calls);
    for (const result of results) {
      expect(result.status).toBe('rejected');
      const error = (result as PromiseRejectedResult).reason as InstanceType<Modules['ApiError']>;
      expect(error).toBeInstanceOf(modules.ApiError);
      expect(error.kind).toBe('token');
      expect(error.status).toBeNull();
    }
    expect(client.redirects).toHaveLength(1);
    expect(reached).toEqual([]);
    // Later calls while the page is leaving do not even ask MSAL again.
    const silentSoFar = client.silentCalls.length;
    await expect(modules.apiClient('/mystoreapi/10482')).rejects.toMatchObject({
      kind: 'token',
      cause: expect.any(modules.SigningInAgainError),
    });
    expect(client.silentCalls).toHaveLength(silentSoFar);
    expect(client.redirects).toHaveLength(1);
  });
});
