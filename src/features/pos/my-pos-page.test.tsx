import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getGetPosAdvertisingResponseMock } from '@generated/api/pos/pos.msw';
import { resetMember } from '@/lib/member';
import { signInMaria } from '../../../tests/member';
import { renderWithProviders } from '../../../tests/render';
import { expectTryAgainRecovers, serverError } from '../../../tests/sections';
import { server } from '../../../tests/setup/msw-server';
import MyPosPage from './pages/MyPosPage';

beforeEach(() => {
  signInMaria();
});
afterEach(() => resetMember());

const renderPage = () => renderWithProviders(<MyPosPage />, { path: '/pos/my-pos' });
const table = () => screen.getByRole('table', { name: 'POS material for this store' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);

describe('My POS page', () => {
  it('lists the items the store can order, with price (or Free), stock and the most per order', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => asked.push(new URL(request.url).pathname));
    renderPage();
    await screen.findByRole('table', { name: 'POS material for this store' });
    expect(bodyRows()).toHaveLength(4);
    const sign = within(bodyRows()[0]!);
    expect(sign.getByText('Coffee Bar A-Frame Sign')).toBeInTheDocument();
    expect(sign.getByText('Blue Ridge Coffee')).toBeInTheDocument();
    expect(sign.getByText('$49.99')).toBeInTheDocument();
    expect(sign.getByText('35')).toBeInTheDocument();
    expect(within(bodyRows()[2]!).getByText('Free')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Order custom POS/ })).toHaveAttribute('href', '/pos/order-custom-pos');
    expect(asked).toEqual(['/api/myposadvertising/10482']);
  });

  it('filters by text, and sorts by price', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('table', { name: 'POS material for this store' });
    // A newly chosen column keeps the current order (ascending: free items first); a second click turns it round.
    await user.click(within(table()).getByText('Member price'));
    expect(within(bodyRows()[0]!).getByText('Free')).toBeInTheDocument();
    await user.click(within(table()).getByText('Member price'));
    expect(within(bodyRows()[0]!).getByText('Coffee Bar A-Frame Sign')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Filter'), 'dairy');
    expect(bodyRows()).toHaveLength(1);
    expect(within(bodyRows()[0]!).getByText('Dairy Deals Counter Mat')).toBeInTheDocument();
  });

  it('says when an item is out of stock', async () => {
    const mock = getGetPosAdvertisingResponseMock();
    server.use(
      http.get('*/myposadvertising/:ibcNumber', () =>
        HttpResponse.json({ ...mock, items: [{ ...mock.items[0]!, availableQuantity: 0 }] }),
      ),
    );
    renderPage();
    expect(await screen.findByText('Out of stock')).toBeInTheDocument();
  });

  it("says 'No Record Found' when the store has no POS material", async () => {
    server.use(http.get('*/myposadvertising/:ibcNumber', () => HttpResponse.json({ ibcNumber: '10482', items: [] })));
    renderPage();
    expect(await screen.findByText('No Record Found')).toBeInTheDocument();
  });

  it('explains a failure in the section and recovers with Try again', async () => {
    server.use(http.get('*/myposadvertising/:ibcNumber', () => serverError(503), { once: true }));
    await expectTryAgainRecovers(renderPage, 'POS material for this store');
  });

  it('treats a negative price as an answer that breaks the contract', async () => {
    const mock = getGetPosAdvertisingResponseMock();
    server.use(
      http.get('*/myposadvertising/:ibcNumber', () =>
        HttpResponse.json({ ...mock, items: [{ ...mock.items[0]!, price: -1 }] }),
      ),
    );
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The server sent an answer the portal cannot read. Please try again later.',
    );
  });
});
