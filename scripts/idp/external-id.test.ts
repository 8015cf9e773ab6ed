// @vitest-environment node
// The local provider playing Entra External ID (shape 'external-id'): one flow with no policy in the path, `email` and
// `preferred_username` instead of B2C's `emails[]`, the member number as an extension attribute, password reset and
// sign-up inside the sign-in flow. The same MSAL requests as for B2C, through test-browser.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXTERNAL_ID_FLOW, EXTERNAL_ID_MEMBER_NUMBER_CLAIM, localAuthorityMetadata, readShape } from './local-idp.mjs';
import {
  backAtApp,
  Browser,
  completeFlow,
  flowBase,
  openPage,
  payload,
  startIdp,
  TENANT,
  type RunningIdp,
} from './test-browser';

let idp: RunningIdp;
let origin: string;
beforeAll(async () => {
  idp = await startIdp('external-id');
  origin = idp.origin;
});
afterAll(() => idp.stop());

const FLOW = EXTERNAL_ID_FLOW;
const heading = (html: string) => /<h1>([^<]*)<\/h1>/.exec(html)?.[1];

describe('the local provider as Entra External ID', () => {
  it('serves one discovery document at /<tenant>/v2.0, with no policy anywhere, and no B2C policy paths', async () => {
    const response = await fetch(`${origin}/${TENANT}/v2.0/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const discovery = (await response.json()) as Record<string, unknown>;
    expect(discovery).toEqual(localAuthorityMetadata(origin, TENANT, FLOW));
    expect(discovery.issuer).toBe(`${origin}/${TENANT}/v2.0`);
    expect(discovery.authorization_endpoint).toBe(`${origin}/${TENANT.toLowerCase()}/v2.0/authorize`);
    expect(discovery.claims_supported).toEqual(
      expect.arrayContaining(['email', 'preferred_username', EXTERNAL_ID_MEMBER_NUMBER_CLAIM]),
    );
    expect(discovery.claims_supported).not.toContain('emails');
    expect((await fetch(`${origin}/${TENANT}/b2c_1_signin/v2.0/.well-known/openid-configuration`)).status).toBe(404);
  });

  it('signs a member in with External ID’s claims: email, preferred_username, the extension attribute; no emails[] or tfp', async () => {
    const { idToken, tokens } = await completeFlow(origin, FLOW, [{ email: 'member@example.com' }]);
    expect(idToken).toMatchObject({
      iss: `${origin}/${TENANT}/v2.0`,
      given_name: 'Maria',
      family_name: 'Alvarez',
      email: 'member@example.com',
      preferred_username: 'member@example.com',
      [EXTERNAL_ID_MEMBER_NUMBER_CLAIM]: '10482',
    });
    expect(idToken).not.toHaveProperty('emails');
    expect(idToken).not.toHaveProperty('extension_IbcNumber');
    expect(idToken).not.toHaveProperty('tfp');
    expect(payload(tokens.access_token).scope).toContain('member-portal-api/access');
  });

  it('offers Forgot your password? and sign-up on the sign-in page, and no Cancel', async () => {
    const { html } = await openPage(new Browser(origin), origin, FLOW);
    expect(heading(html)).toBe('Sign in');
    expect(html).toMatch(/<button[^>]*>Forgot your password\?<\/button>/);
    expect(html).toMatch(/<button[^>]*>No account\? Create one<\/button>/);
    expect(html).not.toMatch(/<button[^>]*>Cancel<\/button>/);
  });

  it('resets a password inside the sign-in flow: the app receives a code, never an error, and the member is signed in', async () => {
    const browser = new Browser(origin);
    const { interactionUrl } = await openPage(browser, origin, FLOW, { state: 'reset-1' });
    const resetPage = await browser.post(`${interactionUrl}/forgot-password`, {});
    expect(heading(await resetPage.text())).toBe('Reset password');
    const passwordPage = await browser.post(`${interactionUrl}/reset`, { email: 'single@example.com' });
    expect(heading(await passwordPage.text())).toBe('Choose a new password');
    const callback = await backAtApp(
      browser,
      await browser.post(`${interactionUrl}/reset`, {
        email: 'single@example.com',
        newPassword: 'Harbor#2026',
        reenterPassword: 'Harbor#2026',
      }),
    );
    expect(callback.searchParams.get('error')).toBeNull();
    expect(callback.searchParams.get('code')).toBeTruthy();
    expect(callback.searchParams.get('state')).toBe('reset-1');
  });

  it('opens sign-up for prompt=create (MSAL’s loginRedirect({ prompt: "create" })), and the new member is signed in', async () => {
    const browser = new Browser(origin);
    const { html } = await openPage(browser, origin, FLOW, { extra: { prompt: 'create' } });
    expect(heading(html)).toBe('Create account');
    const { idToken } = await completeFlow(
      origin,
      FLOW,
      [{ '@': 'sign-up', email: 'new.owner@example.com', givenName: 'Ana', familyName: 'Silva' }],
      { prompt: 'create' },
    );
    expect(idToken).toMatchObject({ email: 'new.owner@example.com', given_name: 'Ana', family_name: 'Silva' });
    expect(idToken).not.toHaveProperty(EXTERNAL_ID_MEMBER_NUMBER_CLAIM);
  });

  it('logs out at /<tenant>/v2.0/logout', async () => {
    const { browser, tokens } = await completeFlow(origin, FLOW, [{ email: 'member@example.com' }]);
    const logout = new URL(`${flowBase(origin, FLOW)}/logout`);
    logout.search = new URLSearchParams({
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: 'http://127.0.0.1:4312/signin',
    }).toString();
    const confirm = await browser.request(logout.href);
    expect(confirm.status).toBe(200);
    expect(await confirm.text()).toContain('document.forms[0].submit()');
  });
});

describe('the shape setting', () => {
  it('is b2c unless LOCAL_IDP_SHAPE or the option says external-id, and refuses anything else naming the choices', () => {
    expect(readShape(undefined)).toBe(process.env.LOCAL_IDP_SHAPE?.trim() || 'b2c');
    expect(readShape('external-id')).toBe('external-id');
    expect(readShape('b2c')).toBe('b2c');
    expect(() => readShape('entra')).toThrow(
      "LOCAL_IDP_SHAPE is 'entra': the local identity provider plays b2c or external-id",
    );
  });
});
