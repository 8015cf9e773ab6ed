import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { config } from '@/lib/config';
import sameAsEnglish from './same-as-english.json';
import { loadingBeforeCatalog } from './loading-label';
import { loadMessages } from './catalogs';

interface Catalog {
  [id: string]: { defaultMessage: string; description?: string };
}

const folder = path.join(import.meta.dirname, 'catalogs');
const read = (locale: string) => JSON.parse(readFileSync(path.join(folder, `${locale}.json`), 'utf8')) as Catalog;
const english = read('en');
const translated = config.languages.languages.map((language) => language.locale).filter((locale) => locale !== 'en');
// The compiled catalogs are already parsed (ICU AST): an argument element has a type above 0 (literal) and a name.
type Element = { type: number; value?: unknown; options?: Record<string, { value: Element[] }>; children?: Element[] };
const compiledCatalogs = import.meta.glob<Record<string, Element[]>>('./catalogs/*.json', {
  query: '?compiled',
  import: 'default',
  eager: true,
});
const readCompiled = (locale: string) => compiledCatalogs[`./catalogs/${locale}.json`]!;
function argumentsOf(elements: Element[], found = new Set<string>()): string[] {
  for (const element of elements) {
    if (element.type > 0 && element.type !== 7 && typeof element.value === 'string')
      found.add(`${element.value}:${element.type}`);
    for (const option of Object.values(element.options ?? {})) argumentsOf(option.value, found);
    if (element.children) argumentsOf(element.children, found);
  }
  return [...found].sort();
}
const allowedSame = (locale: string) =>
  new Set([...sameAsEnglish.brandNames, ...((sameAsEnglish.sameWord as Record<string, string[]>)[locale] ?? [])]);
/** Texts a translator may leave in English without saying why: a handful, never a page. */
const HANDFUL = 3;

describe('message catalogs', () => {
  it('exist for exactly the languages of config/languages.json', () => {
    const files = readdirSync(folder)
      .filter((file) => file.endsWith('.json'))
      .map((file) => file.replace(/\.json$/, ''))
      .sort();
    expect(files).toEqual(config.languages.languages.map((language) => language.locale).sort());
  });

  it.each(translated)('%s has the same message ids as en.json', (locale) => {
    expect(Object.keys(read(locale)).sort()).toEqual(Object.keys(english).sort());
  });

  it.each(translated)('%s keeps every {placeholder} of the English text, with the same kind', (locale) => {
    const compiledEnglish = readCompiled('en');
    const catalog = readCompiled(locale);
    for (const id of Object.keys(english)) {
      expect(argumentsOf(catalog[id] ?? []), `${locale} ${id}`).toEqual(argumentsOf(compiledEnglish[id] ?? []));
    }
  });

  it.each(translated)('%s has at most a handful of texts identical to English, brand names aside', (locale) => {
    const catalog = read(locale);
    const allowed = allowedSame(locale);
    const same = Object.entries(english)
      .filter(
        ([id, message]) =>
          catalog[id]?.defaultMessage === message.defaultMessage && !allowed.has(message.defaultMessage),
      )
      .map(([id, message]) => `${id}: ${message.defaultMessage}`);
    expect(same.length, `possibly untranslated in ${locale}.json:\n${same.join('\n')}`).toBeLessThanOrEqual(HANDFUL);
  });

  it('the loader label shown before any catalog arrives matches each catalog', () => {
    for (const language of config.languages.languages) {
      expect(loadingBeforeCatalog[language.locale], language.locale).toBe(
        read(language.locale)['app.loading']?.defaultMessage,
      );
    }
  });

  it('compile as they load, the development pseudo-locales from English included', async () => {
    const french = await loadMessages('fr');
    expect(french['app.loading']).toEqual([{ type: 0, value: read('fr')['app.loading']!.defaultMessage }]);
    // en-XA: every English text accented, lengthened and in brackets (formatjs' pseudo-locale).
    const pseudo = await loadMessages('en-XA');
    const [first, ...rest] = pseudo['app.loading']!;
    expect(first).toMatchObject({ type: 0, value: expect.stringMatching(/^\[/) });
    expect(rest.at(-1)).toMatchObject({ type: 0, value: expect.stringMatching(/\]$/) });
    expect(JSON.stringify(pseudo['app.loading'])).not.toContain(english['app.loading']!.defaultMessage);
    await expect(loadMessages('xx')).rejects.toThrow("No compiled catalog for locale 'xx'");
  });
});
