import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import {
  configFileSchemas,
  lookFileSchemas,
  type ConfigFileName,
  type LookFileName,
} from '../src/lib/config/schema.ts';
import { resolveConfig, type PortalConfig } from '../src/lib/config/resolve.ts';
import { resolveLookConfig, type LookConfig } from '../src/lib/config/look.ts';
import { parseContentFile, type PageContent } from '../src/lib/config/content.ts';
import { qrPath } from './qr-path.ts';
import { deploymentGuard } from './deployment-guard.ts';

const VIRTUAL_ID = 'virtual:portal-config';
/**
 * A config value as a module: the maintainers' `$comment` notes and the editor's `$schema` pointers stay in config/,
 * out of every member's download.
 */
const asModule = (value: unknown) =>
  `export default ${JSON.stringify(value, (key, entry: unknown) => (key === '$comment' || key === '$schema' ? undefined : entry))};`;
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const LOOK_ID = 'virtual:portal-look';
const RESOLVED_LOOK_ID = `\0${LOOK_ID}`;
// One module per content file (config/content/<name>.json), so each page's chunk carries only its own content.
const CONTENT_PREFIX = 'virtual:portal-content/';
// The loaders of the content files that routes show (`content` in config/routes.json), for the router.
const CONTENT_PAGES_ID = 'virtual:portal-content-pages';
/** The typed route ids, generated from config/routes.json (see routeIdsModule). */
export const ROUTE_IDS_FILE = 'src/lib/config/route-ids.ts';

/** src/lib/config/route-ids.ts: every route id of config/routes.json as a type, so code names no route that is not there. */
export function routeIdsModule(config: PortalConfig): string {
  return `// Generated from config/routes.json by scripts/portal-config-plugin.ts (on npm start and npm run build): do not edit.
// npm test fails when it is out of date (scripts/generate.mjs --check); npm run generate writes it too.
export const routeIds = ${JSON.stringify(
    config.routes.map((route) => route.id),
    null,
    2,
  ).replace(/"/g, "'")} as const;

export type RouteId = (typeof routeIds)[number];
`;
}

/** Deployment settings that may be given as environment variables instead of editing config/app.json. */
function applyEnv(app: unknown, env: Record<string, string | undefined>): unknown {
  if (typeof app !== 'object' || app === null) return app;
  const copy = structuredClone(app) as {
    api?: Record<string, unknown>;
    auth?: Record<string, unknown> & { b2c?: unknown };
    telemetry?: Record<string, unknown>;
  };
  if (copy.telemetry) applyTelemetryEnv(copy.telemetry, env);
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

/**
 * Field data's settings from the environment. Application Insights hands out one connection string
 * ('InstrumentationKey=…;IngestionEndpoint=https://…/;…'): its key and its ingestion address's track endpoint are what
 * the portal needs. A value that cannot be read is passed on as it is, so the schema names the field it breaks.
 */
function applyTelemetryEnv(telemetry: Record<string, unknown>, env: Record<string, string | undefined>): void {
  if (env.VITE_TELEMETRY_CONNECTION_STRING) {
    const parts = new Map(
      env.VITE_TELEMETRY_CONNECTION_STRING.split(';').map((part) => {
        const at = part.indexOf('=');
        return [part.slice(0, at).trim().toLowerCase(), part.slice(at + 1).trim()] as const;
      }),
    );
    const ingestion = parts.get('ingestionendpoint') ?? '';
    telemetry.format = 'application-insights';
    telemetry.instrumentationKey = parts.get('instrumentationkey') ?? '';
    telemetry.endpoint = URL.canParse(ingestion)
      ? new URL('v2/track', `${ingestion.replace(/\/?$/, '/')}`).href
      : ingestion;
  }
  if (env.VITE_TELEMETRY_ENDPOINT !== undefined) telemetry.endpoint = env.VITE_TELEMETRY_ENDPOINT;
  if (env.VITE_TELEMETRY_FORMAT) telemetry.format = env.VITE_TELEMETRY_FORMAT;
  if (env.VITE_TELEMETRY_INSTRUMENTATION_KEY !== undefined)
    telemetry.instrumentationKey = env.VITE_TELEMETRY_INSTRUMENTATION_KEY;
  const number = (value: string) => (/^\s*[\d.]+\s*$/.test(value) ? Number(value) : value);
  if (env.VITE_TELEMETRY_SAMPLE_RATE) telemetry.sampleRate = number(env.VITE_TELEMETRY_SAMPLE_RATE);
  const flag = env.VITE_TELEMETRY_REQUIRE_SIGN_IN;
  if (flag) telemetry.requireSignIn = flag === 'true' ? true : flag === 'false' ? false : flag;
}

/** The content files of config/content/, validated against the resolved routes and the pictures in public/. */
export function readContentFiles(
  root: string,
  config: PortalConfig,
): { content: Record<string, PageContent>; errors: string[] } {
  const folder = path.join(root, 'config/content');
  const content: Record<string, PageContent> = {};
  const errors: string[] = [];
  if (!existsSync(folder)) return { content, errors };
  const routePaths = new Map(config.routes.map((route) => [route.id, route.path]));
  const publicFileExists = (publicPath: string) => existsSync(path.join(root, 'public', publicPath));
  for (const file of readdirSync(folder)
    .filter((entry) => entry.endsWith('.json'))
    .sort()) {
    const name = file.replace(/\.json$/, '');
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(path.join(folder, file), 'utf8'));
    } catch (error) {
      errors.push(`config/content/${file}: ${(error as Error).message}`);
      continue;
    }
    const result = parseContentFile(name, raw, { routePaths, publicFileExists });
    if (result.ok) content[name] = result.content;
    else errors.push(...result.errors);
  }
  return { content, errors };
}

