import type { z } from 'zod';
import { configFileSchemas, type ConfigFileName, type ConfigFiles, type MenuEntryFile } from './schema.ts';
import type { MenuIconName } from './icons.ts';

export type LayoutKind = 'shell' | 'auth' | 'adaptive';

export interface RouteConfig {
  id: string;
  path: string;
  /** '<feature>/<PageFile>'; null on a content or redirect route. */
  page: string | null;
  /** The name of a file of config/content/ the content renderer shows; null on a page or redirect route. */
  content: string | null;
  redirectTo: string | null;
  /** Roles that may enter; null means the route is public. */
  roles: string[] | null;
  layout: LayoutKind;
  authPage: boolean;
  titleId: string;
  title: string;
  /** What its menu entry shows beside the title. */
  icon: MenuIconName | null;
}

export interface MenuItemConfig {
  id: string;
  type: 'item' | 'group' | 'collapse' | 'divider';
  title: string;
  messageId: string;
  icon: MenuIconName | null;
  url: string | null;
  exact: boolean;
  roles: string[] | null;
  count: number | null;
  color: string | null;
  children: MenuItemConfig[];
}

export interface PortalConfig {
  app: ConfigFiles['app.json'];
  roleSets: Record<string, string[]>;
  routes: RouteConfig[];
  initialPath: string;
  signInPath: string;
  notFoundPath: string;
  menu: MenuItemConfig[];
  languages: ConfigFiles['languages.json'];
  theme: ConfigFiles['theme.json'];
}

export type ConfigResult = { ok: true; config: PortalConfig } | { ok: false; errors: string[] };

/** A zod issue path as a maintainer reads it: items[4].children[0].route. */
export function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (out, key) => (typeof key === 'number' ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key)),
    '',
  );
}

function parseFile<K extends ConfigFileName>(name: K, raw: unknown, errors: string[]): ConfigFiles[K] | null {
  return parseConfigFile(name, configFileSchemas[name] as unknown as z.ZodType<ConfigFiles[K]>, raw, errors);
}

/** Parses one file of config/ against its schema; each problem is reported as 'config/<file>: <field>: <message>'. */
export function parseConfigFile<T>(name: string, schema: z.ZodType<T>, raw: unknown, errors: string[]): T | null {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    const keys = issue.code === 'unrecognized_keys' ? `: ${issue.keys.join(', ')}` : '';
    errors.push(`config/${name}: ${formatPath(issue.path) || '(file)'}: ${issue.message}${keys}`);
  }
  return null;
}

/**
 * Validates the raw contents of config/ and resolves it into what the app reads: routes flattened with their
 * group's defaults, role-set names replaced by role lists, menu entries given the path of the route they name.
 * Every problem is reported with the file and field, so a maintainer knows what to fix.
 */
