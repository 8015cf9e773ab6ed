import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import feloniousInsurance from 'virtual:portal-content/felonious-insurance';
import { contentRoutePage, expectEveryContentText, expectSafeExternalLinks } from '../../content-page';
import { renderWithProviders } from '../../render';

// Each page as the router shows it: the route's content file in the content renderer, no page file.
const FeloniousInsurancePage = await contentRoutePage('feloniousInsurance');

describe('Felonious Insurance (config/content/felonious-insurance.json)', () => {
  it('lists the coverage points and what to do after a robbery', () => {
    renderWithProviders(<FeloniousInsurancePage />, { path: '/services/felonious-insurance' });
    expectEveryContentText(feloniousInsurance);
    const coverage = within(screen.getByRole('region', { name: 'What the policy covers' })).getAllByRole('heading', {
      level: 3,
    });
    expect(coverage.map((point) => point.textContent)).toEqual([
      'Cash and checks',
      'Stock',
      'Damage to the premises',
      'Equipment',
      'Employee theft',
    ]);
    expect(
      within(screen.getByRole('region', { name: 'If your store is robbed' })).getAllByRole('listitem')[0],
    ).toHaveTextContent('Call 911 first');
    expect(screen.getByRole('note')).toHaveTextContent('The policy wording sets the exact coverage');
  });

  it('gives the carrier’s claims contact and links to the policy and a quote', () => {
    renderWithProviders(<FeloniousInsurancePage />, { path: '/services/felonious-insurance' });
    const carrier = screen.getByRole('region', { name: 'Claims and questions' });
    expect(carrier).toHaveTextContent('Harbor Mutual Insurance');
    expect(within(carrier).getByRole('link', { name: 'claims@harbormutual.example.com' })).toHaveAttribute(
      'href',
      'mailto:claims@harbormutual.example.com',
    );
    expect(within(carrier).getByRole('link', { name: '1-800-555-0199' })).toHaveAttribute('href', 'tel:18005550199');
    expect(screen.getByRole('link', { name: 'Read the policy summary (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://insurance.example.com/felonious-acts/policy-summary.pdf',
    );
    expect(screen.getAllByRole('link', { name: 'Get a quote (opens in a new tab)' })).toHaveLength(2);
    expectSafeExternalLinks();
  });
});
