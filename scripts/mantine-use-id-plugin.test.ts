import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MANTINE_USE_ID, mantineUseIdPlugin } from './mantine-use-id-plugin.ts';

// @mantine/hooks' own entry, the file its package's `import` export names.
const hooksIndex = path.resolve(import.meta.dirname, '../node_modules/@mantine/hooks/esm/index.mjs');

type ResolveId = (source: string, importer: string | undefined) => string | null;
const resolveId = mantineUseIdPlugin().resolveId as unknown as ResolveId;

describe('the build’s useId for Mantine', () => {
  it('still has the import it redirects: @mantine/hooks takes its useId from that one module', () => {
    // An upgrade of Mantine that moves it would leave the build on Mantine's useId without a word: this fails first.
    expect(readFileSync(hooksIndex, 'utf8')).toContain(`import { useId } from "${MANTINE_USE_ID}";`);
    const original = readFileSync(path.join(path.dirname(hooksIndex), MANTINE_USE_ID), 'utf8');
    // What it stands in for: the random id set in a layout effect after mount.
    expect(original).toMatch(/useIsomorphicEffect\([\s\S]*setUuid\(randomId\(\)\)/);
  });

  it('redirects @mantine/hooks’ import of it, and nothing else', () => {
    expect(resolveId(MANTINE_USE_ID, hooksIndex)).toMatch(/src[\\/]lib[\\/]react[\\/]mantine-use-id\.ts$/);
    expect(resolveId(MANTINE_USE_ID, '/work/node_modules/other/esm/index.mjs')).toBeNull();
    expect(resolveId('./use-idle/use-idle.mjs', hooksIndex)).toBeNull();
  });
});
