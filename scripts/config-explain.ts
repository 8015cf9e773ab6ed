#!/usr/bin/env node
// Who sees what: each route (path, title, role set, layout, menu place, what it shows), the menu as a member of each
// role sees it, what no one can reach, and the config texts a language's catalog lacks. Built on the loaders the
// build runs (readPortalConfig) and the menu's own visibility rule (visibleMenu), so it shows what the portal does.
//   npm run config:explain                     plain text
//   npm run config:explain -- --markdown       the same as Markdown tables (for a change's description or CI)
//   npm run config:explain -- --strict         exit 1 when something is unreachable or a text is untranslated
// Exit 1 as well when config/ is invalid (the loaders' messages, naming file and field).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readPortalConfig } from './portal-config-plugin.ts';
import { configMessages } from './config-messages.mjs';
import { explanationMarkdown, explanationText } from './config-explain-format.ts';
import { visibleMenu } from '../src/features/shell/menu/menu-model.ts';
import type { MenuItemConfig, PortalConfig } from '../src/lib/config/resolve.ts';

export interface RouteRow {
  id: string;
  path: string;
  title: string;
  /** The role set's name, or 'everyone' for a public route. */
  roleSet: string;
  layout: string;
  /** Where its menu entries sit ('Rebates › Invoice Receipt'), or [] when no entry opens it. */
  menuPlaces: string[];
  /** 'page rebates/InvoiceReceiptPage', 'content coolers', 'redirect → dashboard'. */
  shows: string;
  addressOnly: boolean;
  /** 'initial', 'sign-in' or 'not-found' for the routes config/routes.json sends members to itself. */
  entry: string | null;
}

export interface MenuLine {
  depth: number;
  label: string;
  /** The path it opens; null for a menu group. */
  path: string | null;
}

export interface RoleMenu {
  role: string;
  /** The role sets the role is in (what lets it in). */
  roleSets: string[];
  lines: MenuLine[];
}

export interface Explanation {
  routes: RouteRow[];
  menus: RoleMenu[];
  /** What no one can reach, each as a sentence naming the route or the menu group. */
  unreachable: string[];
  /** Config texts a language's catalog lacks: 'route.syndigo (Syndigo): fr, ar'. */
  untranslated: string[];
}

export interface RawRoutes {
  groups: { roles: string | null; routes: { id: string; roles?: string | null; addressOnly?: boolean }[] }[];
}

const entryLabel = (item: MenuItemConfig) => item.title;

/** Each menu line of a tree, depth first, with its depth. */
function lines(items: readonly MenuItemConfig[], depth = 0): MenuLine[] {
  return items.flatMap((item): MenuLine[] => {
    if (item.type === 'divider') return [];
    const line = { depth, label: entryLabel(item), path: item.type === 'item' ? item.url : null };
    return [line, ...lines(item.children, depth + 1)];
  });
}

/** Route id → the places of its menu entries, as the trail of labels down to the entry. */
function menuPlaces(items: readonly MenuItemConfig[], trail: string[] = [], places = new Map<string, string[]>()) {
  for (const item of items) {
    if (item.type === 'divider') continue;
    const here = [...trail, entryLabel(item)];
    if (item.type === 'item') places.set(item.id, [...(places.get(item.id) ?? []), here.join(' › ')]);
    else menuPlaces(item.children, here, places);
  }
  return places;
}

/** Ids of the entries and groups of a menu tree (a group by its id, an item by its route's id). */
function entryIds(items: readonly MenuItemConfig[]): string[] {
  return items.flatMap((item) =>
    item.type === 'divider' ? [] : [`${item.type}:${item.id}`, ...entryIds(item.children)],
  );
}

