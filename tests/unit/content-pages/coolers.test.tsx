import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import availableCoolers from 'virtual:portal-content/available-coolers';
import coolers from 'virtual:portal-content/coolers';
import { contentRoutePage, expectEveryContentText } from '../../content-page';
import { renderWithProviders } from '../../render';

// Each page as the router shows it: the route's content file in the content renderer, no page file.
const AvailableCoolersPage = await contentRoutePage('availableCoolers');
const CoolersPage = await contentRoutePage('coolers');

describe('Coolers (config/content/coolers.json)', () => {
  it('shows every text of its content file: programs, how to request one, the desk', () => {
    renderWithProviders(<CoolersPage />, { path: '/merchandise/coolers' });
    expectEveryContentText(coolers);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Coolers placed and serviced by your vendors' }),
    ).toBeInTheDocument();
    const programs = screen.getByRole('region', { name: 'Cooler programs you can join' });
    expect(
      within(programs)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'Glass-door beverage cooler',
      'Dairy and fresh case',
      'Countertop energy drink cooler',
      'Ice merchandiser',
    ]);
    const steps = within(screen.getByRole('region', { name: 'How to request a cooler' })).getAllByRole('listitem');
    expect(steps).toHaveLength(5);
    expect(steps[0]).toHaveTextContent('Measure the space');
  });

  it('gives the desk’s e-mail and phone as mailto and tel links', () => {
    renderWithProviders(<CoolersPage />, { path: '/merchandise/coolers' });
    const desk = screen.getByRole('region', { name: 'Cooler program desk' });
    expect(within(desk).getByRole('link', { name: 'coolers@example.com' })).toHaveAttribute(
      'href',
      'mailto:coolers@example.com',
    );
    expect(within(desk).getByRole('link', { name: '1-800-555-0142' })).toHaveAttribute('href', 'tel:18005550142');
  });

  it('links to the available coolers and to the regional-manager tab of the account', () => {
    renderWithProviders(<CoolersPage />, { path: '/merchandise/coolers' });
    expect(screen.getByRole('link', { name: 'See the coolers available now' })).toHaveAttribute(
      'href',
      '/merchandise/availableCoolers',
    );
    // The tab in the address too, so the link opened in a new tab or reloaded still shows the manager.
    expect(screen.getByRole('link', { name: 'Contact your regional manager' })).toHaveAttribute(
      'href',
      '/account-details?tab=manager',
    );
  });
});

describe('Available Coolers (config/content/available-coolers.json)', () => {
  it('shows every unit with its picture, size, capacity and power', () => {
    renderWithProviders(<AvailableCoolersPage />, { path: '/merchandise/availableCoolers' });
    expectEveryContentText(availableCoolers);
    const units = within(screen.getByRole('region', { name: 'Available now' })).getAllByRole('listitem');
    expect(units).toHaveLength(6);
    expect(
      within(units[1]!).getByRole('img', { name: 'A two-door glass cooler full of bottles and cans' }),
    ).toHaveAttribute('src', '/images/content/cooler-two-door.svg');
    expect(within(units[1]!).getByText('Size').nextElementSibling).toHaveTextContent(
      '54 in wide, 78 in high (137 × 198 cm)',
    );
    expect(screen.getByRole('link', { name: 'How to request a cooler' })).toHaveAttribute(
      'href',
      '/merchandise/coolers',
    );
  });

  it('marks the introduction picture as decorative', () => {
    const { container } = renderWithProviders(<AvailableCoolersPage />, { path: '/merchandise/availableCoolers' });
    expect(container.querySelector('img[src="/images/content/available-coolers.svg"]')).toHaveAttribute('alt', '');
  });
});
