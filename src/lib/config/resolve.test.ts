import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPortalConfig } from '../../../scripts/portal-config-plugin';
import type { ConfigFileName } from './schema';
import { resolveConfig } from './resolve';

const root = path.resolve(import.meta.dirname, '../../..');
const files: ConfigFileName[] = ['app.json', 'roles.json', 'routes.json', 'menu.json', 'languages.json', 'theme.json'];
const realConfig = () =>
  Object.fromEntries(
    files.map((name) => [name, JSON.parse(readFileSync(path.join(root, 'config', name), 'utf8'))]),
  ) as Record<ConfigFileName, any>;

function errorsFor(edit: (raw: Record<ConfigFileName, any>) => void): string[] {
  const raw = realConfig();
  edit(raw);
  const result = resolveConfig(raw);
  return result.ok ? [] : result.errors;
}

describe('config/ as shipped', () => {
  it('is valid, with every page file present', () => {
    expect(readPortalConfig(root).errors).toEqual([]);
  });

  it('declares every route of the portal', () => {
    const { config } = readPortalConfig(root);
    const paths = config?.routes.map((route) => route.path) ?? [];
    const spec = [
      '/dashboard',
      '/account-details',
      '/newsletter',
      '/rebate/invoice',
      '/rebate/fifth-check',
      '/incentives',
      '/merchandise/coolers',
      '/merchandise/availableCoolers',
      '/merchandise/planograms',
      '/merchandise/syndigo',
      '/pos/my-pos',
      '/pos/order-custom-pos',
      '/programs/active',
      '/programs/available',
      '/services/felonious-insurance',
      '/easystore-apps/easystore-pro',
      '/easystore-apps/easystore-dash',
      '/easystore-apps/easystore-eats',
      '/chaintools/pricing',
      '/chaintools/newsletter',
      '/index',
      '/error-pages/error-404',
      '/error-pages/error-500',
      '/error-pages/coming-soon',
      '/error-pages/maintenance',
      '/signin',
      '/signup',
      '/forget-password',
      '/confirm-signup',
      '/reset-password',
    ];
    expect(paths).toEqual(expect.arrayContaining(spec));
  });

  it('gives the member pages role user = [user, admin] and leaves the authentication pages and 404 open', () => {
    const { config } = readPortalConfig(root);
    const rolesAt = (p: string) => config?.routes.find((route) => route.path === p)?.roles;
    expect(rolesAt('/dashboard')).toEqual(['user', 'admin']);
    expect(rolesAt('/chaintools/newsletter')).toEqual(['user', 'admin']);
    expect(rolesAt('/signin')).toBeNull();
    expect(rolesAt('/error-pages/error-404')).toBeNull();
    expect(config?.roleSets).toEqual({ admin: ['admin'], user: ['user', 'admin'] });
  });

  it('builds the sidebar with its labels in order and paths resolved from route ids', () => {
    const { config } = readPortalConfig(root);
    const summary = config?.menu.map((item) => [item.title, item.url ?? item.children.map((child) => child.url)]);
    expect(summary).toEqual([
      ['Dashboard', '/dashboard'],
      ['Details', '/account-details'],
      ['Newsletter', '/newsletter'],
      ['Incentives', '/incentives'],
      ['Rebates', ['/rebate/invoice', '/rebate/fifth-check']],
      ['Merchandise', ['/merchandise/coolers', '/merchandise/planograms']],
      ['Point of Sale', ['/pos/my-pos', '/pos/order-custom-pos']],
      ['Programs', ['/programs/active', '/programs/available']],
      ['Services', ['/services/felonious-insurance']],
      ['Easystore Apps', ['/easystore-apps/easystore-pro']],
      ['Chain Tools', ['/chaintools/pricing', '/chaintools/newsletter']],
    ]);
  });
});

