import type { MessageFormatElement } from 'react-intl';

export type CompiledMessages = Record<string, MessageFormatElement[]>;
type Loader = () => Promise<CompiledMessages>;

const byLocale = (files: Record<string, Loader>): Record<string, Loader> =>
  Object.fromEntries(Object.entries(files).map(([file, load]) => [file.replace(/^.*\/(.+)\.json$/, '$1'), load]));

// One chunk per language: only the active language is downloaded. `?compiled` is the catalog compiled to formatjs'
// AST as it loads (scripts/compiled-catalogs-plugin.ts): only the sources are committed. The pseudo-locales exist
// only in development: the condition is false in a production build, so they are neither listed nor built.
const compiledCatalogs: Record<string, Loader> = {
  ...byLocale(import.meta.glob<CompiledMessages>('./catalogs/*.json', { query: '?compiled', import: 'default' })),
  ...(import.meta.env.DEV
    ? {
        'en-XA': () => import('./catalogs/en.json?compiled&pseudo=en-XA').then((module) => module.default),
        'en-XB': () => import('./catalogs/en.json?compiled&pseudo=en-XB').then((module) => module.default),
      }
    : {}),
};

export async function loadMessages(locale: string): Promise<CompiledMessages> {
  const load = compiledCatalogs[locale];
  if (!load) throw new Error(`No compiled catalog for locale '${locale}'`);
  return load();
}

export function hasCatalog(locale: string): boolean {
  return locale in compiledCatalogs;
}
