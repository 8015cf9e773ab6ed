// What the local provider plays, read from config/app.json (auth.b2c) so the app and its stand-in cannot disagree:
// the tenant (last path segment of authorityBase), the three user-flow policies, the client id and the API scope.
import { readFileSync } from 'node:fs';

export const APP_CONFIG_FILE = new URL('../../config/app.json', import.meta.url);

const fail = (field, why) => {
  throw new Error(`config/app.json auth.b2c.${field}: ${why} (the local identity provider plays this B2C tenant)`);
};

/** The local provider's settings from the `auth.b2c` object of config/app.json. */
export function readB2cSettings(b2c) {
  if (typeof b2c !== 'object' || b2c === null) fail('', 'missing');
  let tenant;
  try {
    tenant = new URL(b2c.authorityBase).pathname.split('/').filter(Boolean).at(-1);
  } catch {
    fail('authorityBase', 'not a URL');
  }
  if (!tenant) fail('authorityBase', 'has no tenant segment, e.g. https://host/<tenant>.onmicrosoft.com');
  const policies = {};
  for (const flow of ['signIn', 'signUp', 'passwordReset']) {
    const name = b2c.policies?.[flow];
    if (typeof name !== 'string' || !name.trim())
      fail(`policies.${flow}`, 'empty; the local provider needs every user flow named');
    policies[flow] = name.trim();
  }
  if (typeof b2c.clientId !== 'string' || !b2c.clientId) fail('clientId', 'missing');
  const [apiScope] = Array.isArray(b2c.apiScopes) ? b2c.apiScopes : [];
  // B2C scopes are <App ID URI>/<scope>; the resource (token audience) is the part before the last '/'.
  if (typeof apiScope !== 'string' || !/^[a-z][\w+.-]*:\/\/.+\/[^/]+$/i.test(apiScope))
    fail('apiScopes[0]', 'missing or not <App ID URI>/<scope>');
  return {
    tenant,
    clientId: b2c.clientId,
    apiScope,
    policies: Object.freeze(policies),
  };
}

const settings = readB2cSettings(JSON.parse(readFileSync(APP_CONFIG_FILE, 'utf8'))?.auth?.b2c);

/** The user-flow policies, e.g. { signIn: 'B2C_1_signin', signUp: …, passwordReset: … }. */
export const POLICIES = settings.policies;
export const POLICY_NAMES = Object.freeze(Object.values(POLICIES));

/** The tenant, app registration and API scope the local provider plays (the dev server and e2e use these). */
export const LOCAL_IDP_DEFAULTS = Object.freeze({
  tenant: settings.tenant,
  clientId: settings.clientId,
  apiScope: settings.apiScope,
});

/** The canonical spelling of a policy named in any case (MSAL lower-cases authority paths), or undefined. */
export function policyNamed(name) {
  return POLICY_NAMES.find((policy) => policy.toLowerCase() === String(name ?? '').toLowerCase());
}

/**
 * The two products the local provider can play (option `shape`, or LOCAL_IDP_SHAPE for npm start):
 * - `b2c`: Azure AD B2C, one issuer per user-flow policy at /<tenant>/<policy>/v2.0; `emails[]`; `extension_IbcNumber`;
 *   password reset and sign-up are their own policies (Forgot your password? answers the app with AADB2C90118).
 * - `external-id`: Entra External ID, one user flow bound to the app, so one issuer at /<tenant>/v2.0; `email` and
 *   `preferred_username`; the member number as a directory extension attribute `extension_<app id>_IbcNumber`;
 *   password reset inside the sign-in page, sign-up through it or `prompt=create`.
 */
export const SHAPES = Object.freeze(['b2c', 'external-id']);

/** External ID's flow has no name in the path: the empty name stands for it wherever a policy goes. */
export const EXTERNAL_ID_FLOW = '';

/** External ID names a custom attribute after the b2c-extensions app's id (without dashes): this one is the local one's. */
export const EXTERNAL_ID_MEMBER_NUMBER_CLAIM = 'extension_7c1f2a9e4b3d4e8f9a0b1c2d3e4f5a6b_IbcNumber';

/** The shape named by `value` (default: LOCAL_IDP_SHAPE, else b2c); anything else is refused with the choices. */
export function readShape(value = process.env.LOCAL_IDP_SHAPE) {
  const shape = value?.trim() || 'b2c';
  if (!SHAPES.includes(shape))
    throw new Error(`LOCAL_IDP_SHAPE is '${value}': the local identity provider plays ${SHAPES.join(' or ')}`);
  return shape;
}

/** The flows (issuers) a shape has: B2C's three policies, or External ID's one. */
export const flowsOf = (shape) => (shape === 'external-id' ? [EXTERNAL_ID_FLOW] : POLICY_NAMES);
