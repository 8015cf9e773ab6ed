import { readSavedLocale } from './locale';

// 'Loading…' while the first catalog downloads, when no translation has arrived yet: one short text per
// configured language, in the initial download. src/lib/i18n/catalogs.test.ts holds each equal to the catalog's
// 'app.loading', so the two never drift apart.
export const loadingBeforeCatalog: Readonly<Record<string, string>> = {
  en: 'Loading…',
  zh: '正在加载…',
  es: 'Cargando…',
  fr: 'Chargement…',
  it: 'Caricamento…',
  ar: 'جارٍ التحميل…',
};

/** The loader's label (and its language, for screen readers) in the language the member chose last time. */
export function loadingLabelBeforeCatalog(): { text: string; lang: string } {
  const locale = readSavedLocale();
  const text = loadingBeforeCatalog[locale];
  return text ? { text, lang: locale } : { text: loadingBeforeCatalog.en ?? 'Loading…', lang: 'en' };
}
