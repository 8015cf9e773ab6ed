import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import { config } from '@/lib/config';

const defaults = config.theme.defaults;
const preset = config.theme.presets.find((candidate) => candidate.id === defaults.preset) ?? config.theme.presets[0];

/** Ten shades around one colour, lightest first, as Mantine expects. */
function shadesOf(hex: string): MantineColorsTuple {
  const rgb = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  const mix = (target: number, amount: number) => rgb.map((channel) => Math.round(channel + (target - channel) * amount));
  const toHex = (channels: number[]) => `#${channels.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
  const tints = [0.9, 0.75, 0.6, 0.45, 0.3, 0.15].map((amount) => toHex(mix(255, amount)));
  const shades = [0.12, 0.25, 0.38].map((amount) => toHex(mix(0, amount)));
  return [...tints, hex.toLowerCase(), ...shades] as unknown as MantineColorsTuple;
}

const radius = defaults.themeStyle === 'modern' ? config.theme.radius.modern : config.theme.radius.standard;

export const portalTheme = createTheme({
  primaryColor: 'portal',
  // Members who ask their system for less motion get no transitions.
  respectReducedMotion: true,
  // Shade 8 keeps white text on the primary colour at WCAG AA contrast (shade 7 of #0A8FDC gives only 4.2:1).
  primaryShade: { light: 8, dark: 5 },
  colors: { portal: shadesOf(preset?.PrimaryColor ?? '#0A8FDC'), secondary: shadesOf(preset?.SecondaryColor ?? '#F04F47') },
  defaultRadius: defaults.themeStyle === 'modern' ? 'lg' : 'sm',
  radius: { lg: `${Math.min(radius, 16)}px` },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", "Noto Sans SC", sans-serif',
  headings: { fontWeight: '600' },
});

const sidebarColour = preset?.SidebarColor ?? '#313541';

/** Portal-wide CSS variables; error and dimmed text darkened to meet WCAG AA contrast on white. */
export const cssVariables: CSSVariablesResolver = () => ({
  variables: { '--portal-sidebar-bg': sidebarColour },
  light: { '--mantine-color-error': '#c92a2a', '--mantine-color-dimmed': '#5c636e' },
  dark: {},
});
