import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getGetRebateReceiptsResponseMock } from '@generated/api/rebates/rebates.msw';
import { resetMember, selectStore, setMemberProfile, setMemberStores } from '@/lib/member';
import { maria } from '../../../../tests/member';
import { renderWithProviders } from '../../../../tests/render';
import { expectTryAgainRecovers, serverError } from '../../../../tests/sections';
import { server } from '../../../../tests/setup/msw-server';
import InvoiceReceiptPage from './InvoiceReceiptPage';

const stores = [
  { ibcNumber: '10482', storeName: 'Maple Street Market' },
  { ibcNumber: '11093', storeName: 'Hilltop Convenience' },
];

beforeEach(() => {
  setMemberProfile(maria);
  setMemberStores(stores, []);
});
afterEach(() => resetMember());

const table = () => screen.getByRole('table', { name: 'Rebate receipts' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const renderPage = () => renderWithProviders(<InvoiceReceiptPage />, { path: '/rebate/invoice' });

describe('Invoice Receipt page', () => {
  it('lists the store’s receipts newest first, ten a page, with the total of every receipt the filters leave', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => asked.push(request.url));
    renderPage();
    expect(await screen.findByRole('table', { name: 'Rebate receipts' })).toBeInTheDocument();
    // The mock's 10482 example: thirteen receipts, so two pages.
    expect(bodyRows()).toHaveLength(10);
    expect(within(bodyRows()[0]!).getByText('Dec 5, 2026')).toBeInTheDocument();
    expect(within(bodyRows()[0]!).getByText('$5,980.50')).toBeInTheDocument();
    expect(within(bodyRows()[0]!).getByText('Pending')).toBeInTheDocument();
    expect(screen.getByText('1–10 of 13')).toBeInTheDocument();
    expect(screen.getByTestId('total-rebate')).toHaveTextContent('$1,509.80');
    expect(screen.getByText('13 receipts')).toBeInTheDocument();
    const link = within(bodyRows()[0]!).getByRole('link', {
      name: 'Open the receipt for invoice SBC-INV-884517 (PDF, opens in a new tab)',
    });
    expect(link).toHaveAttribute('href', 'https://documents.example.com/rebates/receipts/RR-2026-10482-0048.pdf');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next page' }));
    expect(bodyRows()).toHaveLength(3);
    expect(screen.getByText('11–13 of 13')).toBeInTheDocument();
    expect(asked).toHaveLength(1);
    const params = new URL(asked[0]!).searchParams;
    expect(Object.fromEntries(params)).toEqual({ ibcNumber: '10482', emailAddress: 'member@example.com' });
  });

  it('names each month of the period filter the member’s way, whatever their time zone', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('table', { name: 'Rebate receipts' });
    await user.click(screen.getByRole('combobox', { name: 'Period' }));
    // hidden: true, as happy-dom never finishes the dropdown's transition; the labels are what is checked here.
    // The Period choice's own list: the Year choice beside the heading has options of its own.
    const periods = await screen.findByRole('listbox', { name: 'Period', hidden: true });
    const options = within(periods)
      .getAllByRole('option', { hidden: true })
      .map((option) => option.textContent);
    expect(options.slice(0, 2)).toEqual(['All months', 'December 2026']);
  });

  it('filters by text and the totals follow', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('table', { name: 'Rebate receipts' });
    await user.type(screen.getByLabelText('Filter'), 'northstar');
    expect(bodyRows()).toHaveLength(3);
    expect(screen.getByTestId('total-rebate')).toHaveTextContent('$79.34');
    await user.clear(screen.getByLabelText('Filter'));
    await user.type(screen.getByLabelText('Filter'), 'nothing like this');
    expect(screen.getByText('Nothing matches “nothing like this”.')).toBeInTheDocument();
    expect(screen.queryByTestId('total-rebate')).not.toBeInTheDocument();
  });

  it('sorts by amount when a column header is clicked', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('table', { name: 'Rebate receipts' });
    // A newly chosen column keeps the current order (newest first: descending); a second click turns it round.
    await user.click(within(table()).getByText('Rebate'));
    expect(within(bodyRows()[0]!).getByText('$191.86')).toBeInTheDocument();
    await user.click(within(table()).getByText('Rebate'));
    expect(within(bodyRows()[0]!).getByText('$25.48')).toBeInTheDocument();
  });

  it('shows another store’s receipts, asked for with its number, after a store switch', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) =>
      asked.push(new URL(request.url).searchParams.get('ibcNumber') ?? ''),
    );
    server.use(
      http.get('*/myrebatereceipt', ({ request }) => {
        const ibcNumber = new URL(request.url).searchParams.get('ibcNumber') ?? '';
        const mock = getGetRebateReceiptsResponseMock();
        return HttpResponse.json(
          ibcNumber === '11093' ? { ...mock, ibcNumber, receipts: mock.receipts.slice(5, 6) } : mock,
        );
      }),
    );
    renderPage();
    await screen.findByText('1–10 of 13');
    act(() => selectStore('11093'));
    expect(await screen.findByText('1–1 of 1')).toBeInTheDocument();
    expect(asked).toEqual(['10482', '11093']);
  });

  it("says 'No Record Found' for a store without receipts, and for a 404", async () => {
    server.use(
      http.get('*/myrebatereceipt', () => HttpResponse.json({ ...getGetRebateReceiptsResponseMock(), receipts: [] })),
    );
    const { unmount } = renderPage();
    expect(await screen.findByText('No Record Found')).toBeInTheDocument();
    unmount();
    server.use(
      http.get('*/myrebatereceipt', () =>
        HttpResponse.json({ error: 'No Record Found', code: 'not_found' }, { status: 404 }),
      ),
    );
    renderPage();
    expect(await screen.findByText('No Record Found')).toBeInTheDocument();
  });

  it('explains a failure in the section and recovers with Try again', async () => {
    server.use(http.get('*/myrebatereceipt', () => serverError(), { once: true }));
    await expectTryAgainRecovers(renderPage, 'Rebate receipts');
  });

  it('treats an answer that breaks the contract as a failure', async () => {
    server.use(http.get('*/myrebatereceipt', () => HttpResponse.json({ ibcNumber: '10482', receipts: [{ id: 1 }] })));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The server sent an answer the portal cannot read. Please try again later.',
    );
  });

  it('waits for the member’s store before asking', async () => {
    await resetMember();
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => asked.push(request.url));
    renderPage();
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(asked).toEqual([]));
  });
});
