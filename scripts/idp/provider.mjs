// One oidc-provider per B2C user-flow policy, each its own issuer at /<tenant>/<policy>/v2.0, sharing keys, cookies
// and the store so one browser session spans them (B2C's default tenant-wide SSO). Why each setting is here:
// README.md beside this file.
import Provider, { errors, interactionPolicy } from 'oidc-provider';
// The provider's own in-memory store. Importing it directly, rather than passing no adapter, also avoids the
// "development-only adapter" warning.
import MemoryAdapter from 'oidc-provider/lib/adapters/memory_adapter.js';
import LRU from 'oidc-provider/lib/helpers/lru.js';
import { idTokenClaimNames, idTokenClaims } from './members.mjs';
import { logoutSource, postLogoutSuccessSource, renderError } from './pages.mjs';
import { EXTERNAL_ID_FLOW, flowsOf, POLICIES, POLICY_NAMES, policyNamed } from './settings.mjs';

/** Routes under /<tenant>/<policy>/v2.0 (B2C has oauth2/v2.0/authorize etc.; the app only sees them via discovery). */
export const ROUTES = { authorization: '/authorize', token: '/token', end_session: '/logout', jwks: '/keys' };
const SCOPES = ['openid', 'profile', 'offline_access'];
const TTL = {
  AccessToken: 3600,
  IdToken: 3600,
  AuthorizationCode: 60,
  Interaction: 3600,
  Session: 24 * 3600,
  Grant: 24 * 3600,
};
/** B2C issues SPA refresh tokens for 24 hours from the sign-in, however often they are used. */
const REFRESH_TOKEN_TTL = 24 * 3600;

/**
 * Where a policy's endpoints, pages and cookies live: lower-case, as in B2C's discovery documents. MSAL relies on
 * that: it caches one policy's endpoints per host and, for another policy, swaps its own lower-cased authority path
 * segments into them with a case-sensitive replace; endpoints spelled B2C_1_signin would send every user flow to
 * sign-in.
 */
export const mountPath = (tenant, policy) => issuerPath(tenant, policy).toLowerCase();
/** The issuer keeps the config's spelling (only its origin is compared with the authority). */
function issuerPath(tenant, policy) {
  // External ID's one flow (EXTERNAL_ID_FLOW, the empty name) has no segment: /<tenant>/v2.0.
  return policy ? `/${tenant}/${policy}/v2.0` : `/${tenant}/v2.0`;
}

/** The API's resource identifier: its scope without the last segment, like B2C's App ID URI + "/access". */
const apiResourceOf = (apiScope) => apiScope.slice(0, apiScope.lastIndexOf('/'));

/**
 * The discovery document of one policy, as its `.well-known/openid-configuration` serves it when requested at `origin`.
 * `issuerOrigin` (default `origin`) goes into `issuer` only: the dev server serves plain http behind an https-looking
 * authority and hands this object to MSAL as `authorityMetadata`.
 */
export function localAuthorityMetadata(origin, tenant, policy, issuerOrigin = origin) {
  const shape = policy === EXTERNAL_ID_FLOW ? 'external-id' : 'b2c';
  const canonical = shape === 'external-id' ? EXTERNAL_ID_FLOW : policyNamed(policy);
  if (canonical === undefined)
    throw new Error(`unknown policy ${policy}; expected one of ${POLICY_NAMES.join(', ')}, or '' for External ID`);
  const base = `${new URL(origin).origin}${mountPath(tenant, canonical)}`;
  return {
    issuer: `${new URL(issuerOrigin).origin}${issuerPath(tenant, canonical)}`,
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
    claims_supported: [...idTokenClaimNames(shape), 'sid', 'auth_time', 'iss'],
    claims_parameter_supported: false,
    claim_types_supported: ['normal'],
    request_uri_parameter_supported: false,
    code_challenge_methods_supported: ['S256'],
    grant_types_supported: ['authorization_code', 'refresh_token'],
  };
}

/** No consent screen (B2C has none for its own apps): grant whatever an authorization request asks for. */
async function loadExistingGrant(ctx) {
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
  for (const [indicator, server] of Object.entries(oidc.resourceServers ?? {}))
    grant.addResourceScope(indicator, server.scope);
  await grant.save();
  return grant;
}

/**
 * Creates the issuers of a shape: B2C's three policies, or External ID's one flow. `shared`: { shape, origin,
 * issuerOrigin, tenant, clientId, apiScope, redirectUris, postLogoutRedirectUris, directory, keys }. Returns
 * Map(policy → { provider, callback }), External ID's under EXTERNAL_ID_FLOW ('').
 */
