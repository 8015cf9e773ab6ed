import { config } from '@/lib/config';

export type Direction = 'ltr' | 'rtl';

export interface Language {
  locale: string;
  /** The language's own name ('Français'), as its speakers look for it in the switcher. */
  name: string;
  direction: Direction;
}

/**
 * Development-only pseudo-locales, compiled from en.json as they load (scripts/compiled-catalogs-plugin.ts): en-XA accents and lengthens
 * every text ('[Ḓȧȧşħƀǿǿȧȧřḓ]'), en-XB mirrors it right-to-left. A text that bypassed formatjs stays plain English
 * and stands out; cramped layouts show up before a real translation is longer. Never in a production build.
 */
const pseudoLanguages: readonly Language[] = [
  { locale: 'en-XA', name: 'Pseudo (en-XA)', direction: 'ltr' },
  { locale: 'en-XB', name: 'Pseudo RTL (en-XB)', direction: 'rtl' },
];

/** The languages a member may choose: config/languages.json, plus the pseudo-locales in development. */
export const languages: readonly Language[] = import.meta.env.DEV
  ? [...config.languages.languages, ...pseudoLanguages]
  : config.languages.languages;

export const defaultLocale = config.languages.defaultLocale;
