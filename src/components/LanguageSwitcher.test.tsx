import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useDirection } from '@mantine/core';
import { afterEach, describe, expect, it } from 'vitest';
import { config } from '@/lib/config';
import { loadCatalogs, renderWithLanguages } from '../../tests/render';
import { LanguageSwitcher } from './LanguageSwitcher';

const configured = config.languages.languages;

afterEach(() => {
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
});

/** Mantine's own idea of the direction (menus, popovers), which must follow the language too. */
function MantineDirection() {
  return <output aria-label="Mantine direction">{useDirection().dir}</output>;
}

async function openList() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Language: English' }));
  return { user, menu: await screen.findByRole('menu') };
}

describe('LanguageSwitcher', () => {
  it('names the button after the current language and lists every language by its own name', async () => {
    renderWithLanguages(<LanguageSwitcher />);
    const { menu } = await openList();
    const names = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    // The six, in config order; a development build adds the pseudo-locales after them.
    expect(names.slice(0, configured.length)).toEqual([
      'English',
      '中文',
      'Español',
      'Français',
      'Italiano',
      'العربية',
    ]);
    expect(within(menu).getByRole('menuitem', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    expect(within(menu).getByRole('menuitem', { name: 'العربية' })).toHaveAttribute('lang', 'ar');
    expect(within(menu).getByRole('menuitem', { name: 'Français' })).not.toHaveAttribute('aria-current');
  });

  it('switches to French: translated label, <html lang="fr" dir="ltr">, remembered', async () => {
    await loadCatalogs('fr');
    renderWithLanguages(<LanguageSwitcher />);
    const { user, menu } = await openList();
    await user.click(within(menu).getByRole('menuitem', { name: 'Français' }));
    expect(await screen.findByRole('button', { name: 'Langue\u00a0: Français' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'fr');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(localStorage.getItem('memberPortal.locale')).toBe('fr');
  });

  it('switches to Arabic: right-to-left document and Mantine direction, and back', async () => {
    await loadCatalogs('ar');
    renderWithLanguages(
      <>
        <LanguageSwitcher />
        <MantineDirection />
      </>,
    );
    const { user, menu } = await openList();
    await user.click(within(menu).getByRole('menuitem', { name: 'العربية' }));
    expect(await screen.findByRole('button', { name: 'اللغة: العربية' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('status', { name: 'Mantine direction' })).toHaveTextContent('rtl');

    await user.click(screen.getByRole('button', { name: 'اللغة: العربية' }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'English' }));
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'ltr'));
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('status', { name: 'Mantine direction' })).toHaveTextContent('ltr');
  });

  it('starts in the remembered language', async () => {
    await loadCatalogs('it');
    renderWithLanguages(<LanguageSwitcher />, { locale: 'it' });
    expect(await screen.findByRole('button', { name: 'Lingua: Italiano' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'it');
  });

  it('opens from the keyboard on first use (its menu loads then), and Escape returns the focus to the button', async () => {
    const user = userEvent.setup();
    renderWithLanguages(<LanguageSwitcher />);
    await screen.findByRole('button', { name: 'Language: English' });
    await user.tab();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').length).toBeGreaterThanOrEqual(configured.length);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Language: English' })).toHaveFocus());
  });
});
