import type { MessageFormatElement } from 'react-intl';

export type CompiledMessages = Record<string, MessageFormatElement[]>;
type Loader = () => Promise<CompiledMessages>;

const byLocale = (files: Record<string, Loader>): Record<string, Loader> =>
  Object.fromEntries(Object.entries(files).map(([file, load]) => [file.replace(/^.*\/(.+)\.json$/, '$1'), load]));

// One chunk per language: only the active language is downloaded. The pseudo-locales exist only in development:
// the condition is false in a production build, so their catalogs are neither listed nor emitted as chunks.
const compiledCatalogs: Record<string, Loader> = {
  ...byLocale(import.meta.glob<CompiledMessages>('./compiled/*.json', { import: 'default' })),
  ...(import.meta.env.DEV
    ? byLocale(import.meta.glob<CompiledMessages>('./compiled/pseudo/*.json', { import: 'default' }))
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
