#!/usr/bin/env node
// `npm test`'s dependency gate: every package that ships to members (production dependencies, from package-lock.json)
// is under a permissive licence we may ship, and none is deprecated by its authors. Licences come from the lockfile
// (offline); deprecation from the registry's manifest of each exact version (`deprecated`), 8 at a time. A registry
// that cannot be reached is said, not failed on: the licence half still holds. Security advisories need the
// registry's audit service (`npm audit --omit=dev`, docs/scripts.md: Dependencies), which this machine kind cannot reach.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Licences that allow shipping the code in a closed web app without opening ours (SPDX ids). */
export const PERMISSIVE = new Set([
  'MIT',
  'ISC',
  'BSD-2-Clause',
  'BSD-3-Clause',
  'Apache-2.0',
  '0BSD',
  'CC0-1.0',
  'Unlicense',
  'BlueOak-1.0.0',
  'Python-2.0',
  'CC-BY-4.0',
]);

/** The lockfile's production packages: { name, version, license }. */
export function productionPackages(lock) {
  return Object.entries(lock.packages ?? {})
    .filter(([key, entry]) => key.startsWith('node_modules/') && !entry.dev && !entry.devOptional && !entry.link)
    .map(([key, entry]) => ({
      name: entry.name ?? key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length),
      version: entry.version,
      license: entry.license,
    }));
}

/** Whether an SPDX expression allows shipping: `A OR B` needs one allowed, `A AND B` needs both. */
export function licenseAllowed(expression) {
  if (typeof expression !== 'string' || expression.trim() === '') return false;
  const bare = expression.replace(/[()]/g, '').trim();
  if (/\sOR\s/.test(bare)) return bare.split(/\s+OR\s+/).some((part) => licenseAllowed(part));
  return bare.split(/\s+AND\s+/).every((id) => PERMISSIVE.has(id.trim()));
}

export function licenseProblems(packages) {
  return packages
    .filter((pkg) => !licenseAllowed(pkg.license))
    .map(
      (pkg) =>
        `${pkg.name}@${pkg.version}: licence ${pkg.license ?? 'not declared'} is not one we may ship (scripts/dependency-health.mjs PERMISSIVE)`,
    );
}

/** Runs `work` over `items`, at most `limit` at once, in order of the items. */
async function pooled(items, limit, work) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** The registry manifest of one exact version, or null when it cannot be had. */
export async function fetchManifest(registry, { name, version }, fetchImpl = fetch) {
  try {
    const response = await fetchImpl(`${registry.replace(/\/$/, '')}/${name.replace('/', '%2f')}/${version}`, {
      signal: AbortSignal.timeout(10_000),
    });
    return response.ok ? await response.json() : null;
  } catch {
    return null;
  }
}

/** A version every registry that publishes deprecation notices marks deprecated ("request has been deprecated"). */
export const KNOWN_DEPRECATED = { name: 'request', version: '2.88.2' };

/** { deprecated: messages, unreachable: how many manifests could not be had }. */
export async function deprecations(packages, getManifest) {
  const manifests = await pooled(packages, 8, getManifest);
  const deprecated = packages.flatMap((pkg, index) =>
    manifests[index]?.deprecated ? [`${pkg.name}@${pkg.version} is deprecated: ${manifests[index].deprecated}`] : [],
  );
  return { deprecated, unreachable: manifests.filter((manifest) => manifest === null).length };
}

async function main() {
  const root = path.resolve(import.meta.dirname, '..');
  const packages = productionPackages(JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')));
  const registry = process.env.npm_config_registry || 'https://registry.npmjs.org/';
  const problems = licenseProblems(packages);
  const [canary, { deprecated, unreachable }] = await Promise.all([
    fetchManifest(registry, KNOWN_DEPRECATED),
    deprecations(packages, (pkg) => fetchManifest(registry, pkg)),
  ]);
  problems.push(...deprecated);
  const counts = Object.entries(Object.groupBy(packages, (pkg) => pkg.license ?? 'none')).map(
    ([license, group]) => `${license} ${group.length}`,
  );
  console.log(`dependencies: ${packages.length} production packages; licences: ${counts.join(', ')}`);
  // A mirror may serve manifests without their deprecation notices: then "0 deprecated" would mean nothing.
  const notices = canary?.deprecated
    ? ''
    : ` (but ${registry} publishes no deprecation notices: ${KNOWN_DEPRECATED.name}@${KNOWN_DEPRECATED.version} shows none, so none could be seen)`;
  console.log(
    unreachable === packages.length
      ? `deprecation: not checked, ${registry} could not be reached`
      : `deprecation: ${deprecated.length} deprecated of ${packages.length - unreachable} checked against ${registry}${unreachable ? ` (${unreachable} manifests could not be had)` : ''}${notices}`,
  );
  if (problems.length > 0) {
    console.error(`\n${problems.join('\n')}`);
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
