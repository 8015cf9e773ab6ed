import { useSyncExternalStore } from 'react';
import { SAVED_THEME_KEY, VISIT_THEME_KEY } from '../saved-choices';
import { defaultSettings, presetColors, sanitizeSettings, type ThemeColors, type ThemeSettings } from './settings';
import { presetFromQuery, type UrlPreset } from './url-presets';
import { createListeners } from '@/lib/react/listeners';

// The member's choices persist (localStorage); a link's presets hold for the visit only (sessionStorage, so they
// survive the identity provider's redirect but not the tab).

let saved: Partial<ThemeSettings> = {};
let visit: UrlPreset = {};
let current: ThemeSettings = defaultSettings;
const { subscribe, notify } = createListeners();

function read(storage: () => Storage, key: string): Partial<ThemeSettings> {
  try {
    const text = storage().getItem(key);
    return text ? sanitizeSettings(JSON.parse(text)) : {};
  } catch {
    // Unreadable JSON, or storage switched off (private mode): the defaults are fine.
    return {};
  }
}

function write(storage: () => Storage, key: string, value: object): void {
  try {
    if (Object.keys(value).length === 0) storage().removeItem(key);
    else storage().setItem(key, JSON.stringify(value));
  } catch {
    // Not saved; the choice still holds until the tab closes.
  }
}

function recompute(): void {
  const merged: ThemeSettings = { ...defaultSettings, ...saved, ...visit };
  // A preset's colours come from config, so a preset edited there reaches members who chose it.
  const colors = merged.preset ? presetColors(merged.preset) : null;
  current = { ...merged, colors: colors ?? merged.colors };
  notify();
}

/** Reads the saved choices and the visit's link presets again (at start-up, and in tests after a "reload"). */
export function loadThemeSettings(): void {
  saved = read(() => localStorage, SAVED_THEME_KEY);
  const { navStyle, themeMode, isRTL, themeStyle } = read(() => sessionStorage, VISIT_THEME_KEY);
  visit = Object.fromEntries(
    Object.entries({ navStyle, themeMode, isRTL, themeStyle }).filter(([, value]) => value !== undefined),
  );
  recompute();
}

/** Keeps both layers (the member's saved choices, this visit's link presets) and applies what they make. */
function saveAndApply(): void {
  write(() => localStorage, SAVED_THEME_KEY, saved);
  write(() => sessionStorage, VISIT_THEME_KEY, visit);
  recompute();
}

/** A link's query parameters preset the look for this visit; bad values are ignored. */
export function applyUrlPreset(search: string): void {
  const preset = presetFromQuery(search);
  if (Object.keys(preset).length === 0) return;
  visit = { ...visit, ...preset };
  write(() => sessionStorage, VISIT_THEME_KEY, visit);
  recompute();
}

/** A choice in the customizer: saved, and it replaces whatever a link preset for the same setting. */
export function updateThemeSettings(patch: Partial<ThemeSettings>): void {
  const clean = sanitizeSettings({ ...current, ...patch });
  // Only the patch's valid fields: an invalid value is dropped, never saved over a good one.
  const changed = Object.fromEntries(
    Object.keys(patch).flatMap((key) => (key in clean ? [[key, clean[key as keyof ThemeSettings]]] : [])),
  ) as Partial<ThemeSettings>;
  saved = { ...saved, ...changed };
  visit = Object.fromEntries(Object.entries(visit).filter(([key]) => !(key in patch)));
  saveAndApply();
}

export function selectPreset(id: string): void {
  const colors = presetColors(id);
  if (colors) updateThemeSettings({ preset: id, colors });
}

/** A colour picked by hand: the other two stay as they are, and no preset is selected any more. */
export function setThemeColor(which: keyof ThemeColors, hex: string): void {
  updateThemeSettings({ preset: null, colors: { ...current.colors, [which]: hex } });
}

/** The customizer's reset: defaults, nothing saved, no link presets. */
export function resetThemeSettings(): void {
  saved = {};
  visit = {};
  saveAndApply();
}

export function getThemeSettings(): ThemeSettings {
  return current;
}

export function useThemeSettings(): ThemeSettings {
  return useSyncExternalStore(subscribe, getThemeSettings, getThemeSettings);
}

loadThemeSettings();