export function createProviders(shared) {
  const { origin, issuerOrigin, tenant, clientId, apiScope, directory, keys, shape = 'b2c' } = shared;
  const secure = new URL(origin).protocol === 'https:';
  const apiResource = apiResourceOf(apiScope);
  // Room for a day of sign-ins. The store's default keeps only the last 1,000-2,000 entries (sessions, grants, codes,
  // tokens): a run that signs in many times (the e2e suite repeated in a flake hunt) dropped the refresh token of a
  // sign-in an hour old, and its member was sent back to sign in once their first access token ran out (the token
  // endpoint answered 400). Entries still go when their lifetime ends.
  const store = new LRU({ maxSize: 1_000_000 });
  const adapter = (model) => new MemoryAdapter(model, store, 15);
  // B2C sets its cookies SameSite=None so the hidden-iframe renewal works cross-site; that needs https.
  const cookieOptions = secure
    ? { httpOnly: true, sameSite: 'none', secure: true }
    : { httpOnly: true, sameSite: 'lax' };
  const cookieSuffix = new URL(origin).port || (secure ? '443' : '80');

  function configuration(policy) {
    const basePolicy = interactionPolicy.base();
    // External ID's `prompt=create` opens the sign-up page of its one flow (MSAL: loginRedirect({ prompt: 'create' })).
    if (shape === 'external-id') basePolicy.add(new interactionPolicy.Prompt({ name: 'create', requestable: true }), 0);
    if (shape === 'b2c' && policy !== POLICIES.signIn) {
      // Sign-up and password reset always show their page, even with a session (they are actions, not SSO).
      basePolicy
        .get('login')
        .checks.push(
          new interactionPolicy.Check('policy_page', `${policy} always asks the user`, 'login_required', (ctx) =>
            ctx.oidc.result?.login ? interactionPolicy.Check.NO_NEED_TO_PROMPT : interactionPolicy.Check.REQUEST_PROMPT,
          ),
        );
    }
    return {
      adapter,
      jwks: keys.jwks,
      clients: [
        {
          client_id: clientId,
          application_type: 'web',
          token_endpoint_auth_method: 'none',
          grant_types: ['authorization_code', 'refresh_token'],
          response_types: ['code'],
          redirect_uris: shared.redirectUris,
          post_logout_redirect_uris: shared.postLogoutRedirectUris,
          // B2C's id tokens always say when the member signed in; the portal counts the session from it.
          require_auth_time: true,
        },
      ],
      clientAuthMethods: ['none'],
      responseTypes: ['code'],
      scopes: SCOPES,
      claims: { openid: idTokenClaimNames(shape) },
      conformIdTokenClaims: false,
      // B2C's `p` (user flow) query parameter, kept for the interaction page (see interactions.mjs).
      extraParams: ['p'],
      enabledJWA: { idTokenSigningAlgValues: ['RS256'] },
      routes: ROUTES,
      cookies: {
        keys: keys.cookieKeys,
        names: {
          session: `local_b2c_${cookieSuffix}`,
          interaction: `local_b2c_${cookieSuffix}_interaction`,
          resume: `local_b2c_${cookieSuffix}_resume`,
        },
        long: cookieOptions,
        short: cookieOptions,
      },
      ttl: {
        ...TTL,
        RefreshToken: REFRESH_TOKEN_TTL,
      },
      // B2C and Entra never revoke a refresh token for being used ("the Microsoft identity platform doesn't revoke old
      // refresh tokens when used to fetch new access tokens"). oidc-provider's rotation does more: the previous token
      // is consumed, and using it again revokes the whole grant. A page reloaded while MSAL was renewing its token
      // still holds that previous one, so here (not at B2C) the member would then be signed out at their next call:
      // a stall of the fault matrix's reloading cells once in a few runs. The token stays the same instead, and
      // expires 24 hours after the sign-in, as B2C's does.
      rotateRefreshToken: false,
      // Nor does B2C tie a refresh token to its sign-in session: its Logout ends the session (its cookie), and the
      // refresh tokens already issued stay valid until they expire or the member's sessions are revoked (Microsoft
      // Graph's revokeSignInSessions). oidc-provider ties every token without offline_access, which MSAL's requests
      // lack (see issueRefreshToken), to the session, so here a Logout, or a session gone from the browser (the
      // provider's cookies blocked or cleared), made the next renewal fail and sent the member to sign in. The
      // portal renews with the refresh token alone, so the e2e suite's contexts, which share one saved sign-in,
      // keep renewing after one of them logs out.
      expiresWithSession: () => false,
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
            return {
              scope: apiScope,
              audience: apiResource,
              accessTokenFormat: 'jwt',
              accessTokenTTL: TTL.AccessToken,
              jwt: { sign: { alg: 'RS256' } },
            };
          },
        },
      },
      clientBasedCORS: (_ctx, requestOrigin, client) =>
        client.redirectUris.some((uri) => new URL(uri).origin === requestOrigin),
      // MSAL never sends prompt=consent, so oidc-provider drops offline_access; B2C issues refresh tokens anyway.
      issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
      loadExistingGrant,
      findAccount: (_ctx, sub) => {
        const member = directory.findById(sub);
        return member ? { accountId: member.id, claims: () => idTokenClaims(member, policy, shape) } : undefined;
      },
      extraTokenClaims: () => (shape === 'b2c' ? { tfp: policy } : {}),
      interactions: {
        policy: basePolicy,
        url: (_ctx, interaction) => `${mountPath(tenant, policy)}/interaction/${interaction.uid}`,
      },
      renderError,
    };
  }

  const providers = new Map();
  for (const policy of flowsOf(shape)) {
    const provider = new Provider(`${issuerOrigin}${issuerPath(tenant, policy)}`, configuration(policy));
    provider.proxy = false;
    providers.set(policy, { provider, callback: provider.callback() });
  }
  return providers;
}
