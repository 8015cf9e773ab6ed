// @vitest-environment node
// The local provider's pages as a member meets them: sign in, sign up, password reset in two steps, and the two
// ways out B2C offers (Cancel, 'Forgot your password?'), answered on the app's redirect URI exactly as B2C does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { B2C_ANSWERS, POLICIES } from './local-idp.mjs';
import { backAtApp, Browser, completeFlow, openPage, startIdp, type RunningIdp } from './test-browser';

let idp: RunningIdp;
let origin: string;
beforeAll(async () => {
  idp = await startIdp();
  origin = idp.origin;
});
afterAll(() => idp.stop());

const alert = (html: string) => /<p class="alert" role="alert">([^<]*)<\/p>/.exec(html)?.[1] ?? null;

describe('the sign-in page', () => {
  it('is accessible: labelled e-mail, Sign in, Forgot your password? and Cancel', async () => {
    const { html } = await openPage(new Browser(origin), origin, POLICIES.signIn);
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(/<h1>Sign in<\/h1>/);
    expect(html).toMatch(/<label for="email">Email<\/label>\s*<input id="email"/);
    expect(html).toMatch(/<button[^>]*type="submit">Sign in<\/button>/);
    expect(html).toMatch(/<button[^>]*>Forgot your password\?<\/button>/);
    expect(html).toMatch(/<button[^>]*>Cancel<\/button>/);
  });

  it('says "No User Found!" for an unknown e-mail and keeps what was typed', async () => {
    const browser = new Browser(origin);
    const { interactionUrl } = await openPage(browser, origin, POLICIES.signIn);
    const response = await browser.post(interactionUrl, { email: 'nobody@example.com' });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(alert(html)).toBe('No User Found!');
    expect(html).toContain('value="nobody@example.com"');
  });
});

describe('Cancel and Forgot your password? answer the redirect URI as B2C does', () => {
  it.each([
    ['cancel', 'AADB2C90091'],
    ['forgot-password', 'AADB2C90118'],
  ] as const)(
    '%s: error=access_denied, error_description starting %s, the request’s state, no code',
    async (exit, code) => {
      const browser = new Browser(origin);
      const { interactionUrl } = await openPage(browser, origin, POLICIES.signIn, { state: 'st-42' });
      const callback = await backAtApp(browser, await browser.post(`${interactionUrl}/${exit}`, {}));
      expect(Object.fromEntries(callback.searchParams)).toEqual({
        error: 'access_denied',
        error_description: B2C_ANSWERS[exit],
        state: 'st-42',
        iss: expect.any(String),
      });
      expect(B2C_ANSWERS[exit].startsWith(`${code}: `)).toBe(true);
    },
  );

  it('Cancel on the sign-up and password-reset pages too; only sign-in offers Forgot your password?', async () => {
    for (const policy of [POLICIES.signUp, POLICIES.passwordReset]) {
      const browser = new Browser(origin);
      const { interactionUrl, html } = await openPage(browser, origin, policy, { state: policy });
      expect(html).not.toContain('Forgot your password?');
      const callback = await backAtApp(browser, await browser.post(`${interactionUrl}/cancel`, {}));
      expect(callback.searchParams.get('error_description')).toBe(B2C_ANSWERS.cancel);
      expect(callback.searchParams.get('state')).toBe(policy);
    }
  });

  it('the flow named with B2C’s p parameter (the dev server’s pinned discovery) shows that flow’s page', async () => {
    const { html } = await openPage(new Browser(origin), origin, POLICIES.signIn, {
      extra: { p: POLICIES.passwordReset.toLowerCase() },
    });
    expect(html).toMatch(/<h1>Reset password<\/h1>/);
  });
});

describe('password reset: the e-mail, then a new password, then signed in', () => {
  it('asks for a known e-mail, then a new password twice, and signs that member in', async () => {
    const browser = new Browser(origin);
    const { interactionUrl, html } = await openPage(browser, origin, POLICIES.passwordReset);
    expect(html).toMatch(/<h1>Reset password<\/h1>/);
    expect(alert(await (await browser.post(interactionUrl, { email: 'nobody@example.com' })).text())).toBe(
      'No User Found!',
    );

    const step2 = await (await browser.post(interactionUrl, { email: 'Single@example.com' })).text();
    expect(step2).toMatch(/<h1>Choose a new password<\/h1>/);
    expect(step2).toMatch(
      /<label for="newPassword">New password<\/label>\s*<input id="newPassword" name="newPassword" type="password" autocomplete="new-password"/,
    );
    expect(step2).toMatch(/<label for="reenterPassword">Confirm new password<\/label>/);
    expect(step2).toContain(
      '<input type="email" name="email" autocomplete="username" value="single@example.com" hidden readonly>',
    );

    const short = await browser.post(interactionUrl, {
      email: 'single@example.com',
      newPassword: 'short',
      reenterPassword: 'short',
    });
    expect(alert(await short.text())).toBe('The password must be between 8 and 64 characters.');
    const differ = await browser.post(interactionUrl, {
      email: 'single@example.com',
      newPassword: 'harbor-2026',
      reenterPassword: 'harbor-2027',
    });
    expect(alert(await differ.text())).toMatch(/^The password entry fields do not match/);
  });

  it('ends signed in as that member, the id token naming the reset flow', async () => {
    const { idToken } = await completeFlow(origin, POLICIES.passwordReset, [
      { email: 'single@example.com' },
      { email: 'single@example.com', newPassword: 'harbor-2026', reenterPassword: 'harbor-2026' },
    ]);
    expect(idToken).toMatchObject({
      given_name: 'Sam',
      extension_IbcNumber: '20871',
      emails: ['single@example.com'],
      tfp: POLICIES.passwordReset,
    });
  });
});

describe('sign-up', () => {
  it('adds a new member (in memory), refuses a registered e-mail, and the new member can sign in', async () => {
    const browser = new Browser(origin);
    const { interactionUrl, html } = await openPage(browser, origin, POLICIES.signUp);
    expect(html).toMatch(/<label for="givenName">First name<\/label>/);
    expect(html).toMatch(/<label for="familyName">Last name<\/label>/);
    expect(html).toMatch(/>Create account<\/button>/);
    const taken = await browser.post(interactionUrl, {
      email: 'single@example.com',
      givenName: 'Sam',
      familyName: 'Okafor',
    });
    expect(alert(await taken.text())).toBe('The entered Email address is already registered!');
    const created = await browser.post(interactionUrl, {
      email: 'new.member@example.com',
      givenName: 'Nora',
      familyName: 'Nieminen',
    });
    expect(created.status).toBe(303);

    const { idToken } = await completeFlow(origin, POLICIES.signIn, [{ email: 'new.member@example.com' }]);
    expect(idToken).toMatchObject({
      given_name: 'Nora',
      family_name: 'Nieminen',
      emails: ['new.member@example.com'],
      tfp: POLICIES.signIn,
    });
    expect(idToken).not.toHaveProperty('extension_IbcNumber');
  });
});
