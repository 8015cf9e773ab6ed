#!/usr/bin/env node
// `npm run bench`: builds, then reports the gzip size (level 9) of what the first paint of /signin and /dashboard
// downloads before any lazy chunk (entry script, its static imports, their CSS), and what each route adds on top.
// Fails when a budget is exceeded. Sizes are exact, so `npm test` runs this too (--sizes --no-build).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET = { initialJsKiB: 170, initialCssKiB: 30 };
const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const args = new Set(process.argv.slice(2));

if (!args.has('--no-build')) {
  const { status } = spawnSync(path.join(root, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (status !== 0) process.exit(status ?? 1);
}

const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const gzipKiB = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;
const sum = (files) => [...files].reduce((total, file) => total + gzipKiB(file), 0);

/** A chunk's file, every chunk it imports statically (transitively) and their CSS: what loads with it. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
  return seen;
}
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
  group.routes.filter((route) => route.page).map((route) => ({ ...route, layout: group.layout })),
);
const layoutEntry = { shell: 'src/features/shell/index.ts', auth: 'src/features/auth/index.ts' };
const rows = [];
for (const route of routes) {
  const [feature, file] = route.page.split('/');
  const pageKey = `src/features/${feature}/pages/${file}.tsx`;
  const keys = new Set([...closure(pageKey), ...(layoutEntry[route.layout] ? closure(layoutEntry[route.layout]) : [])]);
  for (const key of initialKeys) keys.delete(key);
  const own = filesOf(keys);
  rows.push({ route: route.path, js: sum(own.js), css: sum(own.css) });
}

const fmt = (kib) => `${kib.toFixed(1).padStart(7)} KiB`;
console.log('\nFirst load of /signin and /dashboard (before any lazy chunk), gzip -9:');
console.log(`  JS  ${fmt(initialJs)}   budget ${BUDGET.initialJsKiB} KiB   (${initial.js.size} files)`);
console.log(`  CSS ${fmt(initialCss)}   budget ${BUDGET.initialCssKiB} KiB   (${initial.css.size} files)`);
console.log('\nEach route adds (its page, its layout and their own imports), gzip -9:');
for (const row of rows) console.log(`  ${row.route.padEnd(34)} JS ${fmt(row.js)}   CSS ${fmt(row.css)}`);

// Language catalogs: one lazy chunk each, so a member downloads only the active language's; none may ride along
// with the first load, and the development pseudo-locales (src/lib/i18n/languages.ts) must not be built at all.
const catalogKeys = Object.keys(manifest).filter((key) => key.startsWith('src/lib/i18n/compiled/')).sort();
console.log("\nEach language's catalog (only the active one downloads), gzip -9:");
for (const key of catalogKeys) console.log(`  ${path.basename(key, '.json').padEnd(34)} JS ${fmt(gzipKiB(manifest[key].file))}`);

const over = [];
const eagerCatalogs = catalogKeys.filter((key) => initialKeys.has(key));
if (eagerCatalogs.length) over.push(`catalogs in the first load: ${eagerCatalogs.join(', ')}`);
const pseudoCatalogs = catalogKeys.filter((key) => key.includes('/pseudo/'));
if (pseudoCatalogs.length) over.push(`development-only catalogs in the build: ${pseudoCatalogs.join(', ')}`);
if (initialJs > BUDGET.initialJsKiB) over.push(`initial JS ${initialJs.toFixed(1)} KiB > ${BUDGET.initialJsKiB} KiB`);
if (initialCss > BUDGET.initialCssKiB) over.push(`initial CSS ${initialCss.toFixed(1)} KiB > ${BUDGET.initialCssKiB} KiB`);
if (over.length) {
  console.error(`\nOver budget: ${over.join('; ')}`);
  process.exit(1);
}
console.log('\nWithin budget.');
