import { createTheme, type CSSVariablesResolver, type MantineThemeOverride } from '@mantine/core';
import {
  defaultSettings,
  mantineBreakpoints,
  navigationStyleOf,
  paletteFor,
  sizes,
  type Palette,
  type Surface,
  type ThemeSettings,
} from '@/lib/theme';

interface PortalThemeOther {
  palette: Palette;
}

const fontFamily =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", "Noto Sans SC", sans-serif';

/**
 * The Mantine theme for the member's settings: colours from the preset or their own picks (shade 8 always carries
 * white text at WCAG AA), radii (modern: cards 30 px, 20 px on small screens; standard: 4 px) and the
 * spec's breakpoints. The frame's colours (sidebar, header, menu bar) become CSS variables in cssVariables below.
 */
export function buildTheme(settings: ThemeSettings): MantineThemeOverride {
  const palette = paletteFor(settings, navigationStyleOf(settings.navStyle));
  const modern = settings.themeStyle === 'modern';
  const other: PortalThemeOther = { palette };
  return createTheme({
    primaryColor: 'portal',
    primaryShade: { light: 8, dark: 8 },
    colors: { portal: palette.primary, secondary: palette.secondary },
    breakpoints: mantineBreakpoints,
    // Members who ask their system for less motion get no transitions.
    respectReducedMotion: true,
    defaultRadius: modern ? 'md' : 'sm',
    radius: modern
      ? {
          xs: '4px',
          sm: '8px',
          md: '12px',
          lg: 'var(--portal-radius-card, 30px)',
          xl: 'var(--portal-radius-card, 30px)',
        }
      : {
          xs: `${sizes.radius.standard / 2}px`,
          sm: `${sizes.radius.standard}px`,
          md: `${sizes.radius.standard}px`,
          lg: `${sizes.radius.standard}px`,
          xl: `${sizes.radius.standard}px`,
        },
    fontFamily,
    headings: { fontWeight: String(sizes.fontWeights[3]) },
    components: {
      Card: { defaultProps: { radius: 'lg' } },
      Paper: { defaultProps: { radius: 'lg' } },
      // A closed list is not rendered (Mantine keeps each one mounted and hidden by default): a page with several
      // selects otherwise lays out and positions every hidden list as it first renders (the receipts page's four and
      // the store field took ~35 ms of its first render on this machine). A closed field points at no list
      // (aria-controls is set only while open), so nothing a screen reader hears changes.
      Combobox: { defaultProps: { keepMounted: false } },
    },
    other,
  });
}

/** The theme at its defaults (tests render with it). */
export const portalTheme = buildTheme(defaultSettings);

const surfaceVariables = (name: string, surface: Surface): Record<string, string> => ({
  [`--portal-${name}-bg`]: surface.bg,
  [`--portal-${name}-fg`]: surface.fg,
  [`--portal-${name}-muted`]: surface.muted,
  [`--portal-${name}-hover`]: surface.hover,
  [`--portal-${name}-border`]: surface.border,
});

/**
 * Portal-wide CSS variables: the frame's surfaces, the sizes that stylesheets need, and error and dimmed
 * text darkened (light) or lightened (dark) to meet WCAG AA contrast.
 */
export const cssVariables: CSSVariablesResolver = (theme) => {
  const { palette } = theme.other as PortalThemeOther;
  return {
    variables: {
      ...surfaceVariables('sidebar', palette.sidebar),
      ...surfaceVariables('header', palette.header),
      ...surfaceVariables('nav', palette.nav),
      ...surfaceVariables('rail', palette.rail),
      '--portal-content-bg': palette.content,
      '--portal-secondary-filled': palette.secondary[8],
      '--portal-radius-card-large': `${sizes.radius.modern}px`,
      '--portal-radius-card-small': `${sizes.radius.modernSmallScreen}px`,
      '--portal-rail-width': sizes.rail,
      '--portal-ad-width': `${sizes.adColumn}px`,
      '--portal-search-width': `${sizes.search.width}px`,
      '--portal-search-width-focused': `${sizes.search.focusedWidth}px`,
      '--portal-route-transition': `${sizes.routeTransition}ms`,
      '--portal-animation-duration': `${sizes.animation.durationMs}ms`,
      '--portal-animation-delay': `${sizes.animation.delayMs}ms`,
    },
    light: {
      '--mantine-color-error': '#c92a2a',
      '--mantine-color-dimmed': '#5c636e',
      '--mantine-color-anchor': palette.link.light,
    },
    dark: {
      '--mantine-color-error': '#ff8787',
      '--mantine-color-dimmed': '#a6a6a6',
      '--mantine-color-anchor': palette.link.dark,
    },
  };
};
