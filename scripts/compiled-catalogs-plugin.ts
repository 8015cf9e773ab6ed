import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';

// The message catalogs ship compiled to formatjs' AST (no ICU parser in the browser), but only their sources are
// committed (src/lib/i18n/catalogs/<locale>.json): `import './catalogs/fr.json?compiled'` is the compiled catalog,
// made here by formatjs' own compiler whenever the dev server, the build or the tests load it. Nothing to regenerate,
// nothing to drift. `?compiled&pseudo=en-XA` is a development pseudo-locale made from the English catalog.

const run = promisify(execFile);
// The dev server adds its own `import` to the query (`fr.json?import&compiled`).
const COMPILED = /^(.*\/src\/lib\/i18n\/catalogs\/[^/?]+\.json)\?(?:import&)?compiled(?:&pseudo=([\w-]+))?$/;

export function compiledCatalogsPlugin(root = process.cwd()): Plugin {
  const formatjs = path.join(root, 'node_modules/.bin/formatjs');
  return {
    name: 'portal:compiled-catalogs',
    enforce: 'pre',
    async load(id) {
      const match = COMPILED.exec(id);
      if (!match) return null;
      const [, file, pseudoLocale] = match;
      this.addWatchFile(file!);
      const args = ['compile', file!, '--ast', ...(pseudoLocale ? ['--pseudo-locale', pseudoLocale] : [])];
      try {
        const { stdout } = await run(formatjs, args, { maxBuffer: 64 * 1024 * 1024 });
        // A module of its own (the name ends in .json, which the bundler would otherwise read as JSON).
        return { code: `export default ${stdout};`, moduleType: 'js' };
      } catch (error) {
        const { stderr, message } = error as { stderr?: string; message: string };
        this.error(`${path.relative(root, file!)} does not compile: ${stderr?.trim() || message}`);
      }
    },
  };
}
