// Local stand-in for Azure AD B2C (development and e2e only, never shipped): the B2C user-flow policies of
// config/app.json, each its own OpenID Connect issuer (panva/oidc-provider) mounted B2C-shaped at
// /<tenant>/<policy>/v2.0, so the app runs the real @azure/msal-browser redirect flow against it. This module routes
// requests; the parts live beside it (README.md lists them). Why each setting is here: README.md.
import { createInteractions } from './interactions.mjs';
import { createKeys, decodeJwtPayload } from './keys.mjs';
import { createDirectory } from './members.mjs';
import { messagePage, send } from './pages.mjs';
import { createProviders, mountPath, ROUTES } from './provider.mjs';
import { readBody, withBody } from './requests.mjs';
import {
  EXTERNAL_ID_FLOW,
  EXTERNAL_ID_MEMBER_NUMBER_CLAIM,
  LOCAL_IDP_DEFAULTS,
  policyNamed,
  readShape,
} from './settings.mjs';

export { DEFAULT_MEMBERS_FILE, memberId } from './members.mjs';
export { localAuthorityMetadata } from './provider.mjs';
export { B2C_ANSWERS } from './interactions.mjs';
export {
  EXTERNAL_ID_FLOW,
  EXTERNAL_ID_MEMBER_NUMBER_CLAIM,
  LOCAL_IDP_DEFAULTS,
  POLICIES,
  readShape,
  SHAPES,
} from './settings.mjs';

/**
 * The app's build settings (VITE_*) that go with a shape, beside the authority: External ID has no user-flow policies
 * and names the member number after its extensions app. B2C needs none (config/app.json is B2C-shaped).
 */
export function appSettingsFor(shape) {
  if (readShape(shape) === 'b2c') return {};
  return {
    VITE_B2C_SIGN_IN_POLICY: '',
    VITE_B2C_SIGN_UP_POLICY: '',
    VITE_B2C_PASSWORD_RESET_POLICY: '',
    VITE_B2C_MEMBER_NUMBER_CLAIM: EXTERNAL_ID_MEMBER_NUMBER_CLAIM,
  };
}

/** The options given, without the ones left undefined (those take config/app.json's value). */
const definedOnly = ({ tenant, clientId, apiScope }) =>
  Object.fromEntries(Object.entries({ tenant, clientId, apiScope }).filter(([, value]) => value !== undefined));

/** logoutRedirect's id_token_hint names the policy (tfp) that signed it; a hint from before a restart names none. */
function rewriteLogout(url, policy, { keys, clientId }) {
  const hint = url.searchParams.get('id_token_hint') ?? '';
  const claims = decodeJwtPayload(hint);
  // A hint is only valid at the issuer that signed it: log out there (the session is shared anyway).
  if (keys.signedHere(hint)) return policyNamed(claims?.tfp) ?? policy;
  // Signed before a restart (new keys): oidc-provider would stop on an error page. Log out by client_id instead.
  url.searchParams.delete('id_token_hint');
  if (!url.searchParams.has('client_id') && claims?.aud === clientId) url.searchParams.set('client_id', clientId);
  return policy;
}

/** MSAL asks for offline_access on refresh too, but the refresh token does not carry that scope. */
async function withoutOfflineAccessOnRefresh(req) {
  const form = new URLSearchParams((await readBody(req)).toString('utf8'));
  if (form.get('grant_type') === 'refresh_token' && form.has('scope')) {
    form.set(
      'scope',
      (form.get('scope') ?? '')
        .split(' ')
        .filter((scope) => scope && scope !== 'offline_access')
        .join(' '),
    );
  }
  return withBody(req, Buffer.from(form.toString(), 'utf8'));
}

/**
 * Creates the provider for all policies. `handler` answers every request under /<tenant>/<policy>/v2.0
 * (policy matched case-insensitively) and passes anything else to `next`, or answers 404 without one.
 * Tenant, client id and API scope default to config/app.json's (LOCAL_IDP_DEFAULTS).
 */
export function createLocalIdp(options) {
  const { origin, redirectUris, postLogoutRedirectUris } = options;
  const { tenant, clientId, apiScope } = { ...LOCAL_IDP_DEFAULTS, ...definedOnly(options) };
  const issuerOrigin = new URL(options.issuerOrigin ?? origin).origin;
  const directory = createDirectory(options.membersFile);
  const keys = createKeys();
  const shape = readShape(options.shape);
  const providers = createProviders({
    shape,
    origin,
    issuerOrigin,
    tenant,
    clientId,
    apiScope,
    redirectUris,
    postLogoutRedirectUris,
    directory,
    keys,
  });
  const interaction = createInteractions({ providers, directory, tenant, shape });

  /** The flow and the rest of the path: /<tenant>/<policy>/v2.0/… for B2C, /<tenant>/v2.0/… for External ID. */
  function route(pathname) {
    if (shape === 'external-id') {
      const match = /^\/([^/]+)\/v2\.0(\/.*)?$/i.exec(pathname);
      return match && match[1].toLowerCase() === tenant.toLowerCase()
        ? { policy: EXTERNAL_ID_FLOW, rest: match[2] ?? '/' }
        : null;
    }
    const match = /^\/([^/]+)\/([^/]+)\/v2\.0(\/.*)?$/i.exec(pathname);
    const policy = match && match[1].toLowerCase() === tenant.toLowerCase() ? policyNamed(match[2]) : undefined;
    return policy ? { policy, rest: match[3] ?? '/' } : null;
  }

  async function handler(req, res, next) {
    const url = new URL(req.url ?? '/', 'http://local');
    const found = route(url.pathname);
    if (!found) {
      if (next) return next();
      return send(res, messagePage('Not found', 'There is no such page.', 404));
    }
    const { policy, rest } = found;
    try {
      if (rest.startsWith('/interaction/')) return await interaction(req, res, policy, rest);
      let target = policy;
      let request = req;
      if (rest === ROUTES.end_session && req.method === 'GET' && url.searchParams.has('id_token_hint'))
        target = rewriteLogout(url, policy, { keys, clientId });
      if (rest === ROUTES.token && req.method === 'POST') request = await withoutOfflineAccessOnRefresh(req);
      // oidc-provider builds its URLs from originalUrl minus url: give it the one (lower-case) mount path so cookie
      // paths and links keep one spelling whatever case the request used.
      request.url = `${rest}${url.search}`;
      request.originalUrl = `${mountPath(tenant, target)}${rest}${url.search}`;
      return await providers.get(target).callback(request, res);
    } catch (error) {
      if (res.headersSent) return res.destroy(error);
      const status = typeof error?.status === 'number' ? error.status : 500;
      return send(
        res,
        messagePage(
          'Error',
          status === 500 ? 'Something went wrong in the local identity provider.' : error.message,
          status,
        ),
      );
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
