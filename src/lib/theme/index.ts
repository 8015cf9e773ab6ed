export { sizes, mantineBreakpoints } from './sizes';
export {
  colorSchemeOf,
  defaultSettings,
  navigationStyleOf,
  navigationStyles,
  presetColors,
  presets,
  sanitizeSettings,
  isHexColor,
  themeModes,
  themeStyles,
  layoutTypes,
  footerTypes,
  routeAnimations,
  type ThemeSettings,
  type ThemeColors,
  type ThemeMode,
  type ThemeStyle,
  type LayoutType,
  type FooterType,
  type RouteAnimation,
  type NavigationStyle,
} from './settings';
export { presetFromQuery, queryForSettings, type UrlPreset } from './url-presets';
export {
  applyUrlPreset,
  getThemeSettings,
  loadThemeSettings,
  resetThemeSettings,
  selectPreset,
  setThemeColor,
  updateThemeSettings,
  useThemeSettings,
} from './store';
export { contrast, mix, readableBackground, shadesOf, textOn, AA } from './colors';
export { paletteFor, surfaceOn, type Palette, type Surface } from './palette';
