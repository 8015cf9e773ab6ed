// The size gate of `npm test` (`node scripts/bench.mjs --sizes --no-build`): reads the build's manifest and reports the
// gzip size (level 9) of what the first paint of /signin and /dashboard downloads before any lazy chunk (entry script,
// its static imports, their CSS), and per route what a first visit downloads in all: that entry, the identity
// provider of config/app.json, the English catalog, the route's layout and page with their imports, and the lazy
// chunks the page itself loads as it renders (the dashboard's chart). Chunks loaded only on a member's action
// (customizer, search) are not counted. Sizes are exact, so this runs in `npm test`; `npm run bench` measures the
// same visits in Chromium as well (scripts/bench/visits.mjs).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { manifestPath } from '../build-meta.mjs';
import { FRAME_FEATURES, FRAME_ROOTS } from '../build/frame-features.mjs';

// A language's catalog in the build's manifest: its source, compiled as it loads (scripts/compiled-catalogs-plugin.ts).
const CATALOG_KEY = /^src\/lib\/i18n\/catalogs\/[^/]+\.json\?compiled/;

export const MANIFEST_BUDGET = { initialJsKiB: 170, initialCssKiB: 30 };

/** Prints the sizes; returns what is over budget (empty when all is well). */
export function checkManifestSizes(root, folder = 'dist') {
  const BUDGET = MANIFEST_BUDGET;
  const dist = path.join(root, folder);
  const manifest = JSON.parse(readFileSync(manifestPath(dist), 'utf8'));
  const gzipKiB = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;
  const sum = (files) => [...files].reduce((total, file) => total + gzipKiB(file), 0);

  /** A chunk's file, every chunk it imports statically (transitively) and their CSS: what loads with it. */
  function closure(key, seen = new Set()) {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
    return seen;
  }
  /** closure(), plus the chunks that code imports lazily (and theirs): a page's chart loads as the page renders. */
  // Only the page's own feature's import()s are followed: a shared chunk (the shell, the common code) holds the
  // import()s of every popup and page, which load on a member's action, not as the page renders.
  function withLazy(key, feature, seen = new Set()) {
    for (const found of closure(key)) {
      if (seen.has(found)) continue;
      seen.add(found);
      const own = found === key || manifest[found]?.name === feature;
      if (own)
        for (const lazy of manifest[found]?.dynamicImports ?? []) if (!isCatalog(lazy)) withLazy(lazy, feature, seen);
    }
    return seen;
  }
  const isCatalog = (key) => CATALOG_KEY.test(key);
  function filesOf(keys) {
    const js = new Set();
    const css = new Set();
    for (const key of keys) {
      const chunk = manifest[key];
      if (chunk.file.endsWith('.js')) js.add(chunk.file);
      for (const sheet of chunk.css ?? []) css.add(sheet);
    }
    return { js, css };
  }

  const initialKeys = closure('index.html');
  const initial = filesOf(initialKeys);
  const initialJs = sum(initial.js);
  const initialCss = sum(initial.css);

  const routes = JSON.parse(readFileSync(path.join(root, 'config/routes.json'), 'utf8')).groups.flatMap((group) =>
    group.routes.filter((route) => route.page || route.content).map((route) => ({ ...route, layout: group.layout })),
  );
  // What every first visit loads besides the entry: the identity provider the app is configured for, and the catalog.
  const authMethod = JSON.parse(readFileSync(path.join(root, 'config/app.json'), 'utf8')).auth.method;
  const everyVisit = new Set([
    ...(authMethod === 'b2c' ? closure('src/lib/auth/b2c/B2CAuthProvider.tsx') : []),
    ...closure('src/lib/i18n/catalogs/en.json?compiled'),
  ]);
  // A layout's chunks load with it (the shell brings the store selector and the customizer's launcher); what it imports
  // lazily waits for the member.
  const layoutEntries = {
    shell: FRAME_ROOTS,
    auth: ['src/features/auth/index.ts'],
  };
  // A member page fetches no other page's feature file: a library or icon the bundler left in one feature's file (its
  // group took it first) made every page using it fetch that feature's code as well (docs/decisions/chunk-groups.md).
  // Member pages only: the template's own sign-up pages and the adaptive error pages still fetch the shell's file for
  // the Mantine parts it holds.
  const features = new Set(readdirSync(path.join(root, 'src/features')));
  const foreignFetches = [];
  const rows = [];
  for (const route of routes) {
    // A content route (config/routes.json `content`) is the content renderer and its content file, no page file.
    const [feature, file] = route.page?.split('/') ?? [];
    const pageKeys = route.page
      ? [`src/features/${feature}/pages/${file}.tsx`]
      : ['src/components/content/page.ts', `virtual:portal-content/${route.content}`];
    for (const key of pageKeys)
      if (!manifest[key])
        throw new Error(`bench: ${key} (route '${route.id}' of config/routes.json) is not in the build`);
    const keys = new Set([
      ...pageKeys.flatMap((key) => [...withLazy(key, feature)]),
      ...(layoutEntries[route.layout] ?? []).flatMap((entry) => [...closure(entry)]),
    ]);
    for (const key of initialKeys) keys.delete(key);
    const foreign = [...keys]
      .map((key) => manifest[key]?.name)
      .filter((name) => features.has(name) && name !== feature && !FRAME_FEATURES.includes(name));
    if (route.layout === 'shell' && foreign.length)
      foreignFetches.push(`${route.path} fetches the files of ${[...new Set(foreign)].join(', ')}`);
    const own = filesOf(keys);
    for (const key of everyVisit) keys.add(key);
    const all = filesOf(new Set([...keys, ...initialKeys]));
    rows.push({ route: route.path, js: sum(own.js), css: sum(own.css), totalJs: sum(all.js), totalCss: sum(all.css) });
  }

  const fmt = (kib) => `${kib.toFixed(1).padStart(7)} KiB`;
  console.log('\nFirst load of /signin and /dashboard (before any lazy chunk), gzip -9:');
  console.log(`  JS  ${fmt(initialJs)}   budget ${BUDGET.initialJsKiB} KiB   (${initial.js.size} files)`);
  console.log(`  CSS ${fmt(initialCss)}   budget ${BUDGET.initialCssKiB} KiB   (${initial.css.size} files)`);
  console.log(
    `\nEach route's first visit, gzip -9: what the route adds (layout, page, their imports and the page's lazy chunks),\nand the total a member downloads (entry + ${authMethod === 'b2c' ? 'MSAL + ' : ''}English catalog + the route's own):`,
  );
  console.log(
    `  ${'route'.padEnd(30)} ${'adds JS'.padStart(11)} ${'adds CSS'.padStart(11)}   ${'total JS'.padStart(11)} ${'total CSS'.padStart(11)}`,
  );
  for (const row of rows)
    console.log(`  ${row.route.padEnd(30)} ${fmt(row.js)} ${fmt(row.css)}   ${fmt(row.totalJs)} ${fmt(row.totalCss)}`);

  // Language catalogs: one lazy chunk each, so a member downloads only the active language's; none may ride along
  // with the first load, and the development pseudo-locales (src/lib/i18n/languages.ts) must not be built at all.
  const catalogKeys = Object.keys(manifest)
    .filter((key) => CATALOG_KEY.test(key))
    .sort();
  console.log("\nEach language's catalog (only the active one downloads), gzip -9:");
  for (const key of catalogKeys)
    console.log(
      `  ${path.basename(key.replace(/\?.*/, ''), '.json').padEnd(34)} JS ${fmt(gzipKiB(manifest[key].file))}`,
    );

  const over = [];
  const eagerCatalogs = catalogKeys.filter((key) => initialKeys.has(key));
  if (eagerCatalogs.length) over.push(`catalogs in the first load: ${eagerCatalogs.join(', ')}`);
  const pseudoCatalogs = catalogKeys.filter((key) => key.includes('pseudo='));
  if (pseudoCatalogs.length) over.push(`development-only catalogs in the build: ${pseudoCatalogs.join(', ')}`);
  over.push(...foreignFetches);
  if (initialJs > BUDGET.initialJsKiB) over.push(`initial JS ${initialJs.toFixed(1)} KiB > ${BUDGET.initialJsKiB} KiB`);
  if (initialCss > BUDGET.initialCssKiB)
    over.push(`initial CSS ${initialCss.toFixed(1)} KiB > ${BUDGET.initialCssKiB} KiB`);
  return over;
}
