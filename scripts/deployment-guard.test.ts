import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { deploymentGuard, localSetupProblems } from './deployment-guard';
import { readPortalConfig } from './portal-config-plugin';

const root = path.resolve(import.meta.dirname, '..');
const TENANT = {
  VITE_B2C_AUTHORITY_BASE: 'https://contoso.b2clogin.com/contoso.onmicrosoft.com',
  VITE_B2C_KNOWN_AUTHORITIES: 'contoso.b2clogin.com',
};

function configWith(env: Record<string, string>) {
  const { config, errors } = readPortalConfig(root, env);
  if (!config) throw new Error(errors.join('\n'));
  return config;
}

describe('a build for deployment refuses a local setup', () => {
  it('names the authority and known authorities of config/app.json’s defaults, the local provider', () => {
    expect(localSetupProblems(configWith({}))).toEqual([
      expect.stringMatching(
        /^VITE_B2C_AUTHORITY_BASE is https:\/\/localhost:5173\/cooperative\.onmicrosoft\.com: the local identity provider/,
      ),
      expect.stringMatching(/^VITE_B2C_KNOWN_AUTHORITIES names localhost:5173/),
    ]);
  });

  it('passes a real tenant (B2C or External ID) with the API beside the portal or on https', () => {
    expect(localSetupProblems(configWith(TENANT))).toEqual([]);
    expect(localSetupProblems(configWith({ ...TENANT, VITE_API_BASE_URL: 'https://api.contoso.com/api' }))).toEqual([]);
    const externalId = {
      VITE_B2C_AUTHORITY_BASE: 'https://contoso.ciamlogin.com/contoso.onmicrosoft.com',
      VITE_B2C_KNOWN_AUTHORITIES: 'contoso.ciamlogin.com',
      VITE_B2C_SIGN_IN_POLICY: '',
      VITE_B2C_SIGN_UP_POLICY: '',
      VITE_B2C_PASSWORD_RESET_POLICY: '',
    };
    expect(localSetupProblems(configWith(externalId))).toEqual([]);
    expect(localSetupProblems(configWith({ VITE_AUTH_METHOD: 'template' }))).toEqual([]);
  });

  it('refuses an API on this machine or over plain http, and pinned metadata of the local provider', () => {
    expect(localSetupProblems(configWith({ ...TENANT, VITE_API_BASE_URL: 'http://127.0.0.1:4010/api' }))).toEqual([
      expect.stringMatching(/^VITE_API_BASE_URL is http:\/\/127\.0\.0\.1:4010\/api: a local address/),
    ]);
    expect(localSetupProblems(configWith({ ...TENANT, VITE_API_BASE_URL: 'http://api.contoso.com/api' }))).toEqual([
      expect.stringMatching(/plain http; use https$/),
    ]);
    const metadata = JSON.stringify({
      issuer: 'https://localhost:8443/cooperative.onmicrosoft.com/B2C_1_signin/v2.0',
      authorization_endpoint: 'https://localhost:8443/x/authorize',
    });
    expect(localSetupProblems(configWith({ ...TENANT, VITE_B2C_AUTHORITY_METADATA: metadata }))).toEqual([
      expect.stringMatching(/^VITE_B2C_AUTHORITY_METADATA names the local identity provider/),
    ]);
  });

  it('refuses field data sent to this machine, and passes it off, on the portal’s own origin or on a resource', () => {
    expect(
      localSetupProblems(
        configWith({
          ...TENANT,
          VITE_TELEMETRY_ENDPOINT: 'https://localhost:9000/track',
          VITE_TELEMETRY_FORMAT: 'json',
        }),
      ),
    ).toEqual([expect.stringMatching(/^VITE_TELEMETRY_ENDPOINT is https:\/\/localhost:9000\/track: a local address/)]);
    expect(
      localSetupProblems(
        configWith({ ...TENANT, VITE_TELEMETRY_ENDPOINT: '/telemetry', VITE_TELEMETRY_FORMAT: 'json' }),
      ),
    ).toEqual([]);
    const connection =
      'InstrumentationKey=8d2f8c3e-3b0f-4c65-9d0e-2f3b4a5c6d7e;IngestionEndpoint=https://westeurope-5.in.applicationinsights.azure.com/';
    expect(localSetupProblems(configWith({ ...TENANT, VITE_TELEMETRY_CONNECTION_STRING: connection }))).toEqual([]);
  });

  it('lets a build that says it is for this machine through (PORTAL_LOCAL_BUILD=1)', () => {
    expect(deploymentGuard(configWith({}), { PORTAL_LOCAL_BUILD: '1' })).toBeNull();
    expect(deploymentGuard(configWith({}), {})).toContain('npm run build:local (PORTAL_LOCAL_BUILD=1)');
  });

  it('npm run build stops at once with the message, writing nothing', () => {
    const outDir = mkdtempSync(path.join(os.tmpdir(), 'refused-build-'));
    try {
      const env = { ...process.env, NODE_ENV: 'production', PORTAL_LOCAL_BUILD: '' };
      const result = spawnSync(
        path.join(root, 'node_modules/.bin/vite'),
        ['build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'],
        { cwd: root, encoding: 'utf8', env, timeout: 120_000 },
      );
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('A build for deployment refuses these settings');
      expect(result.stderr).toContain('VITE_B2C_AUTHORITY_BASE is https://localhost:5173/cooperative.onmicrosoft.com');
      expect(readdirSync(outDir)).toEqual([]);
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  });
});
