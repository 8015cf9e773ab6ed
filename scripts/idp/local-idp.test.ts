// @vitest-environment node
// The local identity provider (scripts/idp) answered over plain http with fetch: discovery and the whole
// authorization-code + PKCE flow as MSAL runs it, refresh and logout. Its pages: interactions.test.ts.
import { generateKeyPairSync, sign } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localAuthorityMetadata, POLICIES } from './local-idp.mjs';
import {
  API_SCOPE,
  Browser,
  CLIENT_ID,
  completeFlow,
  location,
  payload,
  pkce,
  POST_LOGOUT_URI,
  startIdp,
  TENANT,
  authorizeUrl,
  type RunningIdp,
  type Tokens,
} from './test-browser';

let idp: RunningIdp;
let origin: string;
beforeAll(async () => {
  idp = await startIdp();
  origin = idp.origin;
});
afterAll(() => idp.stop());

/** What the browser does with MSAL's logout URL: the page posts its form by itself; returns where it ends. */
async function logOut(browser: Browser, idTokenHint: string): Promise<string> {
  const logout = new URL(`${origin}/${TENANT}/b2c_1_signin/v2.0/logout`);
  logout.search = new URLSearchParams({
    id_token_hint: idTokenHint,
    post_logout_redirect_uri: POST_LOGOUT_URI,
    state: 'bye',
  }).toString();
  const confirm = await browser.request(logout.href);
  expect(confirm.status).toBe(200);
  const html = await confirm.text();
  expect(html).toContain('document.forms[0].submit()');
  const action = /<form[^>]* action="([^"]+)"/.exec(html)?.[1] ?? '';
  const fields = Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]]),
  );
  expect(fields).toMatchObject({ logout: 'yes' });
  return location(await browser.post(action, fields as Record<string, string>));
}

const signIn = (email: string) => completeFlow(origin, POLICIES.signIn, [{ email }]);

