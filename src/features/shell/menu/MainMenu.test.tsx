import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, signedInMember } from '../../../../tests/render';
import { Sidebar } from '../sidebar/Sidebar';
import { MainMenu } from './MainMenu';

const navigation = () => screen.getByRole('navigation', { name: 'Main navigation' });
const group = (name: string) => within(navigation()).getByRole('button', { name });
/** A page's entry in the open sub-menu (found, not got: sub-menus open after a short delay). */
const menuItem = (name: string) => screen.findByRole('menuitem', { name });
/**
 * The mini and horizontal forms are chunks of their own (React.lazy): the first render of one waits for it. The tests
 * of a form wait for its entries, rather than count on an earlier test having loaded the chunk.
 */
const formArrived = () => within(navigation()).findByRole('link', { name: 'Dashboard' });
const topLevelLinks = ['Dashboard', 'Details', 'Newsletter', 'Incentives'];
const groups = ['Rebates', 'Merchandise', 'Point of Sale', 'Programs', 'Services', 'Easystore Apps', 'Chain Tools'];

describe('the menu renderer (config/menu.json), vertical form', () => {
  it('shows the entries to a member', () => {
    renderWithProviders(<MainMenu form="vertical" />);
    for (const name of topLevelLinks) expect(within(navigation()).getByRole('link', { name })).toBeInTheDocument();
    for (const name of groups) expect(group(name)).toBeInTheDocument();
    expect(within(navigation()).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('hides every entry whose roles the member lacks, groups included, in every form', () => {
    const guest = signedInMember({ user: { ...signedInMember().user!, role: ['guest'] } });
    for (const form of ['vertical', 'mini', 'horizontal'] as const) {
      const { unmount } = renderWithProviders(<MainMenu form={form} />, { auth: guest });
      expect(within(navigation()).queryAllByRole('link'), form).toHaveLength(0);
      expect(within(navigation()).queryAllByRole('button'), form).toHaveLength(0);
      unmount();
    }
  });

  it('keeps the group holding the current page open, and marks the page', () => {
    renderWithProviders(<MainMenu form="vertical" />, { path: '/programs/available' });
    expect(group('Programs')).toHaveAttribute('aria-expanded', 'true');
    expect(group('Rebates')).toHaveAttribute('aria-expanded', 'false');
    expect(within(navigation()).getByRole('link', { name: 'Available Programs' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('toggles a collapsible group on click', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MainMenu form="vertical" />, { path: '/dashboard' });
    expect(group('Rebates')).toHaveAttribute('aria-expanded', 'false');
    await user.click(group('Rebates'));
    expect(group('Rebates')).toHaveAttribute('aria-expanded', 'true');
    expect(within(navigation()).getByRole('link', { name: 'Invoice Receipt' })).toHaveAttribute(
      'href',
      '/rebate/invoice',
    );
    await user.click(group('Rebates'));
    expect(group('Rebates')).toHaveAttribute('aria-expanded', 'false');
  });

  it('sits in the sidebar under the user box with the static System Manager label', () => {
    renderWithProviders(<Sidebar />);
    expect(screen.getByText('System Manager')).toBeInTheDocument();
    expect(screen.getByText('Maria Alvarez')).toBeInTheDocument();
    expect(navigation()).toBeInTheDocument();
  });

  it('is no second landmark inside a sidebar that is the navigation landmark itself', () => {
    renderWithProviders(<Sidebar menuLandmark={false} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
  });
});

describe('the menu renderer, mini form (icons, sub-menus in popovers)', () => {
  it('names every icon, links the pages and marks the current one', async () => {
    renderWithProviders(<MainMenu form="mini" />, { path: '/newsletter' });
    await formArrived();
    for (const name of topLevelLinks) expect(within(navigation()).getByRole('link', { name })).toBeInTheDocument();
    expect(within(navigation()).getByRole('link', { name: 'Newsletter' })).toHaveAttribute('aria-current', 'page');
    for (const name of groups) expect(group(name)).toHaveAttribute('aria-haspopup', 'menu');
    // No text labels: the rail is icons only.
    expect(navigation()).not.toHaveTextContent('Dashboard');
  });

  it('opens a group’s sub-menu from the keyboard and lists its pages', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MainMenu form="mini" />, { path: '/dashboard' });
    await formArrived();
    group('Rebates').focus();
    await user.keyboard('{Enter}');
    // Opening is delayed a little (openDelay, so a passing pointer does not flash sub-menus): find, then check.
    expect(await menuItem('Fifth Check')).toHaveAttribute('href', '/rebate/fifth-check');
    expect(group('Rebates')).toHaveAttribute('aria-expanded', 'true');
    expect(await menuItem('Invoice Receipt')).toHaveAttribute('href', '/rebate/invoice');
  });

  it('opens a group’s sub-menu on hover', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MainMenu form="mini" />, { path: '/dashboard' });
    await formArrived();
    await user.hover(group('Programs'));
    expect(await menuItem('Active Programs')).toHaveAttribute('href', '/programs/active');
  });
});

describe('the menu renderer, horizontal form (top bar with drop-downs)', () => {
  it('shows the entries in one row, labelled, with the group of the current page marked', async () => {
    renderWithProviders(<MainMenu form="horizontal" />, { path: '/pos/my-pos' });
    await formArrived();
    for (const name of topLevelLinks) expect(within(navigation()).getByRole('link', { name })).toBeInTheDocument();
    expect(group('Point of Sale')).toHaveAttribute('data-active', 'true');
    expect(group('Rebates')).not.toHaveAttribute('data-active');
  });

  it('opens a group’s drop-down and follows a link', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MainMenu form="horizontal" />, { path: '/dashboard' });
    await formArrived();
    await user.click(group('Chain Tools'));
    expect(await menuItem('Pricing')).toHaveAttribute('href', '/chaintools/pricing');
    expect(await menuItem('Newsletter')).toHaveAttribute('href', '/chaintools/newsletter');
  });
});
