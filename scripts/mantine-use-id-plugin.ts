import path from 'node:path';
import type { Plugin } from 'vite';

/** The module of @mantine/hooks that the build replaces, as its index imports it. */
export const MANTINE_USE_ID = './use-id/use-id.mjs';
const REPLACEMENT = path.resolve(import.meta.dirname, '../src/lib/react/mantine-use-id.ts');

/**
 * Mantine's `useId` (@mantine/hooks) is replaced by src/lib/react/mantine-use-id.ts, which says why: it gives React's
 * own id and sets no state after mount. Only @mantine/hooks' own import of it is redirected.
 */
export function mantineUseIdPlugin(): Plugin {
  return {
    name: 'mantine-use-id',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === MANTINE_USE_ID && importer && /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]index\.mjs$/.test(importer))
        return REPLACEMENT;
      return null;
    },
  };
}
