import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { configFileSchemas, lookFileSchemas, type ConfigFileName, type LookFileName } from '../src/lib/config/schema.ts';
import { resolveConfig, type PortalConfig } from '../src/lib/config/resolve.ts';
import { resolveLookConfig, type LookConfig } from '../src/lib/config/look.ts';
import { qrPath } from './qr-path.ts';

const VIRTUAL_ID = 'virtual:portal-config';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const LOOK_ID = 'virtual:portal-look';
const RESOLVED_LOOK_ID = `\0${LOOK_ID}`;

/** Deployment settings that may be given as environment variables instead of editing config/app.json. */
function applyEnv(app: unknown, env: Record<string, string | undefined>): unknown {
  if (typeof app !== 'object' || app === null) return app;
  const copy = structuredClone(app) as { api?: Record<string, unknown>; auth?: Record<string, unknown> & { b2c?: unknown } };
  if (env.VITE_API_BASE_URL && copy.api) copy.api.baseUrl = env.VITE_API_BASE_URL;
  if (env.VITE_AUTH_METHOD && copy.auth) copy.auth.method = env.VITE_AUTH_METHOD;
  const b2c = copy.auth?.b2c as Record<string, unknown> | undefined;
  if (b2c) {
    const list = (value: string) => value.split(/[\s,]+/).filter(Boolean);
    const policies = { ...(b2c.policies as Record<string, string>) };
    if (env.VITE_B2C_CLIENT_ID) b2c.clientId = env.VITE_B2C_CLIENT_ID;
    if (env.VITE_B2C_AUTHORITY_BASE) b2c.authorityBase = env.VITE_B2C_AUTHORITY_BASE;
    if (env.VITE_B2C_SIGN_IN_POLICY !== undefined) policies.signIn = env.VITE_B2C_SIGN_IN_POLICY;
    if (env.VITE_B2C_SIGN_UP_POLICY !== undefined) policies.signUp = env.VITE_B2C_SIGN_UP_POLICY;
    if (env.VITE_B2C_PASSWORD_RESET_POLICY !== undefined) policies.passwordReset = env.VITE_B2C_PASSWORD_RESET_POLICY;
    b2c.policies = policies;
    if (env.VITE_B2C_KNOWN_AUTHORITIES) b2c.knownAuthorities = list(env.VITE_B2C_KNOWN_AUTHORITIES);
    if (env.VITE_B2C_API_SCOPES) b2c.apiScopes = list(env.VITE_B2C_API_SCOPES);
    if (env.VITE_B2C_MEMBER_NUMBER_CLAIM) b2c.memberNumberClaim = env.VITE_B2C_MEMBER_NUMBER_CLAIM;
    if (env.VITE_B2C_AUTHORITY_METADATA) b2c.authorityMetadata = env.VITE_B2C_AUTHORITY_METADATA;
  }
  return copy;
}

export function readPortalConfig(root: string, env: Record<string, string | undefined> = {}): { config?: PortalConfig; errors: string[] } {
  const raw = {} as Record<ConfigFileName, unknown>;
  const errors: string[] = [];
  for (const name of Object.keys(configFileSchemas) as ConfigFileName[]) {
    const file = path.join(root, 'config', name);
    try {
      raw[name] = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      errors.push(`config/${name}: ${(error as Error).message}`);
    }
  }
  if (errors.length) return { errors };
  raw['app.json'] = applyEnv(raw['app.json'], env);
  const result = resolveConfig(raw);
  if (!result.ok) return { errors: result.errors };
  for (const route of result.config.routes) {
    if (!route.page) continue;
    const [feature, page] = route.page.split('/');
    const file = path.join(root, 'src/features', feature ?? '', 'pages', `${page}.tsx`);
    if (!existsSync(file)) errors.push(`config/routes.json: route '${route.id}'.page: no file ${path.relative(root, file)}`);
  }
  return errors.length ? { errors } : { config: result.config, errors };
}

// ── The look (issue 10): footer, ads and demo messages, served apart so only the shell's chunk carries them ──

/** The look's files of config/, validated against their schemas and the routes, with a QR code per mobile app link. */
export function readLookConfig(root: string, routes: PortalConfig['routes']): { look?: LookConfig; errors: string[] } {
  const raw = {} as Record<LookFileName, unknown>;
  const errors: string[] = [];
  for (const name of Object.keys(lookFileSchemas) as LookFileName[]) {
    try {
      raw[name] = JSON.parse(readFileSync(path.join(root, 'config', name), 'utf8'));
    } catch (error) {
      errors.push(`config/${name}: ${(error as Error).message}`);
    }
  }
  if (errors.length) return { errors };
  const result = resolveLookConfig(raw, routes);
  if (!result.ok) return { errors: result.errors };
  const qrCodes = Object.fromEntries(result.look.footer.mobileApps.apps.map((app) => [app.id, qrPath(app.href)]));
  return { look: { ...result.look, qrCodes }, errors };
}

/**
 * Validates config/ whenever Vite starts, builds or tests, and serves the resolved result as
 * `virtual:portal-config`. A bad file stops the build with the file and field named, and no zod ships to the browser.
 */
export function portalConfigPlugin(env: Record<string, string | undefined>): Plugin {
  let root = process.cwd();
  return {
    name: 'portal-config',
    configResolved(resolved) {
      root = resolved.root;
    },
    resolveId(id) {
      if (id === LOOK_ID) return RESOLVED_LOOK_ID;
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id === RESOLVED_LOOK_ID) {
        for (const name of [...Object.keys(configFileSchemas), ...Object.keys(lookFileSchemas)]) this.addWatchFile(path.join(root, 'config', name));
        const { config, errors: configErrors } = readPortalConfig(root, env);
        if (!config) this.error(`Invalid configuration:\n  ${configErrors.join('\n  ')}`);
        const { look, errors } = readLookConfig(root, config.routes);
        if (!look) this.error(`Invalid configuration:\n  ${errors.join('\n  ')}`);
        return `export default ${JSON.stringify(look)};`;
      }
      if (id !== RESOLVED_ID) return undefined;
      for (const name of Object.keys(configFileSchemas)) this.addWatchFile(path.join(root, 'config', name));
      const { config, errors } = readPortalConfig(root, env);
      if (!config) this.error(`Invalid configuration:\n  ${errors.join('\n  ')}`);
      return `export default ${JSON.stringify(config)};`;
    },
  };
}
