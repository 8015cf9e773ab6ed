// One word per idea per language: src/lib/i18n/glossary.json names, per key term and language, the word
// the catalogs use and the words it replaced; a catalog message with a replaced word is a problem, unless the
// glossary records that the word means another idea there (otherMeaning). Run by `npm run i18n:check`.

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A replaced word as a pattern: at the start of a word (a stem finds its forms), or anywhere in the languages whose
 * words take attached prefixes (Arabic al-, li-, bi-) or are written without spaces (Chinese).
 */
function pattern(word, anywhere) {
  return new RegExp(anywhere ? escape(word) : `(?<![\\p{L}\\p{M}])${escape(word)}`, 'iu');
}

/**
 * Every message of the catalogs that uses a word the glossary replaced, as 'fr.json: dashboard.page.rebates uses
 * "remise" (rebate: the word is "ristourne")'. catalogs: { 'fr.json': { id: { defaultMessage } } }.
 */
export function glossaryProblems(glossary, catalogs) {
  const problems = [];
  const anywhere = new Set(glossary.matchAnywhere ?? []);
  for (const [file, catalog] of Object.entries(catalogs)) {
    const locale = file.replace(/\.json$/, '');
    for (const [term, languages] of Object.entries(glossary.terms)) {
      const entry = languages[locale];
      if (!entry) continue;
      for (const word of entry.replaced) {
        const found = pattern(word, anywhere.has(locale));
        for (const [id, message] of Object.entries(catalog)) {
          if (entry.otherMeaning?.[id] || !found.test(message.defaultMessage)) continue;
          problems.push(`${file}: ${id} uses "${word}" (${term}: the word is "${entry.use}")`);
        }
      }
    }
  }
  return problems;
}

/** Glossary entries that no longer hold: a language without a word for a term, or an exception for no message. */
export function glossaryGaps(glossary, catalogs) {
  const gaps = [];
  const locales = Object.keys(catalogs).map((file) => file.replace(/\.json$/, ''));
  for (const [term, languages] of Object.entries(glossary.terms)) {
    for (const locale of locales) {
      const entry = languages[locale];
      if (!entry) {
        gaps.push(`glossary: "${term}" has no word for ${locale}`);
        continue;
      }
      for (const id of Object.keys(entry.otherMeaning ?? {}))
        if (!catalogs[`${locale}.json`][id])
          gaps.push(`glossary: "${term}" (${locale}) excepts ${id}, which is not in ${locale}.json`);
    }
  }
  return gaps;
}
