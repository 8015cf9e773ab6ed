// Local stand-in for Azure AD B2C (development and e2e only, never shipped): three B2C user-flow policies, each its
// own OpenID Connect issuer (panva/oidc-provider) mounted B2C-shaped at /<tenant>/<policy>/v2.0, so the app runs the
// real @azure/msal-browser redirect flow against it. Members come from tests/fixtures/members.json; sign-up adds to
// them in memory. Why each setting is here: /work/shared/notes/msal-local-idp.md and scripts/idp/README.md.
import { createHash, generateKeyPairSync, randomBytes, verify } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import Provider, { errors, interactionPolicy } from 'oidc-provider';
// The provider's own in-memory store, shared by the three policies (one SSO session per tenant, as B2C's default).
// Importing it directly, rather than passing no adapter, also avoids the "development-only adapter" warning.
import { createMemoryAdapter } from 'oidc-provider/lib/adapters/memory_adapter.js';

export const POLICIES = Object.freeze({ signIn: 'B2C_1_signin', signUp: 'B2C_1_signup', passwordReset: 'B2C_1_password_reset' });
const POLICY_NAMES = Object.values(POLICIES);

/** The tenant, app registration and API scope the local provider plays (the dev server and e2e use these). */
export const LOCAL_IDP_DEFAULTS = Object.freeze({
  tenant: 'cooperative.onmicrosoft.com',
  clientId: 'member-portal-local',
  apiScope: 'https://cooperative.onmicrosoft.com/member-portal-api/access',
});

export const DEFAULT_MEMBERS_FILE = fileURLToPath(new URL('../../tests/fixtures/members.json', import.meta.url));

/** Routes under /<tenant>/<policy>/v2.0 (B2C has oauth2/v2.0/authorize etc.; the app only sees them via discovery). */
const ROUTES = { authorization: '/authorize', token: '/token', end_session: '/logout', jwks: '/keys' };
const ID_TOKEN_CLAIMS = ['sub', 'oid', 'name', 'given_name', 'family_name', 'emails', 'extension_IbcNumber', 'tfp'];
const SCOPES = ['openid', 'profile', 'offline_access'];
const TTL = { AccessToken: 3600, IdToken: 3600, AuthorizationCode: 60, Interaction: 3600, Session: 24 * 3600, Grant: 24 * 3600 };
/** B2C issues SPA refresh tokens for 24 hours; a rotated one keeps what is left of that. */
const REFRESH_TOKEN_TTL = 24 * 3600;

// What B2C answers when the user leaves its pages; the app tells them apart by the AADB2C code.
const CANCELLED = 'AADB2C90091: The user has cancelled entering self-asserted information.';
const FORGOT_PASSWORD = 'AADB2C90118: The user has forgotten their password.';

const TEXT = {
  noUser: 'No User Found!',
  alreadyRegistered: 'The entered Email address is already registered!',
  missingEmail: 'Please enter your Email.',
  missingFields: 'Please fill in Email, First name and Last name.',
};

/** A stable GUID-shaped object id derived from the e-mail, so `oid`/`sub` survive restarts (B2C's oid is a GUID). */
export function memberId(email) {
  const h = createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
  const variant = (8 | (Number.parseInt(h[16] ?? '0', 16) & 3)).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

function optionalText(value, field, file) {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !value.trim()) throw new Error(`${file}: ${field} must be a non-empty string when present`);
  return value.trim();
}

function readMembers(file) {
  const data = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(data?.members)) throw new Error(`${file}: expected { "members": [ ... ] }`);
  return data.members.map((entry, index) => {
    const where = `members[${index}]`;
    if (typeof entry?.email !== 'string' || !/^[^@\s]+@[^@\s]+$/.test(entry.email)) throw new Error(`${file}: ${where}.email is not an e-mail address`);
    return {
      email: entry.email.trim(),
      givenName: optionalText(entry.givenName, `${where}.givenName`, file),
      familyName: optionalText(entry.familyName, `${where}.familyName`, file),
      ibcNumber: optionalText(entry.ibcNumber, `${where}.ibcNumber`, file),
    };
  });
}