describe('local identity provider', () => {
  it('serves a B2C-shaped discovery document per policy, whatever the case of the path', async () => {
    for (const policy of Object.values(POLICIES)) {
      for (const spelling of [policy, policy.toLowerCase()]) {
        const response = await fetch(`${origin}/${TENANT}/${spelling}/v2.0/.well-known/openid-configuration`);
        expect(response.status).toBe(200);
        const discovery = (await response.json()) as Record<string, unknown>;
        // Endpoints lower-case, as B2C's: MSAL swaps its lower-cased policy into another policy's cached endpoints.
        const base = `${origin}/${TENANT}/${policy.toLowerCase()}/v2.0`;
        expect(discovery).toMatchObject({
          issuer: `${origin}/${TENANT}/${policy}/v2.0`,
          authorization_endpoint: `${base}/authorize`,
          token_endpoint: `${base}/token`,
          end_session_endpoint: `${base}/logout`,
          jwks_uri: `${base}/keys`,
          code_challenge_methods_supported: ['S256'],
          token_endpoint_auth_methods_supported: ['none'],
        });
        // The dev server hands MSAL the same document as authorityMetadata.
        expect(localAuthorityMetadata(origin, TENANT, spelling)).toEqual(discovery);
      }
    }
    // What MSAL does with the sign-in policy's cached endpoints when a redirect names another policy.
    const signIn = localAuthorityMetadata(origin, TENANT, POLICIES.signIn);
    const reset = localAuthorityMetadata(origin, TENANT, POLICIES.passwordReset);
    const swapped = String(signIn.authorization_endpoint).replace(
      `/${POLICIES.signIn.toLowerCase()}/`,
      `/${POLICIES.passwordReset.toLowerCase()}/`,
    );
    expect(swapped).toBe(reset.authorization_endpoint);
    const keys = (await (await fetch(`${origin}/${TENANT}/b2c_1_signin/v2.0/keys`)).json()) as { keys: unknown[] };
    expect(keys.keys).toHaveLength(1);
    expect(
      localAuthorityMetadata('http://localhost:5173', TENANT, 'b2c_1_signin', 'https://localhost:5173'),
    ).toMatchObject({
      issuer: `https://localhost:5173/${TENANT}/B2C_1_signin/v2.0`,
      authorization_endpoint: `http://localhost:5173/${TENANT}/b2c_1_signin/v2.0/authorize`,
    });
    expect((await fetch(`${origin}/${TENANT}/B2C_1_unknown/v2.0/.well-known/openid-configuration`)).status).toBe(404);
    expect(
      (await fetch(`${origin}/other.onmicrosoft.com/B2C_1_signin/v2.0/.well-known/openid-configuration`)).status,
    ).toBe(404);
  });

  it('signs member@example.com in with code + PKCE and returns B2C-shaped tokens, a refresh token that works, and logs out', async () => {
    const { browser, tokens, idToken, nonce } = await signIn('MEMBER@example.com');
    expect(idToken).toMatchObject({
      given_name: 'Maria',
      family_name: 'Alvarez',
      name: 'Maria Alvarez',
      emails: ['member@example.com'],
      extension_IbcNumber: '10482',
      tfp: 'B2C_1_signin',
      nonce,
      aud: CLIENT_ID,
      iss: `${origin}/${TENANT}/B2C_1_signin/v2.0`,
    });
    // B2C always says when the member signed in; the portal counts the session from it.
    expect(idToken.auth_time).toEqual(expect.any(Number));
    expect(idToken.oid).toBe(idToken.sub);
    expect(idToken.oid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(tokens.scope.split(' ')).toContain(API_SCOPE);
    expect(tokens.refresh_token).toBeTruthy();
    const access = payload(tokens.access_token);
    expect(access).toMatchObject({
      aud: API_SCOPE.slice(0, API_SCOPE.lastIndexOf('/')),
      scope: API_SCOPE,
      sub: idToken.sub,
      tfp: 'B2C_1_signin',
    });

    // acquireTokenSilent after the access token expires: MSAL asks for offline_access again. Twice with the same
    // refresh token, as a page reloaded mid-renewal does: B2C keeps it valid, so must this provider.
    for (const turn of ['first', 'again']) {
      const refreshed = await browser.post(`${origin}/${TENANT}/b2c_1_signin/v2.0/token`, {
        grant_type: 'refresh_token',
        client_id: CLIENT_ID,
        refresh_token: tokens.refresh_token,
        scope: `${API_SCOPE} openid profile offline_access`,
      });
      expect(refreshed.status, `${turn}: ${await refreshed.clone().text()}`).toBe(200);
      const renewed = (await refreshed.json()) as Tokens;
      expect(payload(renewed.access_token).scope).toBe(API_SCOPE);
      expect(renewed.refresh_token).toBeTruthy();
    }

    // logoutRedirect with idTokenHint: a page that confirms itself, then straight back to the app.
    expect(await logOut(browser, tokens.id_token)).toBe(`${POST_LOGOUT_URI}?state=bye`);
    // The session is gone: the next authorization shows the sign-in page again.
    const again = new URL(
      location(await browser.request(authorizeUrl(origin, 'B2C_1_signin', pkce().challenge, 's', 'n'))),
    );
    expect(again.pathname).toMatch(/\/b2c_1_signin\/v2\.0\/interaction\//);
  });

  it("keeps a sign-in's refresh token while many other sign-ins start after it (a day's worth, not the last thousand)", async () => {
    const { browser, tokens } = await signIn('member@example.com');
    // Each start of a sign-in is an entry in the provider's store; 2,100 of them went past its default of 1,000-2,000
    // entries, which had dropped the older sign-in's refresh token.
    for (let batch = 0; batch < 42; batch += 1)
      await Promise.all(
        Array.from({ length: 50 }, async (_, index) => {
          const started = await new Browser(origin).request(
            authorizeUrl(origin, 'B2C_1_signin', pkce().challenge, `s${batch}-${index}`, 'n'),
          );
          expect(location(started)).toMatch(/\/interaction\//);
        }),
      );
    const refreshed = await browser.post(`${origin}/${TENANT}/b2c_1_signin/v2.0/token`, {
      grant_type: 'refresh_token',
      client_id: CLIENT_ID,
      refresh_token: tokens.refresh_token,
      scope: `${API_SCOPE} openid profile offline_access`,
    });
    expect(refreshed.status, await refreshed.clone().text()).toBe(200);
  });

  it('logs out with a hint from another policy, or one signed before a restart, without stopping on an error page', async () => {
    const { browser, tokens } = await completeFlow(origin, POLICIES.passwordReset, [
      { email: 'single@example.com' },
      { email: 'single@example.com', newPassword: 'harbor-2026', reenterPassword: 'harbor-2026' },
    ]);
    expect(await logOut(browser, tokens.id_token)).toBe(`${POST_LOGOUT_URI}?state=bye`);

    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const unsigned = `${part({ alg: 'RS256', typ: 'JWT' })}.${part({ aud: CLIENT_ID, sub: 'x', tfp: 'B2C_1_signin', iss: `${origin}/${TENANT}/B2C_1_signin/v2.0` })}`;
    const foreign = `${unsigned}.${sign('sha256', Buffer.from(unsigned), privateKey).toString('base64url')}`;
    expect(await logOut(new Browser(origin), foreign)).toBe(`${POST_LOGOUT_URI}?state=bye`);
  });

  it('leaves out the claims a member lacks', async () => {
    const { idToken } = await signIn('noclaims@example.com');
    expect(idToken.emails).toEqual(['noclaims@example.com']);
    for (const claim of ['given_name', 'family_name', 'name', 'extension_IbcNumber'])
      expect(idToken).not.toHaveProperty(claim);
  });
});
