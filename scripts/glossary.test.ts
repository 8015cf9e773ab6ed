import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { glossaryGaps, glossaryProblems, type Catalogs, type Glossary } from './glossary.mjs';

const i18n = path.resolve(import.meta.dirname, '../src/lib/i18n');
const read = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));
const catalog = (texts: Record<string, string>) =>
  Object.fromEntries(Object.entries(texts).map(([id, defaultMessage]) => [id, { defaultMessage }]));

const glossary: Glossary = {
  matchAnywhere: ['ar'],
  terms: {
    rebate: {
      fr: { use: 'ristourne', replaced: ['remise'], otherMeaning: { 'shell.promo': 'a discount' } },
      ar: { use: 'الخصومات', replaced: ['المستردة'] },
    },
    enrolment: {
      fr: { use: 'inscription', replaced: [] },
      ar: { use: 'اشتراك', replaced: ['انضمام'] },
    },
  },
};

describe('the glossary check (npm run i18n:check): one word per idea per language', () => {
  it('names the catalog, the message and the replaced word, with the word to use', () => {
    const catalogs: Catalogs = {
      'fr.json': catalog({ 'dashboard.rebates': 'Remises par mois', 'dashboard.title': 'Tableau de bord' }),
    };
    expect(glossaryProblems(glossary, catalogs)).toEqual([
      'fr.json: dashboard.rebates uses "remise" (rebate: the word is "ristourne")',
    ]);
  });

  it('finds a word’s forms from its start, and not the same letters inside another word', () => {
    const catalogs: Catalogs = {
      'fr.json': catalog({ a: 'Vos REMISES', b: 'Une compromise', c: 'l’remise' }),
    };
    expect(glossaryProblems(glossary, catalogs)).toEqual([
      'fr.json: a uses "remise" (rebate: the word is "ristourne")',
      'fr.json: c uses "remise" (rebate: the word is "ristourne")',
    ]);
  });

  it('finds an Arabic word behind its attached prefixes', () => {
    const catalogs: Catalogs = { 'ar.json': catalog({ counts: 'برنامج واحد للانضمام' }) };
    expect(glossaryProblems(glossary, catalogs)).toEqual([
      'ar.json: counts uses "انضمام" (enrolment: the word is "اشتراك")',
    ]);
  });

  it('leaves a message where the glossary records another meaning of the word', () => {
    const catalogs: Catalogs = { 'fr.json': catalog({ 'shell.promo': '60 % de remise sur votre premier achat' }) };
    expect(glossaryProblems(glossary, catalogs)).toEqual([]);
  });

  it('reports a language without a word for a term, and an exception for a message that is gone', () => {
    const catalogs: Catalogs = { 'fr.json': catalog({}), 'ar.json': catalog({}), 'it.json': catalog({}) };
    expect(glossaryGaps(glossary, catalogs)).toEqual([
      'glossary: "rebate" (fr) excepts shell.promo, which is not in fr.json',
      'glossary: "rebate" has no word for it',
      'glossary: "enrolment" has no word for it',
    ]);
  });

  it('holds for the portal’s glossary and its six catalogs', () => {
    const files = readdirSync(path.join(i18n, 'catalogs')).filter((file) => file.endsWith('.json'));
    const catalogs = Object.fromEntries(
      files.map((file) => [file, read(path.join(i18n, 'catalogs', file))]),
    ) as Catalogs;
    const real = read(path.join(i18n, 'glossary.json')) as Glossary;
    expect(files).toHaveLength(6);
    expect(Object.keys(real.terms)).toEqual([
      'rebate',
      'fifth check',
      'incentive',
      'claim',
      'enrolment',
      'store',
      'receipt',
    ]);
    expect(glossaryGaps(real, catalogs)).toEqual([]);
    expect(glossaryProblems(real, catalogs)).toEqual([]);
  });
});
