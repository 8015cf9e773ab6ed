import type { Plugin } from 'vite';
import { readPortalConfig } from './portal-config-plugin.ts';
import { serialize, staticWebAppConfig } from './static-web-app.mjs';

/**
 * Writes dist/staticwebapp.config.json, the host's headers for this build's API and identity provider (see
 * scripts/static-web-app.mjs for why it is generated). Builds only: the dev server sends no such headers.
 */
export function staticWebAppPlugin(env: Record<string, string | undefined>): Plugin {
  let root = process.cwd();
  return {
    name: 'static-web-app-config',
    apply: 'build',
    configResolved(resolved) {
      root = resolved.root;
    },
    generateBundle() {
      const { config, errors } = readPortalConfig(root, env);
      // The config plugin has already stopped the build with these errors named; this only keeps the types honest.
      if (!config) return this.error(`Invalid configuration:\n  ${errors.join('\n  ')}`);
      this.emitFile({
        type: 'asset',
        fileName: 'staticwebapp.config.json',
        source: serialize(staticWebAppConfig(config)),
      });
    },
  };
}
