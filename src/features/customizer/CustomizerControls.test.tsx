import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultSettings, getThemeSettings, loadThemeSettings, presetColors, resetThemeSettings } from '@/lib/theme';
import { renderWithProviders } from '../../../tests/render';
import { CustomizerControls } from './CustomizerControls';

const group = (name: string) => screen.getByRole('radiogroup', { name });
const saved = () => JSON.parse(localStorage.getItem('memberPortal.theme') ?? '{}');

afterEach(() => resetThemeSettings());

describe('the theme customizer', () => {
  it('offers every choice, at the defaults', () => {
    renderWithProviders(<CustomizerControls />);
    expect(within(group('Theme style')).getByRole('radio', { name: 'Modern' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Semi-dark' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Full width' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Fluid' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Right to left' })).not.toBeChecked();
    expect(screen.getByRole('radiogroup', { name: 'Colour presets' }).querySelectorAll('[role="radio"]')).toHaveLength(
      12,
    );
    expect(
      screen.getByRole('radiogroup', { name: 'Navigation style' }).querySelectorAll('[role="radio"]'),
    ).toHaveLength(11);
    expect(within(group('Navigation style')).getByRole('radio', { name: 'Default' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(screen.getByRole('combobox', { name: 'Route transition' })).toHaveValue('None');
  });

  it('applies and saves each choice, which a reload reads back', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CustomizerControls />);
    await user.click(within(group('Theme style')).getByRole('radio', { name: 'Standard' }));
    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    await user.click(screen.getByRole('radio', { name: 'Boxed' }));
    await user.click(screen.getByRole('radio', { name: 'Fixed' }));
    await user.click(screen.getByRole('switch', { name: 'Right to left' }));
    await user.click(screen.getByRole('radio', { name: 'Bit bucket' }));
    await user.click(screen.getByRole('radio', { name: 'Forest' }));
    const expected = {
      themeStyle: 'standard',
      themeMode: 'dark',
      layoutType: 'boxed',
      footerType: 'fixed',
      isRTL: true,
      navStyle: 'bit-bucket',
      preset: 'forest',
    };
    expect(saved()).toMatchObject(expected);
    loadThemeSettings();
    expect(getThemeSettings()).toMatchObject({ ...expected, colors: presetColors('forest') });
  });

  it('turns the footer bar off, which disables its type', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CustomizerControls />);
    await user.click(screen.getByRole('switch', { name: 'Show the footer bar' }));
    expect(getThemeSettings().footer).toBe(false);
    expect(screen.getByRole('radio', { name: 'Fixed' })).toBeDisabled();
  });

  it('takes a typed colour as the member’s own, leaving no preset selected', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CustomizerControls />);
    const sidebar = screen.getByRole('textbox', { name: 'Sidebar colour' });
    await user.clear(sidebar);
    await user.type(sidebar, '#123456');
    expect(getThemeSettings()).toMatchObject({
      preset: null,
      colors: { ...presetColors('cooperativeBlue'), sidebar: '#123456' },
    });
    expect(screen.getByRole('radio', { name: 'Cooperative blue' })).toHaveAttribute('aria-checked', 'false');
  });

  it('writes the link to this look with the four parameters', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CustomizerControls />);
    await user.click(screen.getByRole('radio', { name: 'Horizontal dark' }));
    expect(screen.getByRole('textbox', { name: 'Link to this look' })).toHaveValue(
      `${window.location.origin}/?layout=h-dark&mode=semi-dark&rtl=false&style=modern`,
    );
  });

  it('resets everything to the defaults', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CustomizerControls />);
    await user.click(screen.getByRole('radio', { name: 'Light' }));
    await user.click(screen.getByRole('radio', { name: 'Mini' }));
    await user.click(screen.getByRole('button', { name: 'Reset to defaults' }));
    expect(getThemeSettings()).toEqual(defaultSettings);
    expect(localStorage.getItem('memberPortal.theme')).toBeNull();
    expect(screen.getByRole('radio', { name: 'Semi-dark' })).toBeChecked();
  });
});
