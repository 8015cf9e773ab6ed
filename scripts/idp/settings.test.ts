// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCAL_IDP_DEFAULTS, POLICIES } from './local-idp.mjs';
import { APP_CONFIG_FILE, readB2cSettings } from './settings.mjs';

const b2c = (
  JSON.parse(readFileSync(APP_CONFIG_FILE, 'utf8')) as {
    auth: { b2c: { authorityBase: string; policies: Record<string, string>; clientId: string; apiScopes: string[] } };
  }
).auth.b2c;

describe('what the local provider plays comes from config/app.json', () => {
  it('tenant from authorityBase, the policies, the client id and the first API scope', () => {
    expect(new URL(b2c.authorityBase).pathname).toBe(`/${LOCAL_IDP_DEFAULTS.tenant}`);
    expect(POLICIES).toEqual(b2c.policies);
    expect(LOCAL_IDP_DEFAULTS.clientId).toBe(b2c.clientId);
    expect(LOCAL_IDP_DEFAULTS.apiScope).toBe(b2c.apiScopes[0]);
  });

  it('reads another tenant the same way, and refuses what it cannot play', () => {
    const other = {
      ...b2c,
      authorityBase: 'https://contoso.b2clogin.com/contoso.onmicrosoft.com/',
      clientId: 'abc',
      apiScopes: ['https://contoso.onmicrosoft.com/api/read'],
    };
    expect(readB2cSettings(other)).toMatchObject({
      tenant: 'contoso.onmicrosoft.com',
      clientId: 'abc',
      apiScope: 'https://contoso.onmicrosoft.com/api/read',
    });
    // config/app.json is B2C-shaped (the External ID shape takes its tenant, client and scope from it, its flow from settings.mjs).
    expect(() => readB2cSettings({ ...b2c, policies: { ...b2c.policies, passwordReset: '' } })).toThrow(
      /policies\.passwordReset/,
    );
    expect(() => readB2cSettings({ ...b2c, authorityBase: 'https://host' })).toThrow(/authorityBase/);
    expect(() => readB2cSettings({ ...b2c, apiScopes: [] })).toThrow(/apiScopes\[0\]/);
    expect(() => readB2cSettings({ ...b2c, clientId: '' })).toThrow(/clientId/);
  });
});
