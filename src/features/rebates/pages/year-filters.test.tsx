import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RebateReceipt } from '@generated/model';
import { getGetFifthCheckStatementsResponseMock } from '@generated/api/rebates/rebates.msw';
import { resetMember, setMemberProfile, setMemberStores } from '@/lib/member';
import { maria } from '../../../../tests/member';
import { renderWithProviders } from '../../../../tests/render';
import { server } from '../../../../tests/setup/msw-server';
import FifthCheckPage from './FifthCheckPage';
import InvoiceReceiptPage from './InvoiceReceiptPage';

const receipt = (id: string, vendor: string, invoiceDate: string, rebateAmount: number): RebateReceipt => ({
  id,
  vendor,
  invoiceNumber: `INV-${id}`,
  invoiceDate,
  purchaseAmount: rebateAmount * 30,
  rebateAmount,
  status: 'Posted',
  pdfUrl: `https://documents.example.com/${id}.pdf`,
});
// Latest: this year's receipts and one of last December. A year: that year's, as the API answers the extension.
const latest = [
  receipt('a', 'Summit Beverage Co.', '2026-12-05', 179.42),
  receipt('b', 'Northstar Dairy', '2026-11-14', 27.55),
  receipt('c', 'Summit Beverage Co.', '2025-12-12', 169.21),
];
const of2025 = [
  receipt('c', 'Summit Beverage Co.', '2025-12-12', 169.21),
  receipt('d', 'Polar Ice Co.', '2025-07-03', 49),
  receipt('e', 'Summit Beverage Co.', '2025-03-13', 158.65),
];

let asked: URLSearchParams[] = [];
beforeEach(() => {
  setMemberProfile(maria);
  setMemberStores([{ ibcNumber: '10482', storeName: 'Maple Street Market' }], []);
  asked = [];
  server.use(
    http.get('*/myrebatereceipt', ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(params);
      const receipts = params.get('year') === '2025' ? of2025 : params.get('year') ? [] : latest;
      return HttpResponse.json({ ibcNumber: '10482', emailAddress: 'member@example.com', receipts });
    }),
  );
});
afterEach(() => resetMember());

const pick = async (label: string, option: string) => {
  const user = userEvent.setup();
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option, hidden: true }));
};
const rows = () =>
  within(screen.getByRole('table', { name: 'Rebate receipts' }))
    .getAllByRole('row')
    .slice(1);

describe('the years behind the rebate pages', () => {
  it('asks the specification’s call at first, and the year only once the member picks one', async () => {
    renderWithProviders(<InvoiceReceiptPage />, { path: '/rebate/invoice' });
    await screen.findByText('1–3 of 3');
    expect(screen.getByRole('combobox', { name: 'Year' })).toHaveValue('Latest');
    // The latest receipts span two years: each year's rebate under the totals.
    expect(screen.getByTestId('rebate-by-year')).toHaveTextContent(/2026\s*\$206\.97\s*2025\s*\$169\.21/);
    await pick('Year', '2025');
    await within(await screen.findByRole('table', { name: 'Rebate receipts' })).findByText('Polar Ice Co.');
    expect(within(rows()[1]!).getByText('Polar Ice Co.')).toBeInTheDocument();
    expect(screen.getByTestId('total-rebate')).toHaveTextContent('$376.86');
    expect(screen.queryByTestId('rebate-by-year')).not.toBeInTheDocument();
    expect(asked.map((params) => Object.fromEntries(params))).toEqual([
      { ibcNumber: '10482', emailAddress: 'member@example.com' },
      { ibcNumber: '10482', emailAddress: 'member@example.com', year: '2025' },
    ]);
  });

  it('narrows a year by vendor, and the year’s total follows', async () => {
    renderWithProviders(<InvoiceReceiptPage />, { path: '/rebate/invoice' });
    await screen.findByText('1–3 of 3');
    await pick('Year', '2025');
    await within(await screen.findByRole('table', { name: 'Rebate receipts' })).findByText('Polar Ice Co.');
    await pick('Vendor', 'Summit Beverage Co.');
    expect(screen.getByText('1–2 of 2')).toBeInTheDocument();
    expect(screen.getByTestId('total-rebate')).toHaveTextContent('$327.86');
  });

  it('says plainly that a year has nothing, and Latest brings the receipts back', async () => {
    renderWithProviders(<InvoiceReceiptPage />, { path: '/rebate/invoice' });
    await screen.findByText('1–3 of 3');
    await pick('Year', '2023');
    expect(await screen.findByText('No rebate receipts for 2023. Pick another year above.')).toBeInTheDocument();
    await pick('Year', 'Latest');
    expect(await screen.findByText('1–3 of 3')).toBeInTheDocument();
  });

  it('keeps a year the API did not narrow to that year only (the extension ignored)', async () => {
    server.use(
      http.get('*/myfifthcheckapi', () => {
        const mock = getGetFifthCheckStatementsResponseMock();
        const statement = mock.statements[0]!;
        return HttpResponse.json({
          ...mock,
          statements: [
            { ...statement, id: 's1', period: '2026 Q1', periodStart: '2026-01-01', periodEnd: '2026-03-31' },
            { ...statement, id: 's2', period: '2025 Q4', periodStart: '2025-10-01', periodEnd: '2025-12-31' },
          ],
        });
      }),
    );
    renderWithProviders(<FifthCheckPage />, { path: '/rebate/fifth-check' });
    await screen.findByText('1–2 of 2');
    expect(screen.getByTestId('checks-by-year')).toBeInTheDocument();
    await pick('Year', '2025');
    expect(await screen.findByText('1–1 of 1')).toBeInTheDocument();
    expect(screen.getByText('2025 Q4')).toBeInTheDocument();
    await pick('Year', '2024');
    expect(await screen.findByText('No fifth check statements for 2024. Pick another year above.')).toBeInTheDocument();
  });
});
