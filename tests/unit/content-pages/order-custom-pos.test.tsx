import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import orderCustomPos from 'virtual:portal-content/order-custom-pos';
import { contentRoutePage, expectEveryContentText, expectSafeExternalLinks } from '../../content-page';
import { renderWithProviders } from '../../render';

// Each page as the router shows it: the route's content file in the content renderer, no page file.
const OrderCustomPosPage = await contentRoutePage('orderCustomPos');

describe('Order Custom POS (config/content/order-custom-pos.json)', () => {
  it('shows the ordering steps in order, what can be ordered and the print partner’s care line', () => {
    renderWithProviders(<OrderCustomPosPage />, { path: '/pos/order-custom-pos' });
    expectEveryContentText(orderCustomPos);
    const steps = within(screen.getByRole('region', { name: 'How to order' })).getAllByRole('heading', { level: 3 });
    expect(steps.map((step) => step.textContent)).toEqual([
      'Choose a template',
      'Add your details',
      'Check the proof',
      'Pay and receive',
    ]);
    const care = screen.getByRole('region', { name: 'Print partner customer care' });
    expect(within(care).getByRole('link', { name: 'printshop@example.com' })).toHaveAttribute(
      'href',
      'mailto:printshop@example.com',
    );
    expect(within(care).getByRole('link', { name: '1-800-555-0175' })).toHaveAttribute('href', 'tel:18005550175');
  });

  it('links to the print vendor’s shop in a new tab and to My POS in the portal', () => {
    renderWithProviders(<OrderCustomPosPage />, { path: '/pos/order-custom-pos' });
    expect(screen.getByRole('link', { name: 'Open the print shop (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://print.example.com/member-portal',
    );
    expect(screen.getByRole('link', { name: 'Track an order in the print shop (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://print.example.com/member-portal',
    );
    expect(screen.getByRole('link', { name: 'My POS' })).toHaveAttribute('href', '/pos/my-pos');
    expectSafeExternalLinks();
  });
});
