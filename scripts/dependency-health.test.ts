import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  deprecations,
  fetchManifest,
  licenseAllowed,
  licenseProblems,
  productionPackages,
} from './dependency-health.mjs';

const lock = {
  packages: {
    '': { name: 'member-portal' },
    'node_modules/react': { version: '19.3.1', license: 'MIT' },
    'node_modules/@scope/tool': { version: '1.0.0', license: 'MIT', dev: true },
    'node_modules/a/node_modules/b': { version: '2.0.0', license: 'GPL-3.0-only' },
    'node_modules/optional-dev': { version: '1.0.0', devOptional: true },
    'node_modules/unlicensed': { version: '0.1.0' },
  },
};

describe('dependency health', () => {
  it('takes the production packages of the lockfile, nested ones included, and leaves out dev tools', () => {
    expect(productionPackages(lock)).toEqual([
      { name: 'react', version: '19.3.1', license: 'MIT' },
      { name: 'b', version: '2.0.0', license: 'GPL-3.0-only' },
      { name: 'unlicensed', version: '0.1.0', license: undefined },
    ]);
  });

  it('allows permissive licences and SPDX expressions of them, and refuses copyleft and none', () => {
    expect(licenseAllowed('MIT')).toBe(true);
    expect(licenseAllowed('(MIT OR CC0-1.0)')).toBe(true);
    expect(licenseAllowed('MIT AND ISC AND BSD-3-Clause')).toBe(true);
    expect(licenseAllowed('(GPL-2.0-only OR MIT)')).toBe(true);
    expect(licenseAllowed('MIT AND GPL-3.0-only')).toBe(false);
    expect(licenseAllowed('AGPL-3.0-or-later')).toBe(false);
    expect(licenseAllowed(undefined)).toBe(false);
  });

  it('names each package whose licence we may not ship', () => {
    expect(licenseProblems(productionPackages(lock))).toEqual([
      'b@2.0.0: licence GPL-3.0-only is not one we may ship (scripts/dependency-health.mjs PERMISSIVE)',
      'unlicensed@0.1.0: licence not declared is not one we may ship (scripts/dependency-health.mjs PERMISSIVE)',
    ]);
  });

  it('finds a deprecated version through the registry manifest and counts the manifests it could not get', async () => {
    const manifests: Record<string, { deprecated?: string } | null> = {
      react: {},
      b: { deprecated: 'use c instead' },
      unlicensed: null,
    };
    const result = await deprecations(productionPackages(lock), (pkg) => Promise.resolve(manifests[pkg.name] ?? null));
    expect(result).toEqual({ deprecated: ['b@2.0.0 is deprecated: use c instead'], unreachable: 1 });
  });

  it('asks the registry for the exact version (scoped names escaped) and treats an error as unreachable', async () => {
    const asked: string[] = [];
    const registry = (status: number) =>
      ((url: string) => (
        asked.push(url),
        Promise.resolve(new Response(JSON.stringify({ deprecated: 'old' }), { status }))
      )) as unknown as typeof fetch;
    expect(
      await fetchManifest('https://registry.example/', { name: '@scope/tool', version: '1.0.0' }, registry(200)),
    ).toEqual({ deprecated: 'old' });
    expect(asked).toEqual(['https://registry.example/@scope%2ftool/1.0.0']);
    expect(await fetchManifest('https://registry.example', { name: 'x', version: '1.0.0' }, registry(404))).toBeNull();
  });

  it('passes for this project: every production package has a licence we may ship', () => {
    const ours = JSON.parse(
      readFileSync(path.resolve(import.meta.dirname, '../package-lock.json'), 'utf8'),
    ) as Parameters<typeof productionPackages>[0];
    expect(productionPackages(ours).length).toBeGreaterThan(50);
    expect(licenseProblems(productionPackages(ours))).toEqual([]);
  });
});