export function readPortalConfig(
  root: string,
  env: Record<string, string | undefined> = {},
): { config?: PortalConfig; content?: Record<string, PageContent>; errors: string[] } {
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
    if (route.content && !existsSync(path.join(root, 'config/content', `${route.content}.json`))) {
      errors.push(`config/routes.json: route '${route.id}'.content: no file config/content/${route.content}.json`);
    }
    if (!route.page) continue;
    const [feature, page] = route.page.split('/');
    const file = path.join(root, 'src/features', feature ?? '', 'pages', `${page}.tsx`);
    if (!existsSync(file))
      errors.push(`config/routes.json: route '${route.id}'.page: no file ${path.relative(root, file)}`);
  }
  const content = readContentFiles(root, result.config);
  errors.push(...content.errors);
  // The valid content files come back even beside errors, so only the page whose file is broken fails to load.
  return errors.length
    ? { content: content.content, errors }
    : { config: result.config, content: content.content, errors };
}

// ── The look: footer, ads and demo messages, served apart so only the shell's chunk carries them ──

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
 * Per language, the English texts its catalog does not have yet (they show in English): a developer adding a page
 * sees what the translators still owe, and keeps working; `npm run i18n:check` in `npm test` refuses to ship them.
 */
export function untranslated(root: string): string[] {
  const folder = path.join(root, 'src/lib/i18n/catalogs');
  const read = (file: string) => Object.keys(JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as object);
  const english = read('en.json');
  return readdirSync(folder)
    .filter((file) => file.endsWith('.json') && file !== 'en.json')
    .sort()
    .flatMap((file) => {
      const have = new Set(read(file));
      const missing = english.filter((id) => !have.has(id));
      return missing.length
        ? [`${file}: ${missing.length} text(s) not translated yet, shown in English: ${missing.join(', ')}`]
        : [];
    });
}

/**
 * Validates config/ whenever Vite starts, builds or tests, and serves the resolved result as
 * `virtual:portal-config`. A bad file stops the build with the file and field named, and no zod ships to the browser.
 */
export function portalConfigPlugin(env: Record<string, string | undefined>): Plugin {
  let root = process.cwd();
  let building = false;
  return {
    name: 'portal-config',
    configResolved(resolved) {
      root = resolved.root;
      building = resolved.command === 'build';
    },
    buildStart() {
      const { config } = readPortalConfig(root, env);
      // The route ids follow config/routes.json on every start and build (not under Vitest: a test run must not
      // rewrite the tree; npm test's generated-drift gate reports a stale file).
      if (config && !process.env.VITEST) {
        const file = path.join(root, ROUTE_IDS_FILE);
        const text = routeIdsModule(config);
        if (!existsSync(file) || readFileSync(file, 'utf8') !== text) writeFileSync(file, text);
        for (const line of untranslated(root)) this.warn(line);
      }
      // A build for deployment stops here when it would ship pointing at this machine (scripts/deployment-guard.ts).
      if (!building) return;
      const refusal = config ? deploymentGuard(config, process.env) : null;
      if (refusal) this.error(refusal);
    },
    resolveId(id) {
      if (id === VIRTUAL_ID) return RESOLVED_ID;
      if (id === LOOK_ID) return RESOLVED_LOOK_ID;
      if (id === CONTENT_PAGES_ID) return `\0${CONTENT_PAGES_ID}`;
      return id.startsWith(CONTENT_PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (id === RESOLVED_ID) {
        for (const name of Object.keys(configFileSchemas)) this.addWatchFile(path.join(root, 'config', name));
        const { config, errors } = readPortalConfig(root, env);
        if (!config) this.error(`Invalid configuration:\n  ${errors.join('\n  ')}`);
        return asModule(config);
      }
      if (id === RESOLVED_LOOK_ID) {
        for (const name of [...Object.keys(configFileSchemas), ...Object.keys(lookFileSchemas)])
          this.addWatchFile(path.join(root, 'config', name));
        const { config, errors: configErrors } = readPortalConfig(root, env);
        if (!config) this.error(`Invalid configuration:\n  ${configErrors.join('\n  ')}`);
        const { look, errors } = readLookConfig(root, config.routes);
        if (!look) this.error(`Invalid configuration:\n  ${errors.join('\n  ')}`);
        return asModule(look);
      }
      if (id === `\0${CONTENT_PAGES_ID}`) {
        this.addWatchFile(path.join(root, 'config/routes.json'));
        const { config, errors } = readPortalConfig(root, env);
        if (!config) this.error(`Invalid configuration:\n  ${errors.join('\n  ')}`);
        const names = [...new Set(config.routes.flatMap((route) => (route.content ? [route.content] : [])))];
        return `export default {\n${names.map((name) => `  ${JSON.stringify(name)}: () => import(${JSON.stringify(CONTENT_PREFIX + name)}),`).join('\n')}\n};`;
      }
      if (!id.startsWith(`\0${CONTENT_PREFIX}`)) return undefined;
      const name = id.slice(CONTENT_PREFIX.length + 1);
      const file = path.join(root, 'config/content', `${name}.json`);
      if (!existsSync(file)) this.error(`${CONTENT_PREFIX}${name}: no file config/content/${name}.json`);
      this.addWatchFile(file);
      const { content, errors } = readPortalConfig(root, env);
      const page = content?.[name];
      if (!page) {
        const own = errors.filter((error) => error.startsWith(`config/content/${name}.json`));
        this.error(`Invalid configuration:\n  ${(own.length ? own : errors).join('\n  ')}`);
      }
      return asModule(page);
    },
  };
}
