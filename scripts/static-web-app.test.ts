import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPortalConfig } from './portal-config-plugin';
import { chooseEncoding } from './serve-dist.mjs';
import { fallsBackToIndex, headersFor, matchesRoute, rewriteFor } from './static-host.mjs';
import { DEFAULT_COPY, serialize, staticWebAppConfig } from './static-web-app.mjs';

const root = path.resolve(import.meta.dirname, '..');

function configWith(env: Record<string, string> = {}) {
  const { config, errors } = readPortalConfig(root, env);
  if (!config) throw new Error(errors.join('\n'));
  return config;
}

/** One CSP directive's sources, e.g. sources(csp, 'connect-src') → ["'self'", 'https://…']. */
const sources = (csp: string, directive: string) =>
  csp
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === directive)
    ?.slice(1);

describe('staticwebapp.config.json', () => {
  it('checked in as the build makes it from config/ (run `node scripts/static-web-app.mjs --write` after a change)', () => {
    expect(readFileSync(DEFAULT_COPY, 'utf8')).toBe(serialize(staticWebAppConfig(configWith())));
  });

  it('lets scripts come only from the portal itself, never inline', () => {
    const csp = staticWebAppConfig(configWith()).globalHeaders['Content-Security-Policy'] ?? '';
    expect(sources(csp, 'script-src')).toEqual(["'self'"]);
    expect(csp).not.toMatch(/unsafe-eval/);
    expect(sources(csp, 'object-src')).toEqual(["'none'"]);
    expect(sources(csp, 'frame-ancestors')).toEqual(["'none'"]);
  });

  it('opens connect-src and form-action to exactly the API and the identity provider of the deployment', () => {
    const app = configWith({
      VITE_API_BASE_URL: 'https://api.cooperative.example/api',
      VITE_B2C_AUTHORITY_BASE: 'https://cooperative.b2clogin.com/cooperative.onmicrosoft.com',
      VITE_B2C_KNOWN_AUTHORITIES: 'cooperative.b2clogin.com',
    });
    const csp = staticWebAppConfig(app).globalHeaders['Content-Security-Policy'] ?? '';
    const expected = ["'self'", 'https://api.cooperative.example', 'https://cooperative.b2clogin.com'];
    expect(sources(csp, 'connect-src')).toEqual(expected);
    expect(sources(csp, 'form-action')).toEqual(expected);
    expect(sources(csp, 'frame-src')).toEqual(["'self'", 'https://cooperative.b2clogin.com']);
  });

  it('names no identity provider for the template flow, and no API origin for a same-origin /api', () => {
    const csp =
      staticWebAppConfig(configWith({ VITE_AUTH_METHOD: 'template' })).globalHeaders['Content-Security-Policy'] ?? '';
    expect(sources(csp, 'connect-src')).toEqual(["'self'"]);
    expect(sources(csp, 'form-action')).toEqual(["'self'"]);
  });

  it('opens connect-src, and nothing else, to field data’s endpoint only when it is on another origin', () => {
    const csp = (env: Record<string, string>) =>
      staticWebAppConfig(configWith(env)).globalHeaders['Content-Security-Policy'] ?? '';
    const resource = {
      VITE_TELEMETRY_CONNECTION_STRING:
        'InstrumentationKey=8d2f8c3e-3b0f-4c65-9d0e-2f3b4a5c6d7e;IngestionEndpoint=https://westeurope-5.in.applicationinsights.azure.com/;LiveEndpoint=https://westeurope.livediagnostics.monitor.azure.com/',
    };
    expect(sources(csp(resource), 'connect-src')).toContain('https://westeurope-5.in.applicationinsights.azure.com');
    expect(sources(csp(resource), 'form-action')).not.toContain(
      'https://westeurope-5.in.applicationinsights.azure.com',
    );
    expect(sources(csp(resource), 'frame-src')).not.toContain('https://westeurope-5.in.applicationinsights.azure.com');
    const off = sources(csp({}), 'connect-src');
    expect(
      sources(csp({ VITE_TELEMETRY_ENDPOINT: '/telemetry', VITE_TELEMETRY_FORMAT: 'json' }), 'connect-src'),
    ).toEqual(off);
    expect(off).toEqual(["'self'", 'https://localhost:5173']);
  });

  it('sends an opener policy on app pages but not on the redirect bridge, which is never cached and may be framed by the portal', () => {
    const swa = staticWebAppConfig(configWith());
    const page = headersFor(swa, '/dashboard');
    const bridge = headersFor(swa, configWith().app.auth.b2c.bridgePath);
    expect(page['Cross-Origin-Opener-Policy']).toBe('same-origin');
    expect(page['Cache-Control']).toBe('no-cache');
    expect(bridge).not.toHaveProperty('Cross-Origin-Opener-Policy');
    expect(bridge['Cache-Control']).toBe('no-store');
    expect(sources(bridge['Content-Security-Policy'] ?? '', 'frame-ancestors')).toEqual(["'self'"]);
    expect(headersFor(swa, '/assets/main-abc123.js')['Cache-Control']).toBe('public, max-age=31536000, immutable');
    for (const headers of [page, bridge]) {
      expect(headers['Strict-Transport-Security']).toMatch(/max-age=(\d{8,})/);
      expect(headers['X-Content-Type-Options']).toBe('nosniff');
      expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['Permissions-Policy']).toContain('camera=()');
    }
  });
});

describe('the static host rules (as Azure Static Web Apps applies them)', () => {
  it('matches exact paths, trailing wildcards and extension filters', () => {
    expect(matchesRoute('/redirect-bridge.html', '/redirect-bridge.html')).toBe(true);
    expect(matchesRoute('/redirect-bridge.html', '/redirect-bridge.html/x')).toBe(false);
    expect(matchesRoute('/assets/*', '/assets/a/b.js')).toBe(true);
    expect(matchesRoute('/assets/*', '/assetsx.js')).toBe(false);
    expect(matchesRoute('/*.{png,jpg}', '/images/a.PNG')).toBe(true);
    expect(matchesRoute('/*.{png,jpg}', '/dashboard')).toBe(false);
  });

  it('answers app paths with index.html and missing files with 404', () => {
    const swa = staticWebAppConfig(configWith());
    expect(fallsBackToIndex(swa, '/rebate/invoice')).toBe(true);
    expect(fallsBackToIndex(swa, '/assets/page-removed.js')).toBe(false);
    expect(fallsBackToIndex(swa, '/images/missing.svg')).toBe(false);
    expect(fallsBackToIndex(swa, '/robots.txt')).toBe(false);
  });

  it('answers the sign-in path with its prerendered page in a B2C build, and with index.html in a template build', () => {
    expect(rewriteFor(staticWebAppConfig(configWith()), '/signin')).toBe('/signin.html');
    expect(rewriteFor(staticWebAppConfig(configWith()), '/signup')).toBeNull();
    expect(rewriteFor(staticWebAppConfig(configWith({ VITE_AUTH_METHOD: 'template' })), '/signin')).toBeNull();
    expect(fallsBackToIndex(staticWebAppConfig(configWith({ VITE_AUTH_METHOD: 'template' })), '/signin')).toBe(true);
  });

  it('compresses with brotli when accepted, else gzip, else not at all', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding('')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });
});