/** The explanation of a valid config; `raw` is config/routes.json as written (role-set names, addressOnly). */
export function explain(
  config: PortalConfig,
  raw: RawRoutes,
  catalogs: Record<string, Record<string, unknown>>,
  texts: Record<string, { defaultMessage: string }>,
): Explanation {
  const flat = raw.groups.flatMap((group) =>
    group.routes.map((route) => ({ ...route, roleSet: route.roles === undefined ? group.roles : route.roles })),
  );
  const places = menuPlaces(config.menu);
  const entries = new Map([
    [config.notFoundPath, 'not-found'],
    [config.signInPath, 'sign-in'],
    [config.initialPath, 'initial'],
  ]);
  const routes = config.routes.map((route, index): RouteRow => {
    const declared = flat[index];
    return {
      id: route.id,
      path: route.path,
      title: route.title,
      roleSet: declared?.roleSet ?? 'everyone',
      layout: route.layout,
      menuPlaces: places.get(route.id) ?? [],
      shows: route.page
        ? `page ${route.page}`
        : route.content
          ? `content ${route.content}`
          : `redirect → ${route.redirectTo ?? ''}`,
      addressOnly: declared?.addressOnly ?? false,
      entry: entries.get(route.path) ?? null,
    };
  });

  const roles = [...new Set(Object.values(config.roleSets).flat())];
  const menus = roles.map((role) => ({
    role,
    roleSets: Object.entries(config.roleSets)
      .filter(([, set]) => set.includes(role))
      .map(([name]) => name),
    lines: lines(visibleMenu(config.menu, [role])),
  }));

  const unreachable = routes
    .filter((route) => !route.menuPlaces.length && !route.addressOnly && !route.entry)
    .filter((route) => !route.shows.startsWith('redirect'))
    .map(
      (route) => `route '${route.id}' (${route.path}) is in no menu and not marked addressOnly in config/routes.json`,
    );
  const seen = new Set(roles.flatMap((role) => entryIds(visibleMenu(config.menu, [role]))));
  const walk = (items: readonly MenuItemConfig[], trail: string[]) => {
    for (const item of items) {
      if (item.type === 'divider') continue;
      const here = [...trail, entryLabel(item)].join(' › ');
      if (!seen.has(`${item.type}:${item.id}`))
        unreachable.push(
          item.type === 'item'
            ? `menu entry '${here}' is seen by no role (route '${item.id}')`
            : `menu group '${here}' is seen by no role (every entry in it is hidden, or its role set lets no one in)`,
        );
      else walk(item.children, [...trail, entryLabel(item)]);
    }
  };
  walk(config.menu, []);

  const locales = config.languages.languages.map((language) => language.locale);
  const untranslated = Object.entries(texts).flatMap(([id, { defaultMessage }]) => {
    const lacking = locales.filter((locale) => !(id in (catalogs[locale] ?? {})));
    return lacking.length ? [`${id} ("${defaultMessage}"): ${lacking.join(', ')}`] : [];
  });
  return { routes, menus, unreachable, untranslated };
}

/** The explanation of the config under `root`, or the loaders' errors. */
export function explainConfigAt(root: string): { explanation?: Explanation; errors: string[] } {
  const { config, errors } = readPortalConfig(root);
  if (!config) return { errors };
  const read = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as unknown;
  const folder = 'src/lib/i18n/catalogs';
  const catalogs = Object.fromEntries(
    readdirSync(path.join(root, folder))
      .filter((file) => file.endsWith('.json'))
      .map((file) => [file.replace(/\.json$/, ''), read(`${folder}/${file}`) as Record<string, unknown>]),
  );
  const texts = configMessages(root);
  return { explanation: explain(config, read('config/routes.json') as RawRoutes, catalogs, texts), errors: [] };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { explanation, errors } = explainConfigAt(path.resolve(import.meta.dirname, '..'));
  if (!explanation) {
    console.error(`config/ is invalid:\n  ${errors.join('\n  ')}`);
    process.exit(1);
  }
  const markdown = process.argv.includes('--markdown');
  console.log(markdown ? explanationMarkdown(explanation) : explanationText(explanation));
  const strict = process.argv.includes('--strict');
  if (strict && (explanation.unreachable.length || explanation.untranslated.length)) process.exit(1);
}
