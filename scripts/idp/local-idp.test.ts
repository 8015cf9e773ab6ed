// @vitest-environment node
// The local identity provider (scripts/idp) answered over plain http with fetch: discovery, its pages and the whole
// authorization-code + PKCE flow as MSAL runs it (lower-cased authority path, offline_access on every request).
import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalIdp, localAuthorityMetadata, type LocalIdp } from './local-idp.mjs';

const TENANT = 'cooperative.onmicrosoft.com';
const CLIENT_ID = 'member-portal-local';
const API_SCOPE = 'https://cooperative.onmicrosoft.com/member-portal-api/access';
const POLICIES = ['B2C_1_signin', 'B2C_1_signup', 'B2C_1_password_reset'];

let server: http.Server;
let idp: LocalIdp;
let origin: string;
let redirectUri: string;
let postLogoutUri: string;

beforeAll(async () => {
  server = http.createServer((req, res) => void idp.handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  redirectUri = 'http://127.0.0.1:4312/';
  postLogoutUri = 'http://127.0.0.1:4312/signin';
  idp = createLocalIdp({
    origin,
    tenant: TENANT,
    clientId: CLIENT_ID,
    redirectUris: [redirectUri],
    postLogoutRedirectUris: [postLogoutUri],
    apiScope: API_SCOPE,
  });
});

afterAll(async () => {
  idp.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** A browser in miniature: keeps cookies (path ignored) and never follows redirects by itself. */
class Browser {
  cookies = new Map<string, string>();

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(new URL(url, origin), { ...init, headers, redirect: 'manual' });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (/expires=Thu, 01 Jan 1970/i.test(cookie) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  post(url: string, form: Record<string, string>): Promise<Response> {
    return this.request(url, { method: 'POST', body: new URLSearchParams(form) });
  }
}

const location = (response: Response): string => {
  expect([302, 303], `status of ${response.url}`).toContain(response.status);
  return new URL(response.headers.get('location') ?? '', response.url).href;
};

function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** What MSAL sends: the authority path lower-cased, openid profile offline_access plus the API scope. */
function authorizeUrl(policy: string, challenge: string, state: string, nonce: string): string {
  const url = new URL(`${origin}/${TENANT}/${policy.toLowerCase()}/v2.0/authorize`);
  url.search = new URLSearchParams({
    client_id: CLIENT_ID,
    redirect_uri: redirectUri,
    response_type: 'code',
    response_mode: 'query',
    scope: `${API_SCOPE} openid profile offline_access`,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state,
    nonce,
  }).toString();
  return url.href;
}

const payload = (jwt: string): Record<string, unknown> => JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8'));

/** Opens the policy's page through /authorize; returns the page and where its form posts. */
async function openPage(browser: Browser, policy: string, challenge: string, state = 's', nonce = 'n') {
  const interactionUrl = location(await browser.request(authorizeUrl(policy, challenge, state, nonce)));
  const page = await browser.request(interactionUrl);
  expect(page.status).toBe(200);
  return { interactionUrl, html: await page.text() };
}

interface Tokens {
  id_token: string;
  access_token: string;
  refresh_token: string;
  scope: string;
  token_type: string;
}

async function signIn(email: string, policy = 'B2C_1_signin') {
  const browser = new Browser();
  const { verifier, challenge } = pkce();
  const state = randomBytes(8).toString('hex');
  const nonce = randomBytes(8).toString('hex');
  const { interactionUrl } = await openPage(browser, policy, challenge, state, nonce);
  const resumeUrl = location(await browser.post(interactionUrl, { email }));
  const callback = new URL(location(await browser.request(resumeUrl)));
  expect(callback.origin + callback.pathname).toBe(redirectUri);
  expect(callback.searchParams.get('state')).toBe(state);
  const code = callback.searchParams.get('code') ?? '';
  const tokenResponse = await browser.post(`${origin}/${TENANT}/${policy.toLowerCase()}/v2.0/token`, {
    grant_type: 'authorization_code',
    client_id: CLIENT_ID,
    redirect_uri: redirectUri,
    code,
    code_verifier: verifier,
    scope: `${API_SCOPE} openid profile offline_access`,
  });
  expect(tokenResponse.status, await tokenResponse.clone().text()).toBe(200);
  const tokens = (await tokenResponse.json()) as Tokens;
  return { browser, tokens, nonce, idToken: payload(tokens.id_token) };
}

/** What the browser does with MSAL's logout URL: the page posts its form by itself; returns where it ends. */
async function logOut(browser: Browser, idTokenHint: string): Promise<string> {
  const logout = new URL(`${origin}/${TENANT}/b2c_1_signin/v2.0/logout`);
  logout.search = new URLSearchParams({ id_token_hint: idTokenHint, post_logout_redirect_uri: postLogoutUri, state: 'bye' }).toString();
  const confirm = await browser.request(logout.href);
  expect(confirm.status).toBe(200);
  const html = await confirm.text();
  expect(html).toContain('document.forms[0].submit()');
  const action = /<form[^>]* action="([^"]+)"/.exec(html)?.[1] ?? '';
  const fields = Object.fromEntries([...html.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]]));
  expect(fields).toMatchObject({ logout: 'yes' });
  return location(await browser.post(action, fields as Record<string, string>));
}