export function resolveConfig(raw: Record<ConfigFileName, unknown>): ConfigResult {
  const errors: string[] = [];
  const app = parseFile('app.json', raw['app.json'], errors);
  const roles = parseFile('roles.json', raw['roles.json'], errors);
  const routesFile = parseFile('routes.json', raw['routes.json'], errors);
  const menuFile = parseFile('menu.json', raw['menu.json'], errors);
  const languages = parseFile('languages.json', raw['languages.json'], errors);
  const theme = parseFile('theme.json', raw['theme.json'], errors);
  if (!app || !roles || !routesFile || !menuFile || !languages || !theme) return { ok: false, errors };

  const roleSets = roles.roleSets;
  const roleSet = (name: string | null | undefined, where: string): string[] | null => {
    if (name === null || name === undefined) return null;
    const set = roleSets[name];
    if (!set) errors.push(`${where}: unknown role set '${name}' (roles.json has ${Object.keys(roleSets).join(', ')})`);
    return set ?? [];
  };

  const routes: RouteConfig[] = [];
  const seenPaths = new Map<string, string>();
  routesFile.groups.forEach((group, g) => {
    group.routes.forEach((route, r) => {
      const where = `config/routes.json: groups[${g}].routes[${r}]`;
      if (routes.some((known) => known.id === route.id))
        errors.push(`${where}.id: route id '${route.id}' is declared twice`);
      const samePath = seenPaths.get(route.path.toLowerCase());
      if (samePath) errors.push(`${where}.path: '${route.path}' is already the path of route '${samePath}'`);
      seenPaths.set(route.path.toLowerCase(), route.id);
      if ([route.page, route.content, route.redirectTo].filter(Boolean).length !== 1)
        errors.push(`${where}: needs exactly one of page, content or redirectTo`);
      routes.push({
        id: route.id,
        path: route.path,
        page: route.page ?? null,
        content: route.content ?? null,
        redirectTo: route.redirectTo ?? null,
        roles: roleSet(route.roles === undefined ? group.roles : route.roles, `${where}.roles`),
        layout: group.layout,
        authPage: group.authPage ?? false,
        titleId: route.titleId,
        title: route.title,
        icon: route.icon ?? null,
      });
    });
  });

  const routeById = new Map(routes.map((route) => [route.id, route]));
  const pathOf = (routeId: string, where: string): string => {
    const route = routeById.get(routeId);
    if (!route) errors.push(`${where}: unknown route id '${routeId}'`);
    return route?.path ?? '/';
  };
  routes.forEach((route) => {
    if (route.redirectTo) pathOf(route.redirectTo, `config/routes.json: route '${route.id}'.redirectTo`);
  });

  const resolveMenu = (entries: MenuEntryFile[], where: string): MenuItemConfig[] =>
    entries.map((entry, i) => {
      const at = `${where}[${i}]`;
      if (entry.type === 'divider') {
        return {
          id: entry.id,
          type: 'divider',
          title: '',
          messageId: '',
          icon: null,
          url: null,
          exact: false,
          roles: null,
          count: null,
          color: null,
          children: [],
        };
      }
      if (entry.type === 'item') {
        // The route says what the entry shows and who sees it; the menu only places it (and may name it otherwise).
        const route = routeById.get(entry.route);
        const url = pathOf(entry.route, `${at}.route`);
        if ((entry.title === undefined) !== (entry.messageId === undefined))
          errors.push(`${at}: title and messageId go together (a label of its own), or neither (the route's title)`);
        return {
          id: entry.route,
          type: 'item',
          title: entry.title ?? route?.title ?? '',
          messageId: entry.messageId ?? route?.titleId ?? '',
          icon: route?.icon ?? null,
          url,
          exact: entry.exact ?? false,
          roles: route?.roles ?? null,
          count: entry.count ?? null,
          color: entry.color ?? null,
          children: [],
        };
      }
      return {
        id: entry.id,
        type: entry.type,
        title: entry.title,
        messageId: entry.messageId,
        icon: entry.icon ?? null,
        url: null,
        exact: false,
        roles: roleSet(entry.roles, `${at}.roles`),
        count: entry.count ?? null,
        color: entry.color ?? null,
        children: resolveMenu(entry.children, `${at}.children`),
      };
    });
  const menu = resolveMenu(menuFile.items, 'config/menu.json: items');

  const localeOf = new Set(languages.languages.map((language) => language.locale));
  if (!localeOf.has(languages.defaultLocale))
    errors.push(`config/languages.json: defaultLocale: '${languages.defaultLocale}' is not in languages`);
  if (!theme.presets.some((preset) => preset.id === theme.defaults.preset))
    errors.push(`config/theme.json: defaults.preset: unknown preset '${theme.defaults.preset}'`);
  if (!theme.navigationStyles.some((style) => style.id === theme.defaults.navStyle))
    errors.push(`config/theme.json: defaults.navStyle: unknown navigation style '${theme.defaults.navStyle}'`);
  // A URL's layout parameter names one style by its id or an alias: no name may point at two styles.
  // Ids first, so an alias that clashes is the one named.
  const styleNames = new Map<string, number>(theme.navigationStyles.map((style, index) => [style.id, index]));
  theme.navigationStyles.forEach((style, index) => {
    for (const alias of style.aliases) {
      if (styleNames.has(alias) && styleNames.get(alias) !== index)
        errors.push(
          `config/theme.json: navigationStyles[${index}].aliases: '${alias}' already names another navigation style`,
        );
      styleNames.set(alias, index);
    }
  });

  const initialPath = pathOf(routesFile.initialRoute, 'config/routes.json: initialRoute');
  const signInPath = pathOf(routesFile.signInRoute, 'config/routes.json: signInRoute');
  const notFoundPath = pathOf(routesFile.notFoundRoute, 'config/routes.json: notFoundRoute');

  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, config: { app, roleSets, routes, initialPath, signInPath, notFoundPath, menu, languages, theme } };
}
