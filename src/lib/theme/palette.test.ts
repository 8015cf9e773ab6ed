import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { AA, contrast, linkColors, shadesOf } from './colors';
import { paletteFor } from './palette';
import { navigationStyles, presetColors, presets, themeModes } from './settings';

const customColours = [
  '#ffff00',
  '#00ff00',
  '#ffffff',
  '#000000',
  '#777777',
  '#ff00ff',
  '#00ffff',
  '#8a8a8a',
  '#f0f0f0',
  '#123456',
];

describe('colours keep text readable (WCAG AA, 4.5:1)', () => {
  it.each([...presets.map((preset) => preset.PrimaryColor), ...customColours])(
    'white text on the filled shade of %s',
    (colour) => {
      const shades = shadesOf(colour);
      expect(shades).toHaveLength(10);
      expect(contrast(shades[8], '#ffffff')).toBeGreaterThanOrEqual(AA);
      // Shade 8 is also text (the current entry of a drop-down) on the light page.
      expect(contrast(shades[8], '#f3f5f9')).toBeGreaterThanOrEqual(AA);
      const links = linkColors(colour);
      expect(contrast(links.light, '#f3f5f9')).toBeGreaterThanOrEqual(AA);
      expect(contrast(links.light, '#ffffff')).toBeGreaterThanOrEqual(AA);
      expect(contrast(links.light, '#feeeee'), 'inside a light red notice').toBeGreaterThanOrEqual(AA);
      expect(contrast(links.dark, '#2e2e2e')).toBeGreaterThanOrEqual(AA);
      expect(contrast(links.dark, '#1b1b1b')).toBeGreaterThanOrEqual(AA);
      // The picked colour itself stays in the scale, so the member sees their choice.
      expect(shades[6]).toBe(colour.toLowerCase());
    },
  );

  it('keeps Mantine’s own red, as a retry button’s text on white, at AA in the primary shade (8)', () => {
    expect(contrast(DEFAULT_THEME.colors.red[8], '#ffffff')).toBeGreaterThanOrEqual(AA);
  });

  const combinations = themeModes.flatMap((themeMode) =>
    [
      ...presets.map((preset) => presetColors(preset.id)!),
      ...customColours.map((colour) => ({ primary: colour, secondary: colour, sidebar: colour })),
    ].map((colors) => ({ themeMode, colors })),
  );

  it.each(navigationStyles.map((style) => [style.id, style] as const))(
    'frame text on every surface of %s, every mode and colour',
    (_id, style) => {
      for (const settings of combinations) {
        const palette = paletteFor(settings, style);
        for (const [name, surface] of Object.entries({
          sidebar: palette.sidebar,
          header: palette.header,
          nav: palette.nav,
          rail: palette.rail,
        })) {
          expect(
            contrast(surface.fg, surface.bg),
            `${name} fg, ${settings.themeMode} ${settings.colors.sidebar}`,
          ).toBeGreaterThanOrEqual(AA);
          expect(
            contrast(surface.muted, surface.bg),
            `${name} muted, ${settings.themeMode} ${settings.colors.sidebar}`,
          ).toBeGreaterThanOrEqual(AA);
          expect(
            contrast(surface.fg, surface.hover),
            `${name} hovered, ${settings.themeMode} ${settings.colors.primary}`,
          ).toBeGreaterThanOrEqual(AA);
        }
      }
    },
  );

  it('gives semi-dark a dark sidebar and header on light content, and light mode a light header', () => {
    const colors = presetColors('cooperativeBlue')!;
    const defaultStyle = navigationStyles.find((style) => style.id === 'default')!;
    const semiDark = paletteFor({ themeMode: 'semi-dark', colors }, defaultStyle);
    expect([semiDark.sidebar.scheme, semiDark.header.scheme]).toEqual(['dark', 'dark']);
    expect(semiDark.content).toBe('#f3f5f9');
    const light = paletteFor({ themeMode: 'light', colors }, defaultStyle);
    expect([light.sidebar.scheme, light.header.scheme]).toEqual(['light', 'light']);
    const dark = paletteFor({ themeMode: 'dark', colors }, defaultStyle);
    expect(dark.content).not.toBe('#f3f5f9');
  });

  it.each(customColours)(
    'keeps the sidebar and header dark in semi-dark and dark mode with %s as the sidebar colour',
    (sidebar) => {
      const colors = { ...presetColors('cooperativeBlue')!, sidebar };
      for (const style of navigationStyles.filter((candidate) => candidate.headerTone === 'mode')) {
        for (const themeMode of ['semi-dark', 'dark'] as const) {
          const palette = paletteFor({ themeMode, colors }, style);
          expect([style.id, themeMode, palette.sidebar.scheme, palette.header.scheme]).toEqual([
            style.id,
            themeMode,
            'dark',
            'dark',
          ]);
        }
      }
    },
  );
});
