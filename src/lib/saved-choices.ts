/**
 * Where the member's own choices that change every page are kept (localStorage): the language and the look. Their own
 * modules read and write them (src/lib/i18n/locale.ts, src/lib/theme/store.ts); the prerendered sign-in page's script
 * (src/sign-in-first-paint.ts) only asks whether one is there, before any of the app has loaded, so the names live
 * here, apart from everything else.
 */
export const SAVED_LOCALE_KEY = 'memberPortal.locale';
export const SAVED_THEME_KEY = 'memberPortal.theme';
/** A link's look presets for this visit (sessionStorage). */
export const VISIT_THEME_KEY = 'memberPortal.themeVisit';
