import { navigationStyles, themeModes, themeStyles, type ThemeSettings } from './settings';

/** Settings a link may preset, with the parameter names that carry them: the spec's first, then the template's. */
const parameters = {
  navStyle: ['layout', 'nav_style'],
  themeMode: ['mode', 'theme_mode'],
  isRTL: ['rtl', 'is_rtl'],
  themeStyle: ['style', 'theme_style'],
} as const;

export type UrlPreset = Partial<Pick<ThemeSettings, keyof typeof parameters>>;

// Lengths beyond any real value are not even compared (a hostile link may carry megabytes).
const MAX_LENGTH = 40;

function navStyleFrom(value: string): string | undefined {
  const wanted = value.toLowerCase();
  return navigationStyles.find((style) => style.id === wanted || (style.aliases as readonly string[]).includes(wanted))
    ?.id;
}

const readers: { [K in keyof UrlPreset]-?: (value: string) => UrlPreset[K] | undefined } = {
  navStyle: navStyleFrom,
  themeMode: (value) => themeModes.find((mode) => mode === value.toLowerCase()),
  themeStyle: (value) => themeStyles.find((style) => style === value.toLowerCase()),
  isRTL: (value) => {
    const flag = value.toLowerCase();
    if (flag === 'true' || flag === '1') return true;
    if (flag === 'false' || flag === '0') return false;
    return undefined;
  },
};

/**
 * The query parameters layout, mode, rtl and style (and the template's nav_style, theme_mode, is_rtl,
 * theme_style) preset the theme for a visit. For each setting the first valid value wins; anything else, however
 * malformed, is ignored without a word.
 */
export function presetFromQuery(search: string): UrlPreset {
  const query = new URLSearchParams(search);
  const preset: Record<string, unknown> = {};
  for (const key of Object.keys(parameters) as (keyof typeof parameters)[]) {
    for (const name of parameters[key]) {
      const value = query
        .getAll(name)
        .map((candidate) => (candidate.length <= MAX_LENGTH ? readers[key](candidate.trim()) : undefined))
        .find((parsed) => parsed !== undefined);
      if (value !== undefined) {
        preset[key] = value;
        break;
      }
    }
  }
  return preset;
}

/** The query string that presets the current look (the customizer's 'Copy link to this look'). */
export function queryForSettings(settings: Pick<ThemeSettings, keyof typeof parameters>): string {
  const query = new URLSearchParams({
    layout: settings.navStyle,
    mode: settings.themeMode,
    rtl: String(settings.isRTL),
    style: settings.themeStyle,
  });
  return query.toString();
}