/** The member directory: fixture members plus the ones signed up since start (in memory only). */
function createDirectory(file) {
  const byEmail = new Map();
  const byId = new Map();
  const add = (member) => {
    const key = member.email.toLowerCase();
    if (byEmail.has(key)) throw new Error(`duplicate member ${member.email}`);
    const stored = { ...member, id: memberId(member.email) };
    byEmail.set(key, stored);
    byId.set(stored.id, stored);
    return stored;
  };
  for (const member of readMembers(file)) add(member);
  return {
    findByEmail: (email) => byEmail.get(String(email).trim().toLowerCase()),
    findById: (id) => byId.get(id),
    add,
  };
}

function idTokenClaims(member, policy) {
  const name = [member.givenName, member.familyName].filter(Boolean).join(' ');
  return {
    sub: member.id,
    oid: member.id,
    ...(name ? { name } : {}),
    ...(member.givenName ? { given_name: member.givenName } : {}),
    ...(member.familyName ? { family_name: member.familyName } : {}),
    emails: [member.email],
    ...(member.ibcNumber ? { extension_IbcNumber: member.ibcNumber } : {}),
    tfp: policy,
  };
}

const mountPath = (tenant, policy) => `/${tenant}/${policy}/v2.0`;

/** The API's resource identifier: its scope without the last segment, like B2C's App ID URI + "/access". */
function apiResourceOf(apiScope) {
  return apiScope.slice(0, apiScope.lastIndexOf('/'));
}

/**
 * The discovery document of one policy, as its `.well-known/openid-configuration` serves it when requested at `origin`.
 * `issuerOrigin` (default `origin`) goes into `issuer` only: the dev server serves plain http behind an https-looking
 * authority and hands this object to MSAL as `authorityMetadata`.
 */
export function localAuthorityMetadata(origin, tenant, policy, issuerOrigin = origin) {
  const canonical = POLICY_NAMES.find((name) => name.toLowerCase() === String(policy).toLowerCase());
  if (!canonical) throw new Error(`unknown policy ${policy}; expected one of ${POLICY_NAMES.join(', ')}`);
  const base = `${new URL(origin).origin}${mountPath(tenant, canonical)}`;
  return {
    issuer: `${new URL(issuerOrigin).origin}${mountPath(tenant, canonical)}`,
    authorization_endpoint: `${base}${ROUTES.authorization}`,
    token_endpoint: `${base}${ROUTES.token}`,
    end_session_endpoint: `${base}${ROUTES.end_session}`,
    jwks_uri: `${base}${ROUTES.jwks}`,
    authorization_response_iss_parameter_supported: true,
    response_modes_supported: ['form_post', 'fragment', 'query'],
    response_types_supported: ['code'],
    scopes_supported: SCOPES,
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: ['RS256'],
    token_endpoint_auth_methods_supported: ['none'],
    claims_supported: [...ID_TOKEN_CLAIMS, 'sid', 'auth_time', 'iss'],
    claims_parameter_supported: false,
    claim_types_supported: ['normal'],
    request_uri_parameter_supported: false,
    code_challenge_methods_supported: ['S256'],
    grant_types_supported: ['authorization_code', 'refresh_token'],
  };
}

// ---------------------------------------------------------------------------------------------------------------------
// HTML

