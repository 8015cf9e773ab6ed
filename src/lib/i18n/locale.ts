import { SAVED_LOCALE_KEY } from '../saved-choices';
import { defaultLocale, languages, type Direction } from './languages';

export type { Direction } from './languages';

export function isSupportedLocale(locale: unknown): locale is string {
  return typeof locale === 'string' && languages.some((language) => language.locale === locale);
}

export function directionOf(locale: string): Direction {
  return languages.find((language) => language.locale === locale)?.direction ?? 'ltr';
}

/** The member's saved choice, or the configured default (English, config/languages.json defaultLocale). */
export function readSavedLocale(): string {
  try {
    const saved = localStorage.getItem(SAVED_LOCALE_KEY);
    if (isSupportedLocale(saved)) return saved;
  } catch {
    // Storage may be unavailable (private mode); the default is fine.
  }
  return defaultLocale;
}

export function saveLocale(locale: string): void {
  try {
    localStorage.setItem(SAVED_LOCALE_KEY, locale);
  } catch {
    // Not saved; the choice still holds for this visit.
  }
}

/**
 * Mirrors the active language on the document (<html lang>), so the browser and screen readers follow. <html dir> is
 * not set here: it follows the language or the customizer's right-to-left switch, so one place owns it
 * (DirectionFromLocale in src/app/providers.tsx); setting it here too undid ?rtl=true whenever this ran last.
 */
export function applyLocaleToDocument(locale: string): void {
  document.documentElement.lang = locale;
}
