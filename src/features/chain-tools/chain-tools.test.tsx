import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getGetChainNewsletterPaymentResponseMock } from '@generated/api/chain-tools/chain-tools.msw';
import { resetMember, selectStore } from '@/lib/member';
import { signInMaria } from '../../../tests/member';
import { renderWithProviders } from '../../../tests/render';
import { server } from '../../../tests/setup/msw-server';
import ChainNewsletterPage from './pages/ChainNewsletterPage';
import PricingPage from './pages/PricingPage';

let requested: string[] = [];

beforeEach(() => {
  requested = [];
  signInMaria(['10482', '11093']);
});
afterEach(() => resetMember());

const storesInProfile = (numberOfStores: number) =>
  server.use(
    http.get('*/api/chaintoolsapi/GetNumberOfStoresInUserProfile/:emailClaim', ({ params }) => {
      requested.push(String(params.emailClaim));
      return HttpResponse.json({ emailAddress: String(params.emailClaim), numberOfStores });
    }),
  );

describe('/chaintools/pricing', () => {
  it('shows chain pricing to a member with several stores, asking by the member’s e-mail', async () => {
    storesInProfile(3);
    renderWithProviders(<PricingPage />, { path: '/chaintools/pricing' });
    expect(
      await screen.findByText('Your profile has 3 stores, so chain pricing applies to all of them.'),
    ).toBeInTheDocument();
    const resources = within(screen.getByRole('region', { name: 'Price lists and programs' })).getAllByRole('listitem');
    expect(resources).toHaveLength(3);
    const priceBook = within(resources[0]!).getByRole('link', { name: /^Chain price book/ });
    expect(priceBook).toHaveAttribute('href', 'https://pricing.example.com/chain-price-book');
    expect(priceBook).toHaveAttribute('target', '_blank');
    expect(priceBook).toHaveAttribute('rel', 'noopener noreferrer');
    const contact = screen.getByRole('region', { name: 'Questions about chain pricing?' });
    expect(within(contact).getByRole('link', { name: 'chainpricing@example.com' })).toHaveAttribute(
      'href',
      'mailto:chainpricing@example.com',
    );
    expect(within(contact).getByRole('link', { name: '1-800-555-0150' })).toHaveAttribute('href', 'tel:18005550150');
    expect(screen.queryByTestId('chain-pricing-not-applicable')).not.toBeInTheDocument();
    expect(requested).toEqual(['member@example.com']);
  });

  it.each([
    [1, 'Your profile has one store, so it does not apply to you.'],
    [0, 'Your profile has no store, so it does not apply to you.'],
  ])('tells a member with %i store(s) plainly why it does not apply', async (count, text) => {
    storesInProfile(count);
    renderWithProviders(<PricingPage />, { path: '/chaintools/pricing' });
    const explanation = await screen.findByTestId('chain-pricing-not-applicable');
    expect(explanation).toHaveTextContent('Chain pricing is for members who own more than one store.');
    expect(explanation).toHaveTextContent(text);
    expect(within(explanation).getByRole('link', { name: 'Contact your regional manager' })).toHaveAttribute(
      'href',
      '/account-details?tab=manager',
    );
    expect(screen.queryByRole('region', { name: 'Price lists and programs' })).not.toBeInTheDocument();
  });

  it('waits for the member’s e-mail before asking', async () => {
    storesInProfile(3);
    await resetMember();
    renderWithProviders(<PricingPage />, { path: '/chaintools/pricing' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(requested).toEqual([]);
  });

  it('says No Record Found for an unknown e-mail, and recovers from a failure with Try again', async () => {
    const user = userEvent.setup();
    server.use(
      http.get('*/api/chaintoolsapi/GetNumberOfStoresInUserProfile/:emailClaim', () =>
        HttpResponse.json({ error: 'No User Found!', code: 'not_found' }, { status: 404 }),
      ),
    );
    const { unmount } = renderWithProviders(<PricingPage />, { path: '/chaintools/pricing' });
    expect(await screen.findByText('No Record Found')).toBeInTheDocument();
    unmount();
    storesInProfile(2);
    server.use(
      http.get(
        '*/api/chaintoolsapi/GetNumberOfStoresInUserProfile/:emailClaim',
        () => HttpResponse.json({ error: 'down' }, { status: 500 }),
        { once: true },
      ),
    );
    renderWithProviders(<PricingPage />, { path: '/chaintools/pricing' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The server had a problem answering. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText('Your profile has 2 stores, so chain pricing applies to all of them.'),
    ).toBeInTheDocument();
  });
});

describe('/chaintools/newsletter', () => {
  beforeEach(() => {
    server.use(
      http.get('*/api/portalnewsletterpaymentapi/:id', ({ params }) => {
        requested.push(String(params.id));
        const paid = getGetChainNewsletterPaymentResponseMock();
        if (params.id !== '11093') return HttpResponse.json(paid);
        return HttpResponse.json({
          ...paid,
          id: 'NLP-2026-11093',
          ibcNumber: '11093',
          storeName: 'Hilltop Convenience',
          amount: 140,
          status: 'Overdue',
          dueDate: '2026-10-31',
          paidOn: undefined,
          paymentMethod: undefined,
        });
      }),
    );
  });

  it('shows the current store’s payment, asked for by its store number', async () => {
    renderWithProviders(<ChainNewsletterPage />, { path: '/chaintools/newsletter' });
    const section = await screen.findByRole('region', { name: 'Chain newsletter payment' });
    expect(await within(section).findByText('$240.00')).toBeInTheDocument();
    expect(section).toHaveTextContent('Chain newsletter placement, 2026 (12 issues)');
    expect(within(section).getByText('Paid', { selector: '.mantine-Badge-label' })).toBeInTheDocument();
    expect(section).toHaveTextContent(/Invoice number\s*INV-NL-26-0412/);
    expect(section).toHaveTextContent(/Paid on\s*Jan 22, 2026/);
    expect(section).toHaveTextContent(/Paid by\s*ACH/);
    expect(within(section).queryByRole('alert')).not.toBeInTheDocument();
    expect(requested).toEqual(['10482']);
  });

  it('switching store shows that store’s payment; an overdue one says so', async () => {
    renderWithProviders(<ChainNewsletterPage />, { path: '/chaintools/newsletter' });
    await screen.findByText('$240.00');
    act(() => selectStore('11093'));
    expect(screen.queryByText('$240.00')).not.toBeInTheDocument();
    expect(
      await screen.findByText(
        'This payment of $140.00 was due on Oct 31, 2026. Please pay it, or contact member services if you have already paid.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Overdue', { selector: '.mantine-Badge-label' })).toBeInTheDocument();
    expect(screen.queryByText('Paid on')).not.toBeInTheDocument();
    expect(requested).toEqual(['10482', '11093']);
  });

  it('says No Record Found for a store without a placement, and recovers from a failure', async () => {
    const user = userEvent.setup();
    server.use(
      http.get('*/api/portalnewsletterpaymentapi/:id', () =>
        HttpResponse.json({ error: 'No Record Found', code: 'not_found' }, { status: 404 }),
      ),
    );
    const { unmount } = renderWithProviders(<ChainNewsletterPage />, { path: '/chaintools/newsletter' });
    expect(await screen.findByText('No Record Found')).toBeInTheDocument();
    unmount();
    server.resetHandlers();
    server.use(
      http.get('*/api/portalnewsletterpaymentapi/:id', () => HttpResponse.json({ error: 'down' }, { status: 500 }), {
        once: true,
      }),
    );
    renderWithProviders(<ChainNewsletterPage />, { path: '/chaintools/newsletter' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The server had a problem answering. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('$240.00')).toBeInTheDocument();
  });

  it('treats an unknown status as a broken answer', async () => {
    server.use(
      http.get('*/api/portalnewsletterpaymentapi/:id', () =>
        HttpResponse.json({ ...getGetChainNewsletterPaymentResponseMock(), status: 'Waived' }),
      ),
    );
    renderWithProviders(<ChainNewsletterPage />, { path: '/chaintools/newsletter' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The server sent an answer the portal cannot read. Please try again later.',
    );
  });
});