describe('a broken config file is rejected with its file and field named', () => {
  it('names a misspelt key', () => {
    expect(errorsFor((raw) => (raw['routes.json'].groups[0].routes[0].pathh = '/x'))).toContainEqual(
      expect.stringMatching(/^config\/routes\.json: groups\[0\]\.routes\[0\]: .*pathh/),
    );
  });

  it('names a menu entry pointing at a route that does not exist', () => {
    expect(errorsFor((raw) => (raw['menu.json'].items[4].children[0].route = 'rebateInvoic'))).toContainEqual(
      "config/menu.json: items[4].children[0].route: unknown route id 'rebateInvoic'",
    );
  });

  it('names an unknown role set', () => {
    expect(errorsFor((raw) => (raw['routes.json'].groups[0].roles = 'users'))).toContainEqual(
      expect.stringMatching(/^config\/routes\.json: groups\[0\]\.routes\[0\]\.roles: unknown role set 'users'/),
    );
  });

  it('names a wrong type', () => {
    expect(errorsFor((raw) => (raw['app.json'].api.timeoutMs = 'soon'))).toContainEqual(
      expect.stringMatching(/^config\/app\.json: api\.timeoutMs: /),
    );
  });

  it('names an authentication page variant other than card or split', () => {
    expect(errorsFor((raw) => (raw['app.json'].ui.authPageVariant = 'splitt'))).toContainEqual(
      expect.stringMatching(/^config\/app\.json: ui\.authPageVariant: .*"card".*"split"/),
    );
    expect(errorsFor((raw) => delete raw['app.json'].ui.authPageVariant)).toContainEqual(
      expect.stringMatching(/^config\/app\.json: ui\.authPageVariant: /),
    );
  });

  it('names an API base address that does not end in /api', () => {
    expect(errorsFor((raw) => (raw['app.json'].api.baseUrl = 'https://example.com/v1'))).toContainEqual(
      'config/app.json: api.baseUrl: must end in /api',
    );
  });

  it('names a field-data setting it cannot use', () => {
    expect(errorsFor((raw) => (raw['app.json'].telemetry.endpoint = 'http://monitor.example/track'))).toContainEqual(
      "config/app.json: telemetry.endpoint: must be empty (off), an https address or an in-app path such as '/telemetry'",
    );
    expect(errorsFor((raw) => (raw['app.json'].telemetry.sampleRate = 1.5))).toContainEqual(
      expect.stringMatching(/^config\/app\.json: telemetry\.sampleRate: /),
    );
    expect(errorsFor((raw) => (raw['app.json'].telemetry.format = 'appinsights'))).toContainEqual(
      expect.stringMatching(/^config\/app\.json: telemetry\.format: .*"application-insights".*"json"/),
    );
    expect(
      errorsFor((raw) => (raw['app.json'].telemetry.endpoint = 'https://monitor.example/v2/track')),
    ).toContainEqual(
      expect.stringMatching(/^config\/app\.json: telemetry\.instrumentationKey: Application Insights needs/),
    );
    expect(errorsFor((raw) => (raw['app.json'].telemetry.instrumentationKey = 'not-a-key'))).toContainEqual(
      expect.stringMatching(/^config\/app\.json: telemetry\.instrumentationKey: /),
    );
  });

  it('takes field data’s endpoint and key from an Application Insights connection string, and names a bad one', () => {
    const connection =
      'InstrumentationKey=8d2f8c3e-3b0f-4c65-9d0e-2f3b4a5c6d7e;IngestionEndpoint=https://westeurope-5.in.applicationinsights.azure.com/;ApplicationId=x';
    const { config } = readPortalConfig(root, { VITE_TELEMETRY_CONNECTION_STRING: connection });
    expect(config?.app.telemetry).toMatchObject({
      endpoint: 'https://westeurope-5.in.applicationinsights.azure.com/v2/track',
      instrumentationKey: '8d2f8c3e-3b0f-4c65-9d0e-2f3b4a5c6d7e',
      format: 'application-insights',
    });
    expect(readPortalConfig(root, { VITE_TELEMETRY_CONNECTION_STRING: 'InstrumentationKey=abc' }).errors).toEqual(
      expect.arrayContaining([expect.stringMatching(/^config\/app\.json: telemetry\.instrumentationKey: /)]),
    );
    expect(readPortalConfig(root, { VITE_TELEMETRY_SAMPLE_RATE: 'half' }).errors).toContainEqual(
      expect.stringMatching(/^config\/app\.json: telemetry\.sampleRate: /),
    );
  });

  it('names a missing preset, an unknown icon and a duplicate path', () => {
    expect(errorsFor((raw) => raw['theme.json'].presets.pop())).toContainEqual(
      'config/theme.json: presets: the customizer offers exactly 12 presets',
    );
    expect(errorsFor((raw) => (raw['routes.json'].groups[0].routes[0].icon = 'dashbord'))).toContainEqual(
      expect.stringMatching(/^config\/routes\.json: groups\[0\]\.routes\[0\]\.icon: /),
    );
    expect(errorsFor((raw) => (raw['menu.json'].items[4].icon = 'recept'))).toContainEqual(
      expect.stringMatching(/^config\/menu\.json: items\[4\]\.icon: /),
    );
    expect(errorsFor((raw) => (raw['routes.json'].groups[0].routes[1].path = '/dashboard'))).toContainEqual(
      "config/routes.json: groups[0].routes[1].path: '/dashboard' is already the path of route 'dashboard'",
    );
  });
});

describe('config/theme.json navigation styles', () => {
  it('lists the eleven layouts, one with the search box and one with the promo banner', () => {
    const { config } = readPortalConfig(root);
    const styles = config?.theme.navigationStyles ?? [];
    expect(styles.map((style) => style.id)).toEqual([
      'standard',
      'default',
      'header-user',
      'header-user-mini',
      'mini-sidebar-toggle',
      'mini',
      'drawer',
      'bit-bucket',
      'h-default',
      'h-light',
      'h-dark',
    ]);
    expect(styles.filter((style) => style.search).map((style) => style.id)).toEqual(['standard']);
    expect(styles.filter((style) => style.promo).map((style) => style.id)).toEqual(['h-default']);
  });

  it('names an unknown layout part and a name given to two styles', () => {
    expect(errorsFor((raw) => (raw['theme.json'].navigationStyles[3].kind = 'tiny'))).toContainEqual(
      expect.stringMatching(/^config\/theme\.json: navigationStyles\[3\]\.kind: /),
    );
    expect(errorsFor((raw) => raw['theme.json'].navigationStyles[5].aliases.push('drawer'))).toContainEqual(
      "config/theme.json: navigationStyles[5].aliases: 'drawer' already names another navigation style",
    );
  });
});
