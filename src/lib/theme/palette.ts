import { AA, contrast, LIGHT_CONTENT, linkColors, mix, readableBackground, shadesOf, textOn, WHITE } from './colors';
import type { NavigationStyle, ThemeSettings } from './settings';

/** A coloured area of the frame (sidebar, header, horizontal menu bar) with text that reads on it at WCAG AA. */
export interface Surface {
  bg: string;
  fg: string;
  /** Secondary text (the user box's role, captions): still AA on bg. */
  muted: string;
  hover: string;
  border: string;
  /** Mantine's colour scheme for what sits on it, so its buttons and inputs take the right palette. */
  scheme: 'light' | 'dark';
}

export interface Palette {
  primary: ReturnType<typeof shadesOf>;
  secondary: ReturnType<typeof shadesOf>;
  sidebar: Surface;
  header: Surface;
  nav: Surface;
  /** The bit-bucket layout's rail of global actions: always dark, darker than a dark sidebar. */
  rail: Surface;
  /** Behind the pages' cards. */
  content: string;
  /** Link text (Mantine's anchor colour) per scheme. */
  link: { light: string; dark: string };
}

/** Mantine's dark body (dark-7) and light body. */
const DARK_BODY = '#242424';
const LIGHT_BODY = '#ffffff';

export function surfaceOn(background: string): Surface {
  // A mid-tone neither white nor ink can read on is darkened until white text does.
  const bg = contrast(background, textOn(background)) >= AA ? background.toLowerCase() : readableBackground(background);
  const fg = textOn(bg);
  const softer = [0.3, 0.2, 0.1]
    .map((amount) => mix(fg, bg, amount))
    .find((candidate) => contrast(candidate, bg) >= AA);
  // Hovered entries keep their text readable too: a surface that only just carries its text gets a hover that moves
  // away from the text colour instead of towards it.
  const hover =
    [0.1, 0.06].map((amount) => mix(bg, fg, amount)).find((candidate) => contrast(candidate, fg) >= AA) ??
    mix(bg, fg === WHITE ? '#000000' : WHITE, 0.15);
  return {
    bg,
    fg,
    muted: softer ?? fg,
    hover,
    border: mix(bg, fg, 0.16),
    scheme: fg === WHITE ? 'dark' : 'light',
  };
}

type Tone = 'mode' | 'light' | 'dark' | 'primary';

/**
 * The colours of the frame for a mode, a colour set and a navigation style: semi-dark gives a dark sidebar and header
 * on light content, dark darkens everything, light keeps the sidebar a pale tint of its colour.
 */
export function paletteFor(
  settings: Pick<ThemeSettings, 'themeMode' | 'colors'>,
  style: Pick<NavigationStyle, 'headerTone'> & { navTone?: string },
): Palette {
  const { themeMode, colors } = settings;
  const dark = themeMode === 'dark';
  const primary = shadesOf(colors.primary);
  // Semi-dark and dark mean a dark sidebar whatever colour is picked: a light pick is darkened until white text reads.
  const darkSurface = surfaceOn(readableBackground(colors.sidebar));
  const darkBar = surfaceOn(mix(darkSurface.bg, '#000000', 0.3));
  const lightBar = surfaceOn(dark ? DARK_BODY : LIGHT_BODY);
  const toned = (tone: Tone): Surface => {
    if (tone === 'primary') return surfaceOn(primary[8]);
    if (tone === 'dark') return darkBar;
    if (tone === 'light') return lightBar;
    return themeMode === 'light' ? lightBar : darkBar;
  };
  return {
    primary,
    secondary: shadesOf(colors.secondary),
    sidebar: themeMode === 'light' ? surfaceOn(mix(colors.sidebar, WHITE, 0.94)) : darkSurface,
    header: toned(style.headerTone),
    nav: toned((style.navTone ?? style.headerTone) as Tone),
    rail: themeMode === 'light' ? darkSurface : darkBar,
    content: dark ? '#1b1b1b' : LIGHT_CONTENT,
    link: linkColors(colors.primary),
  };
}
