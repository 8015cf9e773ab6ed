import type { MessageFormatElement } from 'react-intl';

export type CompiledMessages = Record<string, MessageFormatElement[]>;

// One chunk per language: only the active language is downloaded.
const compiledCatalogs = import.meta.glob<CompiledMessages>('./compiled/*.json', { import: 'default' });

export async function loadMessages(locale: string): Promise<CompiledMessages> {
  const load = compiledCatalogs[`./compiled/${locale}.json`];
  if (!load) throw new Error(`No compiled catalog for locale '${locale}'`);
  return load();
}

export function hasCatalog(locale: string): boolean {
  return `./compiled/${locale}.json` in compiledCatalogs;
}