const escapeHtml = (value) => String(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #eef1f6; color: #1d2433; }
  main { box-sizing: border-box; width: min(100% - 2rem, 26rem); margin: 2rem 0; padding: 2rem; background: #fff;
    border-radius: 12px; box-shadow: 0 4px 24px rgb(29 36 51 / 12%); }
  .brand { margin: 0 0 .25rem; font-size: .8rem; letter-spacing: .06em; text-transform: uppercase; color: #4a5568; }
  h1 { margin: 0 0 .5rem; font-size: 1.6rem; }
  .hint { margin: 0 0 1.25rem; font-size: .9rem; color: #4a5568; }
  label { display: block; margin: .9rem 0 .3rem; font-weight: 600; }
  input { box-sizing: border-box; width: 100%; padding: .65rem .75rem; font: inherit; border: 1px solid #8a94a6; border-radius: 8px; }
  input:focus-visible, button:focus-visible { outline: 3px solid #1f6feb; outline-offset: 2px; }
  button { font: inherit; cursor: pointer; }
  .primary { width: 100%; margin-top: 1.25rem; padding: .7rem; border: 0; border-radius: 8px; background: #1a56db; color: #fff; font-weight: 600; }
  .primary:hover { background: #1441a8; }
  .links { display: flex; justify-content: space-between; gap: 1rem; margin-top: 1rem; }
  .links form { margin: 0; }
  .link { padding: 0; border: 0; background: none; color: #1a56db; text-decoration: underline; }
  .alert { margin: 0 0 1rem; padding: .65rem .75rem; border-radius: 8px; background: #fde8e8; color: #9b1c1c; border: 1px solid #f8b4b4; }
`;

function page({ title, body, status = 200, head = '' }) {
  return {
    status,
    html: `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} – Member Portal (local identity provider)</title>
<style>${STYLE}</style>${head}
</head>
<body>
<main>
<p class="brand">Member Portal · local identity provider</p>
${body}
</main>
</body>
</html>`,
  };
}

const alertHtml = (message) => (message ? `<p class="alert" role="alert">${escapeHtml(message)}</p>` : '');

function input(id, label, type, value, autocomplete) {
  return `<label for="${id}">${label}</label>
<input id="${id}" name="${id}" type="${type}" autocomplete="${autocomplete}" required value="${escapeHtml(value ?? '')}">`;
}

const FORMS = {
  [POLICIES.signIn]: {
    title: 'Sign in',
    hint: 'Development sign-in: the e-mail of a member in tests/fixtures/members.json, no password.',
    fields: (v) => input('email', 'Email', 'email', v.email, 'username'),
    submit: 'Sign in',
    forgotPassword: true,
  },
  [POLICIES.signUp]: {
    title: 'Create account',
    hint: 'Development sign-up: the new member lives in memory until the server stops.',
    fields: (v) => [
      input('email', 'Email', 'email', v.email, 'email'),
      input('givenName', 'First name', 'text', v.givenName, 'given-name'),
      input('familyName', 'Last name', 'text', v.familyName, 'family-name'),
    ].join('\n'),
    submit: 'Create account',
  },
  [POLICIES.passwordReset]: {
    title: 'Reset password',
    hint: 'Development password reset: enter a member’s e-mail to continue signed in as that member.',
    fields: (v) => input('email', 'Email', 'email', v.email, 'username'),
    submit: 'Continue',
  },
};

function interactionPage(policy, action, values = {}, error = '') {
  const form = FORMS[policy];
  const forgot = form.forgotPassword
    ? `<form method="post" action="${action}/forgot-password"><button class="link" type="submit">Forgot your password?</button></form>`
    : '<span></span>';
  return page({
    title: form.title,
    body: `<h1>${form.title}</h1>
<p class="hint">${escapeHtml(form.hint)}</p>
${alertHtml(error)}
<form method="post" action="${action}">
${form.fields(values)}
<button class="primary" type="submit">${form.submit}</button>
</form>
<div class="links">
${forgot}
<form method="post" action="${action}/cancel"><button class="link" type="submit">Cancel</button></form>
</div>`,
  });
}

function messagePage(title, message, status) {
  return page({ title, status, body: `<h1>${escapeHtml(title)}</h1>\n${alertHtml(message)}` });
}

// oidc-provider hooks that render HTML (ctx is Koa's).
async function renderError(ctx, out) {
  const { html } = messagePage('Sign-in error', `${out.error}: ${out.error_description ?? ''}`, ctx.status);
  ctx.type = 'html';
  ctx.body = html;
}

/** RP-initiated logout confirms itself: the form posts at once, so a browser with JS lands back on the app. */
async function logoutSource(ctx, form) {
  const autoForm = form.replace(
    '</form>',
    '<input type="hidden" name="logout" value="yes"/><noscript><button class="primary" type="submit">Sign out</button></noscript></form>',
  );
  const { html } = page({
    title: 'Signing out',
    head: "\n<script>document.addEventListener('DOMContentLoaded', function () { document.forms[0].submit(); });</script>",
    body: `<h1>Signing out…</h1>\n${autoForm}`,
  });
  ctx.type = 'html';
  ctx.body = html;
}

async function postLogoutSuccessSource(ctx) {
  const { html } = messagePage('Signed out', '', 200);
  ctx.type = 'html';
  ctx.body = html.replace('<h1>Signed out</h1>', '<h1>Signed out</h1>\n<p>You have been signed out.</p>');
}

// ---------------------------------------------------------------------------------------------------------------------
// Requests

const MAX_BODY = 64 * 1024;

async function readBody(req) {
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > MAX_BODY) throw Object.assign(new Error('request body too large'), { status: 413 });
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** A stand-in request carrying a rewritten body; Koa reads only these fields of the Node request. */
function withBody(req, body) {
  const replay = Readable.from([body], { objectMode: false });
  Object.assign(replay, {
    headers: { ...req.headers, 'content-length': String(body.length) },
    rawHeaders: req.rawHeaders,
    method: req.method,
    url: req.url,
    originalUrl: req.originalUrl,
    httpVersion: req.httpVersion,
    httpVersionMajor: req.httpVersionMajor,
    httpVersionMinor: req.httpVersionMinor,
    socket: req.socket,
    connection: req.socket,
    complete: true,
  });
  return replay;
}

function send(res, { status, html }) {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'no-referrer');
  // No form-action: Chromium applies it to the redirects after a post too, and sign-in ends on the app's origin.
  res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'");
  res.end(html);
}

function decodeJwtPayload(jwt) {
  try {
    return JSON.parse(Buffer.from(String(jwt).split('.')[1] ?? '', 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Creates the provider for all three policies. `handler` answers every request under /<tenant>/<policy>/v2.0
 * (policy matched case-insensitively) and passes anything else to `next`, or answers 404 without one.
 */
export function createLocalIdp(options) {
  const { origin, tenant, clientId, redirectUris, postLogoutRedirectUris, apiScope } = options;
  const issuerOrigin = new URL(options.issuerOrigin ?? origin).origin;
  const secure = new URL(origin).protocol === 'https:';
  const directory = createDirectory(options.membersFile ?? DEFAULT_MEMBERS_FILE);
  const apiResource = apiResourceOf(apiScope);

  // Shared by the three issuers: keys, cookie keys and the store, so one browser session spans the policies.
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwks = { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'local-idp', alg: 'RS256', use: 'sig' }] };
  const cookieKeys = [randomBytes(32).toString('base64url')];
  const adapter = createMemoryAdapter(15);
  // B2C sets its cookies SameSite=None so the hidden-iframe renewal works cross-site; that needs https.
  const cookieOptions = secure ? { httpOnly: true, sameSite: 'none', secure: true } : { httpOnly: true, sameSite: 'lax' };
  const cookieSuffix = new URL(origin).port || (secure ? '443' : '80');

  const providers = new Map();
  for (const policy of POLICY_NAMES) {
    const provider = new Provider(`${issuerOrigin}${mountPath(tenant, policy)}`, configuration(policy));
    provider.proxy = false;
    providers.set(policy, { provider, callback: provider.callback() });
  }

  function configuration(policy) {
    const basePolicy = interactionPolicy.base();
    if (policy !== POLICIES.signIn) {
      // Sign-up and password reset always show their page, even with a session (they are actions, not SSO).
      basePolicy.get('login').checks.push(
        new interactionPolicy.Check('policy_page', `${policy} always asks the user`, 'login_required', (ctx) =>
          ctx.oidc.result?.login ? interactionPolicy.Check.NO_NEED_TO_PROMPT : interactionPolicy.Check.REQUEST_PROMPT,
        ),
      );
    }
    return {
      adapter,
      jwks,
      clients: [
        {
          client_id: clientId,
          application_type: 'web',
          token_endpoint_auth_method: 'none',
          grant_types: ['authorization_code', 'refresh_token'],
          response_types: ['code'],
          redirect_uris: redirectUris,
          post_logout_redirect_uris: postLogoutRedirectUris,
        },
      ],
      clientAuthMethods: ['none'],
      responseTypes: ['code'],
      scopes: SCOPES,
      claims: { openid: ID_TOKEN_CLAIMS },
      conformIdTokenClaims: false,
      // B2C's `p` (user flow) query parameter, kept for the interaction page (see interaction()).
      extraParams: ['p'],
      enabledJWA: { idTokenSigningAlgValues: ['RS256'] },
      routes: ROUTES,
      cookies: {
        keys: cookieKeys,
        names: { session: `local_b2c_${cookieSuffix}`, interaction: `local_b2c_${cookieSuffix}_interaction`, resume: `local_b2c_${cookieSuffix}_resume` },
        long: cookieOptions,
        short: cookieOptions,
      },
      ttl: {
        ...TTL,
        RefreshToken: (ctx) => ctx?.oidc?.entities.RotatedRefreshToken?.remainingTTL ?? REFRESH_TOKEN_TTL,
      },
      features: {
        devInteractions: { enabled: false },
        dPoP: { enabled: false },
        pushedAuthorizationRequests: { enabled: false },
        userinfo: { enabled: false },
        rpInitiatedLogout: { enabled: true, logoutSource, postLogoutSuccessSource },
        resourceIndicators: {
          enabled: true,
          // MSAL sends no `resource`: every request is for the portal API, whose scope it asks for by name.
          defaultResource: () => apiResource,
          useGrantedResource: () => true,
          getResourceServerInfo: (_ctx, resource) => {
            if (resource !== apiResource) throw new errors.InvalidTarget();
            return { scope: apiScope, audience: apiResource, accessTokenFormat: 'jwt', accessTokenTTL: TTL.AccessToken, jwt: { sign: { alg: 'RS256' } } };
          },
        },
      },
      clientBasedCORS: (_ctx, requestOrigin, client) => client.redirectUris.some((uri) => new URL(uri).origin === requestOrigin),
      // MSAL never sends prompt=consent, so oidc-provider drops offline_access; B2C issues refresh tokens anyway.
      issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
      // No consent screen (B2C has none for its own apps): grant whatever an authorization request asks for.
      loadExistingGrant: async (ctx) => {
        const { oidc } = ctx;
        const accountId = oidc.session.accountId;
        const grantId = oidc.result?.consent?.grantId || oidc.session.grantIdFor(oidc.client.clientId);
        let grant = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
        if (!grant || grant.accountId !== accountId || grant.clientId !== oidc.client.clientId) {
          grant = new oidc.provider.Grant({ clientId: oidc.client.clientId, accountId });
        }
        const oidcScopes = [...oidc.requestParamOIDCScopes];
        if (oidcScopes.length) grant.addOIDCScope(oidcScopes.join(' '));
        const claims = [...oidc.requestParamClaims];
        if (claims.length) grant.addOIDCClaims(claims);
        for (const [indicator, server] of Object.entries(oidc.resourceServers ?? {})) grant.addResourceScope(indicator, server.scope);
        await grant.save();
        return grant;
      },
      findAccount: (_ctx, sub) => {
        const member = directory.findById(sub);
        return member ? { accountId: member.id, claims: () => idTokenClaims(member, policy) } : undefined;
      },
      extraTokenClaims: () => ({ tfp: policy }),
      interactions: {
        policy: basePolicy,
        url: (_ctx, interaction) => `${mountPath(tenant, policy)}/interaction/${interaction.uid}`,
      },
      renderError,
    };
  }

  function signedHere(jwt) {
    const [header = '', body = '', signature = ''] = jwt.split('.');
    try {
      return verify('RSA-SHA256', Buffer.from(`${header}.${body}`), publicKey, Buffer.from(signature, 'base64url'));
    } catch {
      return false;
    }
  }

  async function interaction(req, res, policy, rest) {
    const { provider } = providers.get(policy);
    const [, uid, action = ''] = /^\/interaction\/([\w-]+)(?:\/(cancel|forgot-password))?\/?$/.exec(rest) ?? [];
    if (!uid) return send(res, messagePage('Not found', 'There is no such page.', 404));
    const formAction = `${mountPath(tenant, policy)}/interaction/${uid}`;
    let details;
    try {
      details = await provider.interactionDetails(req, res);
    } catch {
      return send(res, messagePage('Session expired', 'This sign-in page has expired. Go back to the portal and start again.', 400));
    }
    if (details.uid !== uid) return send(res, messagePage('Session expired', 'This sign-in page belongs to another attempt. Go back to the portal and start again.', 400));

    // B2C also takes the user flow as a `p` query parameter. The dev server pins MSAL to the sign-in policy's
    // discovery document, so the portal asks for sign-up or password reset that way; show that flow's page.
    const page = POLICY_NAMES.find((name) => name.toLowerCase() === String(details.params.p ?? '').toLowerCase()) ?? policy;
    if (req.method === 'GET') {
      const hint = typeof details.params.login_hint === 'string' ? details.params.login_hint : '';
      return send(res, interactionPage(page, formAction, { email: hint }));
    }
    if (req.method !== 'POST') return send(res, messagePage('Not allowed', 'Use the form.', 405));

    const finish = (result) => provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
    if (action === 'cancel') return finish({ error: 'access_denied', error_description: CANCELLED });
    if (action === 'forgot-password') return finish({ error: 'access_denied', error_description: FORGOT_PASSWORD });

    const form = Object.fromEntries(new URLSearchParams((await readBody(req)).toString('utf8')));
    const values = { email: (form.email ?? '').trim(), givenName: (form.givenName ?? '').trim(), familyName: (form.familyName ?? '').trim() };
    const again = (error) => send(res, interactionPage(page, formAction, values, error));

    if (page === POLICIES.signUp) {
      if (!values.email || !values.givenName || !values.familyName) return again(TEXT.missingFields);
      if (!/^[^@\s]+@[^@\s]+$/.test(values.email)) return again(TEXT.missingEmail);
      if (directory.findByEmail(values.email)) return again(TEXT.alreadyRegistered);
      const member = directory.add({ email: values.email, givenName: values.givenName, familyName: values.familyName });
      return finish({ login: { accountId: member.id } });
    }
    if (!values.email) return again(TEXT.missingEmail);
    const member = directory.findByEmail(values.email);
    if (!member) return again(TEXT.noUser);
    return finish({ login: { accountId: member.id } });
  }

  async function handler(req, res, next) {
    const url = new URL(req.url ?? '/', 'http://local');
    const match = /^\/([^/]+)\/([^/]+)\/v2\.0(\/.*)?$/i.exec(url.pathname);
    const policy = match && match[1].toLowerCase() === tenant.toLowerCase()
      ? POLICY_NAMES.find((name) => name.toLowerCase() === match[2].toLowerCase())
      : undefined;
    if (!match || !policy) {
      if (next) return next();
      return send(res, messagePage('Not found', 'There is no such page.', 404));
    }
    const rest = match[3] ?? '/';
    try {
      if (rest.startsWith('/interaction/')) return await interaction(req, res, policy, rest);

      let target = policy;
      let request = req;
      if (rest === ROUTES.end_session && req.method === 'GET' && url.searchParams.has('id_token_hint')) {
        const hint = url.searchParams.get('id_token_hint') ?? '';
        const claims = decodeJwtPayload(hint);
        if (signedHere(hint)) {
          // A hint is only valid at the issuer that signed it: log out there (the session is shared anyway).
          target = POLICY_NAMES.find((name) => name.toLowerCase() === String(claims?.tfp).toLowerCase()) ?? policy;
        } else {
          // Signed before a restart (new keys): oidc-provider would stop on an error page. Log out by client_id instead.
          url.searchParams.delete('id_token_hint');
          if (!url.searchParams.has('client_id') && claims?.aud === clientId) url.searchParams.set('client_id', clientId);
        }
      }
      if (rest === ROUTES.token && req.method === 'POST') {
        // MSAL asks for offline_access on refresh too, but the refresh token does not carry that scope.
        const form = new URLSearchParams((await readBody(req)).toString('utf8'));
        if (form.get('grant_type') === 'refresh_token' && form.has('scope')) {
          form.set('scope', (form.get('scope') ?? '').split(' ').filter((scope) => scope && scope !== 'offline_access').join(' '));
        }
        request = withBody(req, Buffer.from(form.toString(), 'utf8'));
      }
      // oidc-provider builds its URLs from originalUrl minus url: give it the canonical mount path so cookie paths
      // and links keep one spelling even when MSAL lower-cases the policy.
      request.url = `${rest}${url.search}`;
      request.originalUrl = `${mountPath(tenant, target)}${rest}${url.search}`;
      return await providers.get(target).callback(request, res);
    } catch (error) {
      if (res.headersSent) return res.destroy(error);
      const status = typeof error?.status === 'number' ? error.status : 500;
      return send(res, messagePage('Error', status === 500 ? 'Something went wrong in the local identity provider.' : error.message, status));
    }
  }

  return {
    handler,
    close() {
      // Nothing listens here and the store is garbage once dropped; servers belong to the caller.
      providers.clear();
    },
  };
}
