// Shared by the local provider's tests: the provider on a real local http server, a browser in miniature, and the
// requests MSAL makes (lower-cased authority path, openid profile offline_access plus the API scope).
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import { createLocalIdp, LOCAL_IDP_DEFAULTS, type LocalIdp } from './local-idp.mjs';

export const { tenant: TENANT, clientId: CLIENT_ID, apiScope: API_SCOPE } = LOCAL_IDP_DEFAULTS;
export const REDIRECT_URI = 'http://127.0.0.1:4312/';
export const POST_LOGOUT_URI = 'http://127.0.0.1:4312/signin';

export interface RunningIdp {
  origin: string;
  stop(): Promise<void>;
}

/** Where a flow's endpoints live: /<tenant>/<policy>/v2.0 (B2C, lower-cased as MSAL asks) or /<tenant>/v2.0 (External ID, policy ''). */
export const flowBase = (origin: string, policy: string) =>
  policy ? `${origin}/${TENANT}/${policy.toLowerCase()}/v2.0` : `${origin}/${TENANT}/v2.0`;

/**
 * The provider with config/app.json's tenant, client and scope, on a free port, B2C-shaped unless told, with the test
 * members of tests/fixtures/members.json unless `membersFile` names others.
 */
export async function startIdp(shape: 'b2c' | 'external-id' = 'b2c', membersFile?: string): Promise<RunningIdp> {
  // The handler needs the origin, which needs the port: the server starts first and reaches the provider through this.
  const running: { idp?: LocalIdp } = {};
  const server = http.createServer((req, res) => void running.idp?.handler(req, res));
  // The tests' fetch and this server share one event loop. When the process is held up for a few seconds (a busy
  // machine), the server's timer that closes an idle kept-alive connection is overdue when the process wakes, and fetch
  // can send the next request on that connection just before the timer runs: the server resets it (read ECONNRESET,
  // "fetch failed"). A browser would send such a request again; fetch does not. So only fetch closes idle connections.
  server.keepAliveTimeout = 0;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  running.idp = createLocalIdp({
    origin,
    shape,
    membersFile,
    redirectUris: [REDIRECT_URI],
    postLogoutRedirectUris: [POST_LOGOUT_URI],
  });
  return {
    origin,
    async stop() {
      running.idp?.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A browser in miniature: keeps cookies (path ignored) and never follows redirects by itself. */
export class Browser {
  cookies = new Map<string, string>();

  constructor(private readonly origin: string) {}

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size)
      headers.set('cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(new URL(url, this.origin), { ...init, headers, redirect: 'manual' });
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

export const location = (response: Response): string => {
  expect([302, 303], `status of ${response.url}`).toContain(response.status);
  return new URL(response.headers.get('location') ?? '', response.url).href;
};

export function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** What MSAL sends: the authority path lower-cased, openid profile offline_access plus the API scope. */
export function authorizeUrl(
  origin: string,
  policy: string,
  challenge: string,
  state: string,
  nonce: string,
  extra: Record<string, string> = {},
): string {
  const url = new URL(`${flowBase(origin, policy)}/authorize`);
  url.search = new URLSearchParams({
    client_id: CLIENT_ID,
    redirect_uri: REDIRECT_URI,
    response_type: 'code',
    response_mode: 'query',
    scope: `${API_SCOPE} openid profile offline_access`,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state,
    nonce,
    ...extra,
  }).toString();
  return url.href;
}

export const payload = (jwt: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;

/** Opens the policy's page through /authorize; returns the page and where its form posts. */
export async function openPage(
  browser: Browser,
  origin: string,
  policy: string,
  options: { challenge?: string; state?: string; nonce?: string; extra?: Record<string, string> } = {},
) {
  const url = authorizeUrl(
    origin,
    policy,
    options.challenge ?? pkce().challenge,
    options.state ?? 's',
    options.nonce ?? 'n',
    options.extra,
  );
  const interactionUrl = location(await browser.request(url));
  const page = await browser.request(interactionUrl);
  expect(page.status).toBe(200);
  return { interactionUrl, html: await page.text() };
}

/** Follows the provider's answer to a finished page (303 to resume, then 303 to the app) and returns the app URL. */
export async function backAtApp(browser: Browser, finished: Response): Promise<URL> {
  const callback = new URL(location(await browser.request(location(finished))));
  expect(callback.origin + callback.pathname).toBe(REDIRECT_URI);
  return callback;
}

export interface Tokens {
  id_token: string;
  access_token: string;
  refresh_token: string;
  scope: string;
  token_type: string;
}

/** Redeems the code the app received, as MSAL does. */
export async function redeem(
  browser: Browser,
  origin: string,
  policy: string,
  code: string,
  verifier: string,
): Promise<Tokens> {
  const tokenResponse = await browser.post(`${flowBase(origin, policy)}/token`, {
    grant_type: 'authorization_code',
    client_id: CLIENT_ID,
    redirect_uri: REDIRECT_URI,
    code,
    code_verifier: verifier,
    scope: `${API_SCOPE} openid profile offline_access`,
  });
  expect(tokenResponse.status, await tokenResponse.clone().text()).toBe(200);
  return (await tokenResponse.json()) as Tokens;
}

/**
 * A whole user flow: open the policy's page, post each form in turn (the last one must finish the interaction),
 * come back to the app with the request's state, redeem the code.
 */
export async function completeFlow(
  origin: string,
  policy: string,
  forms: Array<Record<string, string> & { '@'?: string }>,
  extra: Record<string, string> = {},
) {
  const browser = new Browser(origin);
  const { verifier, challenge } = pkce();
  const state = randomBytes(8).toString('hex');
  const nonce = randomBytes(8).toString('hex');
  const { interactionUrl } = await openPage(browser, origin, policy, { challenge, state, nonce, extra });
  let answer: Response | undefined;
  // A form's '@' names where it posts below the interaction (External ID's in-flow pages: 'reset', 'sign-up').
  for (const { '@': at, ...form } of forms)
    answer = await browser.post(at ? `${interactionUrl}/${at}` : interactionUrl, form);
  const callback = await backAtApp(browser, answer!);
  expect(callback.searchParams.get('state')).toBe(state);
  const tokens = await redeem(browser, origin, policy, callback.searchParams.get('code') ?? '', verifier);
  return { browser, tokens, nonce, idToken: payload(tokens.id_token) };
}
