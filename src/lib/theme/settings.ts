import { config } from '@/lib/config';

export const themeStyles = ['modern', 'standard'] as const;
export const themeModes = ['light', 'semi-dark', 'dark'] as const;
export const layoutTypes = ['full', 'boxed'] as const;
export const footerTypes = ['fixed', 'fluid'] as const;
export const routeAnimations = ['none', 'fade', 'slide-left', 'slide-right', 'slide-up', 'slide-down'] as const;

export type ThemeStyle = (typeof themeStyles)[number];
export type ThemeMode = (typeof themeModes)[number];

/** Mantine's colour scheme for a mode: semi-dark is a light page with a dark frame. */
export const colorSchemeOf = (mode: ThemeMode): 'light' | 'dark' => (mode === 'dark' ? 'dark' : 'light');
export type LayoutType = (typeof layoutTypes)[number];
export type FooterType = (typeof footerTypes)[number];
export type RouteAnimation = (typeof routeAnimations)[number];
export type NavigationStyle = (typeof config.theme.navigationStyles)[number];

export interface ThemeColors {
  primary: string;
  secondary: string;
  sidebar: string;
}

/** Theme context: what the customizer sets (the locale lives with the language switcher). */
export interface ThemeSettings {
  themeStyle: ThemeStyle;
  themeMode: ThemeMode;
  /** A preset's id, or null once a colour was picked by hand. */
  preset: string | null;
  colors: ThemeColors;
  isRTL: boolean;
  navStyle: string;
  layoutType: LayoutType;
  footer: boolean;
  footerType: FooterType;
  rtAnim: RouteAnimation;
}

export const presets = config.theme.presets;
export const navigationStyles = config.theme.navigationStyles;

export function presetColors(id: string): ThemeColors | null {
  const preset = presets.find((candidate) => candidate.id === id);
  return preset
    ? { primary: preset.PrimaryColor, secondary: preset.SecondaryColor, sidebar: preset.SidebarColor }
    : null;
}

const configured = config.theme.defaults;

/** Defaults, as config/theme.json gives them. */
export const defaultSettings: ThemeSettings = {
  themeStyle: configured.themeStyle,
  themeMode: configured.themeMode,
  preset: configured.preset,
  // resolve.ts has checked that the default preset exists.
  colors: presetColors(configured.preset) ?? { primary: '#0A8FDC', secondary: '#F04F47', sidebar: '#313541' },
  isRTL: false,
  navStyle: configured.navStyle,
  layoutType: configured.layoutType,
  footer: configured.footer,
  footerType: configured.footerType,
  rtAnim: configured.rtAnim,
};

export function navigationStyleOf(id: string): NavigationStyle {
  return (
    navigationStyles.find((style) => style.id === id) ??
    navigationStyles.find((style) => style.id === defaultSettings.navStyle) ??
    navigationStyles[0]!
  );
}

const HEX = /^#[0-9a-fA-F]{6}$/;

export const isHexColor = (value: unknown): value is string => typeof value === 'string' && HEX.test(value);

function oneOf<T extends string>(allowed: readonly T[], value: unknown): T | undefined {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
}

/**
 * The valid fields of a value read back from storage (or anywhere untrusted), each checked on its own: a field that
 * is missing, of the wrong type or unknown is dropped, so one bad field never costs the member their other choices.
 */
export function sanitizeSettings(raw: unknown): Partial<ThemeSettings> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {};
  const value = raw as Record<string, unknown>;
  const out: Partial<ThemeSettings> = {};
  const pick = <K extends keyof ThemeSettings>(key: K, parsed: ThemeSettings[K] | undefined) => {
    if (parsed !== undefined) out[key] = parsed;
  };
  pick('themeStyle', oneOf(themeStyles, value.themeStyle));
  pick('themeMode', oneOf(themeModes, value.themeMode));
  pick('layoutType', oneOf(layoutTypes, value.layoutType));
  pick('footerType', oneOf(footerTypes, value.footerType));
  pick('rtAnim', oneOf(routeAnimations, value.rtAnim));
  pick(
    'navStyle',
    oneOf(
      navigationStyles.map((style) => style.id),
      value.navStyle,
    ),
  );
  if (typeof value.isRTL === 'boolean') out.isRTL = value.isRTL;
  if (typeof value.footer === 'boolean') out.footer = value.footer;
  if (
    value.preset === null ||
    oneOf(
      presets.map((preset) => preset.id),
      value.preset,
    )
  )
    out.preset = value.preset as string | null;
  const colors = value.colors as Record<string, unknown> | undefined;
  if (
    colors &&
    typeof colors === 'object' &&
    isHexColor(colors.primary) &&
    isHexColor(colors.secondary) &&
    isHexColor(colors.sidebar)
  ) {
    out.colors = { primary: colors.primary, secondary: colors.secondary, sidebar: colors.sidebar };
  }
  return out;
}
