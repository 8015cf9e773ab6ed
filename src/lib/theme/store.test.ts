import { afterEach, describe, expect, it } from 'vitest';
import { defaultSettings, presetColors, presets } from './settings';
import {
  applyUrlPreset,
  getThemeSettings,
  loadThemeSettings,
  resetThemeSettings,
  selectPreset,
  setThemeColor,
  updateThemeSettings,
} from './store';

/** What a reload does: the module reads storage again. */
const reload = () => {
  loadThemeSettings();
  return getThemeSettings();
};

afterEach(() => {
  resetThemeSettings();
});

describe('theme settings (customizer state)', () => {
  it('starts at the defaults: modern, semi-dark, full width, fluid footer, no route transition', () => {
    localStorage.clear();
    expect(reload()).toEqual(defaultSettings);
    expect(defaultSettings).toMatchObject({
      themeStyle: 'modern',
      themeMode: 'semi-dark',
      layoutType: 'full',
      footerType: 'fluid',
      rtAnim: 'none',
      isRTL: false,
    });
  });

  it('keeps every choice across a reload', () => {
    updateThemeSettings({
      themeMode: 'dark',
      themeStyle: 'standard',
      navStyle: 'h-light',
      layoutType: 'boxed',
      footer: false,
      footerType: 'fixed',
      rtAnim: 'slide-up',
      isRTL: true,
    });
    expect(reload()).toMatchObject({
      themeMode: 'dark',
      themeStyle: 'standard',
      navStyle: 'h-light',
      layoutType: 'boxed',
      footer: false,
      footerType: 'fixed',
      rtAnim: 'slide-up',
      isRTL: true,
    });
  });

  it('keeps a preset, and hand-picked colours (which leave no preset selected)', () => {
    selectPreset('forest');
    expect(reload()).toMatchObject({ preset: 'forest', colors: presetColors('forest') });
    setThemeColor('sidebar', '#123456');
    expect(reload()).toMatchObject({ preset: null, colors: { ...presetColors('forest'), sidebar: '#123456' } });
  });

  it('offers the 12 presets of config/theme.json', () => {
    expect(presets).toHaveLength(12);
  });

  it('validates what it reads back: bad fields fall back to the default, good ones stay', () => {
    localStorage.setItem(
      'memberPortal.theme',
      JSON.stringify({
        themeMode: 'dark',
        navStyle: 'spaceship',
        rtAnim: 42,
        isRTL: 'yes',
        colors: { primary: 'red' },
        preset: '__proto__',
        extra: 1,
      }),
    );
    expect(reload()).toEqual({ ...defaultSettings, themeMode: 'dark' });
  });

  it.each(['{not json', 'null', '[]', '"dark"', '42', JSON.stringify({ __proto__: { themeMode: 'dark' } })])(
    'survives stored garbage %s',
    (text) => {
      localStorage.setItem('memberPortal.theme', text);
      expect(reload()).toEqual(defaultSettings);
    },
  );

  it('never saves an invalid value over a good one', () => {
    updateThemeSettings({ themeMode: 'dark' });
    updateThemeSettings({ themeMode: 'blue' as never, navStyle: 'nowhere' });
    expect(reload()).toMatchObject({ themeMode: 'dark', navStyle: defaultSettings.navStyle });
  });

  it('applies a link’s presets for the visit only, over the saved choices, without saving them', () => {
    updateThemeSettings({ themeMode: 'light' });
    applyUrlPreset('?mode=dark&layout=mini&rtl=true&style=standard');
    expect(getThemeSettings()).toMatchObject({
      themeMode: 'dark',
      navStyle: 'mini',
      isRTL: true,
      themeStyle: 'standard',
    });
    // Still there after the identity provider's redirect (same tab)…
    expect(reload()).toMatchObject({ themeMode: 'dark', navStyle: 'mini' });
    expect(JSON.parse(localStorage.getItem('memberPortal.theme')!)).toEqual({ themeMode: 'light' });
    // …gone in a new tab (a new session), where the saved choice shows again.
    sessionStorage.clear();
    expect(reload()).toMatchObject({ themeMode: 'light', navStyle: defaultSettings.navStyle });
  });

  it('lets a customizer choice replace the link’s preset for the same setting', () => {
    applyUrlPreset('?mode=dark&layout=mini');
    updateThemeSettings({ themeMode: 'semi-dark' });
    expect(reload()).toMatchObject({ themeMode: 'semi-dark', navStyle: 'mini' });
  });

  it('ignores a link with hostile values', () => {
    applyUrlPreset('?mode=<script>&layout=__proto__&rtl=maybe&style=');
    expect(getThemeSettings()).toEqual(defaultSettings);
  });

  it('resets to the defaults and forgets saved choices and link presets', () => {
    updateThemeSettings({ themeMode: 'dark', layoutType: 'boxed' });
    applyUrlPreset('?layout=drawer');
    resetThemeSettings();
    expect(getThemeSettings()).toEqual(defaultSettings);
    expect(localStorage.getItem('memberPortal.theme')).toBeNull();
    expect(reload()).toEqual(defaultSettings);
  });
});
