import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, signedInMember } from '../../../tests/render';
import { Sidebar } from './Sidebar';

const navigation = () => screen.getByRole('navigation', { name: 'Main navigation' });
const group = (name: string) => within(navigation()).getByRole('button', { name });

describe('Sidebar (rendered from config/menu.json)', () => {
  it('shows the spec §2 entries to a member', () => {
    renderWithProviders(<Sidebar />);
    for (const name of ['Dashboard', 'Details', 'Newsletter', 'Incentives']) expect(within(navigation()).getByRole('link', { name })).toBeInTheDocument();
    for (const name of ['Rebates', 'Merchandise', 'Point of Sale', 'Programs', 'Services', 'Easystore Apps', 'Chain Tools']) expect(group(name)).toBeInTheDocument();
    expect(within(navigation()).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('hides every entry whose roles the member lacks, groups included', () => {
    renderWithProviders(<Sidebar />, { auth: signedInMember({ user: { ...signedInMember().user!, role: ['guest'] } }) });
    expect(within(navigation()).queryAllByRole('link')).toHaveLength(0);
    expect(within(navigation()).queryAllByRole('button')).toHaveLength(0);
  });

  it('keeps the group holding the current page open, and marks the page', () => {
    renderWithProviders(<Sidebar />, { path: '/programs/available' });
    expect(group('Programs')).toHaveAttribute('aria-expanded', 'true');
    expect(group('Rebates')).toHaveAttribute('aria-expanded', 'false');
    expect(within(navigation()).getByRole('link', { name: 'Available Programs' })).toHaveAttribute('aria-current', 'page');
  });

  it('toggles a collapsible group on click', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Sidebar />, { path: '/dashboard' });
    expect(group('Rebates')).toHaveAttribute('aria-expanded', 'false');
    await user.click(group('Rebates'));
    expect(group('Rebates')).toHaveAttribute('aria-expanded', 'true');
    expect(within(navigation()).getByRole('link', { name: 'Invoice Receipt' })).toHaveAttribute('href', '/rebate/invoice');
    await user.click(group('Rebates'));
    expect(group('Rebates')).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the static System Manager label and the member’s name in the user box', () => {
    renderWithProviders(<Sidebar />);
    expect(screen.getByText('System Manager')).toBeInTheDocument();
    expect(screen.getByText('Maria Alvarez')).toBeInTheDocument();
  });
});