describe('local identity provider', () => {
  it('serves a B2C-shaped discovery document per policy, whatever the case of the path', async () => {
    for (const policy of POLICIES) {
      for (const spelling of [policy, policy.toLowerCase()]) {
        const response = await fetch(`${origin}/${TENANT}/${spelling}/v2.0/.well-known/openid-configuration`);
        expect(response.status).toBe(200);
        const discovery = (await response.json()) as Record<string, unknown>;
        const base = `${origin}/${TENANT}/${policy}/v2.0`;
        expect(discovery).toMatchObject({
          issuer: base,
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
    const keys = (await (await fetch(`${origin}/${TENANT}/b2c_1_signin/v2.0/keys`)).json()) as { keys: unknown[] };
    expect(keys.keys).toHaveLength(1);
    expect(localAuthorityMetadata('http://localhost:5173', TENANT, 'b2c_1_signin', 'https://localhost:5173')).toMatchObject({
      issuer: `https://localhost:5173/${TENANT}/B2C_1_signin/v2.0`,
      authorization_endpoint: `http://localhost:5173/${TENANT}/B2C_1_signin/v2.0/authorize`,
    });
    expect((await fetch(`${origin}/${TENANT}/B2C_1_unknown/v2.0/.well-known/openid-configuration`)).status).toBe(404);
  });

  it('shows an accessible sign-in page', async () => {
    const { html } = await openPage(new Browser(), 'B2C_1_signin', pkce().challenge);
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(/<h1>Sign in<\/h1>/);
    expect(html).toMatch(/<label for="email">Email<\/label>\s*<input id="email"/);
    expect(html).toMatch(/<button[^>]*type="submit">Sign in<\/button>/);
    expect(html).toMatch(/<button[^>]*>Cancel<\/button>/);
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
    expect(idToken.oid).toBe(idToken.sub);
    expect(idToken.oid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(tokens.scope.split(' ')).toContain(API_SCOPE);
    expect(tokens.refresh_token).toBeTruthy();
    const access = payload(tokens.access_token);
    expect(access).toMatchObject({ aud: 'https://cooperative.onmicrosoft.com/member-portal-api', scope: API_SCOPE, sub: idToken.sub, tfp: 'B2C_1_signin' });

    // acquireTokenSilent after the access token expires: MSAL asks for offline_access again.
    const refreshed = await browser.post(`${origin}/${TENANT}/b2c_1_signin/v2.0/token`, {
      grant_type: 'refresh_token',
      client_id: CLIENT_ID,
      refresh_token: tokens.refresh_token,
      scope: `${API_SCOPE} openid profile offline_access`,
    });
    expect(refreshed.status, await refreshed.clone().text()).toBe(200);
    const renewed = (await refreshed.json()) as Tokens;
    expect(payload(renewed.access_token).scope).toBe(API_SCOPE);
    expect(renewed.refresh_token).toBeTruthy();

    // logoutRedirect with idTokenHint: a page that confirms itself, then straight back to the app.
    expect(await logOut(browser, tokens.id_token)).toBe(`${postLogoutUri}?state=bye`);
    // The session is gone: the next authorization shows the sign-in page again.
    const again = new URL(location(await browser.request(authorizeUrl('B2C_1_signin', pkce().challenge, 's', 'n'))));
    expect(again.pathname).toMatch(/\/B2C_1_signin\/v2\.0\/interaction\//);
  });

  it('logs out with a hint from another policy, or one signed before a restart, without stopping on an error page', async () => {
    const { browser, tokens } = await signIn('single@example.com', 'B2C_1_password_reset');
    expect(await logOut(browser, tokens.id_token)).toBe(`${postLogoutUri}?state=bye`);

    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const unsigned = `${part({ alg: 'RS256', typ: 'JWT' })}.${part({ aud: CLIENT_ID, sub: 'x', tfp: 'B2C_1_signin', iss: `${origin}/${TENANT}/B2C_1_signin/v2.0` })}`;
    const foreign = `${unsigned}.${sign('sha256', Buffer.from(unsigned), privateKey).toString('base64url')}`;
    expect(await logOut(new Browser(), foreign)).toBe(`${postLogoutUri}?state=bye`);
  });

  it('says "No User Found!" for an unknown e-mail and keeps what was typed', async () => {
    const browser = new Browser();
    const { interactionUrl } = await openPage(browser, 'B2C_1_signin', pkce().challenge);
    const response = await browser.post(interactionUrl, { email: 'nobody@example.com' });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<p class="alert" role="alert">No User Found!<\/p>/);
    expect(html).toContain('value="nobody@example.com"');
  });

  it('leaves out the claims a member lacks', async () => {
    const { idToken } = await signIn('noclaims@example.com');
    expect(idToken.emails).toEqual(['noclaims@example.com']);
    for (const claim of ['given_name', 'family_name', 'name', 'extension_IbcNumber']) expect(idToken).not.toHaveProperty(claim);
  });

  it('cancel and "forgot password" return B2C errors to the app', async () => {
    for (const [path, code] of [['cancel', 'AADB2C90091'], ['forgot-password', 'AADB2C90118']] as const) {
      const browser = new Browser();
      const { interactionUrl } = await openPage(browser, 'B2C_1_signin', pkce().challenge, 'st');
      const callback = new URL(location(await browser.request(location(await browser.post(`${interactionUrl}/${path}`, {})))));
      expect(callback.searchParams.get('error')).toBe('access_denied');
      expect(callback.searchParams.get('error_description')).toMatch(new RegExp(`^${code}:`));
      expect(callback.searchParams.get('state')).toBe('st');
    }
  });

  it('signs a new member up (in memory) and refuses a registered e-mail; password reset signs a member in', async () => {
    const browser = new Browser();
    const { interactionUrl, html } = await openPage(browser, 'B2C_1_signup', pkce().challenge);
    expect(html).toMatch(/<label for="givenName">First name<\/label>/);
    expect(html).toMatch(/<label for="familyName">Last name<\/label>/);
    expect(html).toMatch(/>Create account<\/button>/);
    const taken = await browser.post(interactionUrl, { email: 'single@example.com', givenName: 'Sam', familyName: 'Okafor' });
    expect(await taken.text()).toContain('The entered Email address is already registered!');
    const created = await browser.post(interactionUrl, { email: 'new.member@example.com', givenName: 'Nora', familyName: 'Nieminen' });
    expect(created.status).toBe(303);

    const { idToken } = await signIn('new.member@example.com');
    expect(idToken).toMatchObject({ given_name: 'Nora', family_name: 'Nieminen', emails: ['new.member@example.com'], tfp: 'B2C_1_signin' });
    expect(idToken).not.toHaveProperty('extension_IbcNumber');

    const reset = await signIn('single@example.com', 'B2C_1_password_reset');
    expect(reset.idToken).toMatchObject({ given_name: 'Sam', extension_IbcNumber: '20871', tfp: 'B2C_1_password_reset' });
  });
});
