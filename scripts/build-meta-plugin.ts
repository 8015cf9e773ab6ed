import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { buildMetaDir } from './build-meta.mjs';

/** Every file under `folder` whose name ends with `.map`, as paths relative to it. */
function sourceMaps(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.map'));
}

/**
 * Moves the manifest (`.vite/`) and the source maps out of the folder that ships into `<outDir>-meta/`
 * (scripts/build-meta.mjs), after every other plugin's closeBundle (the prerender step reads the manifest there first).
 * The maps are `hidden` (vite.config.ts): no shipped file names them.
 */
export function buildMetaPlugin(): Plugin {
  let resolved: ResolvedConfig;
  return {
    name: 'build-meta',
    apply: 'build',
    configResolved(config) {
      resolved = config;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        if (resolved.build.ssr) return;
        const outDir = path.resolve(resolved.root, resolved.build.outDir);
        if (!existsSync(outDir)) return;
        const meta = buildMetaDir(outDir);
        rmSync(meta, { recursive: true, force: true });
        for (const file of [...(existsSync(path.join(outDir, '.vite')) ? ['.vite'] : []), ...sourceMaps(outDir)]) {
          mkdirSync(path.dirname(path.join(meta, file)), { recursive: true });
          renameSync(path.join(outDir, file), path.join(meta, file));
        }
      },
    },
  };
}
