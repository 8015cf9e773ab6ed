import { describe, expect, it } from 'vitest';
import { config } from '@/lib/config';
import { authorityFor, buildMsalConfiguration, flowRequest, type B2cSettings } from './msal-config';

const b2c: B2cSettings = {
  ...config.app.auth.b2c,
  authorityBase: 'https://contoso.b2clogin.com/contoso.onmicrosoft.com',
  authorityMetadata: undefined,
};
// Entra External ID: one user flow bound to the app, so no policy names; the authority has none either.
const externalId: B2cSettings = {
  ...b2c,
  authorityBase: 'https://contoso.ciamlogin.com/contoso.onmicrosoft.com',
  policies: { signIn: '', signUp: '', passwordReset: '' },
};

describe('which identity product, from the settings', () => {
  it('B2C: each flow is its own policy’s authority', () => {
    expect(flowRequest(b2c, 'signIn')).toEqual({
      authority: `https://contoso.b2clogin.com/contoso.onmicrosoft.com/${b2c.policies.signIn}`,
    });
    expect(flowRequest(b2c, 'signUp')).toEqual({
      authority: `https://contoso.b2clogin.com/contoso.onmicrosoft.com/${b2c.policies.signUp}`,
    });
    expect(flowRequest(b2c, 'passwordReset')).toEqual({
      authority: `https://contoso.b2clogin.com/contoso.onmicrosoft.com/${b2c.policies.passwordReset}`,
    });
  });

  it('B2C with a pinned discovery document: the flow also as B2C’s p parameter', () => {
    const pinned = { ...b2c, authorityMetadata: '{}' };
    expect(flowRequest(pinned, 'signUp')).toEqual({
      authority: authorityFor(b2c, 'signUp'),
      extraQueryParameters: { p: b2c.policies.signUp },
    });
    expect(flowRequest(pinned, 'signIn')).toEqual({ authority: authorityFor(b2c, 'signIn') });
  });

  it('External ID: the authority itself for every flow, sign-up asked with prompt=create, no p parameter', () => {
    expect(flowRequest(externalId, 'signIn')).toEqual({ authority: externalId.authorityBase });
    expect(flowRequest(externalId, 'signUp')).toEqual({ authority: externalId.authorityBase, prompt: 'create' });
    // Password reset is a link on External ID's sign-in page: the member is sent there.
    expect(flowRequest(externalId, 'passwordReset')).toEqual({ authority: externalId.authorityBase });
    expect(buildMsalConfiguration(externalId, 'https://portal.example').auth.authority).toBe(externalId.authorityBase);
  });
});
