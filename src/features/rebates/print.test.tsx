import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getGetFifthCheckStatementsResponseMock,
  getGetRebateReceiptsResponseMock,
} from '@generated/api/rebates/rebates.msw';
import { resetMember, setMemberProfile, setMemberStores } from '@/lib/member';
import { maria } from '../../../tests/member';
import { renderWithProviders } from '../../../tests/render';
import { ReceiptsTable } from './ReceiptsTable';
import { StatementsTable } from './StatementsTable';

const sheet = () => screen.getByTestId('print-sheet');
// happy-dom has no print dialog: the test stands in for it, with the events a browser sends around it.
const stubPrint = (print: () => void) => {
  const stub = vi.fn(() => {
    window.dispatchEvent(new Event('beforeprint'));
    print();
    window.dispatchEvent(new Event('afterprint'));
  });
  vi.stubGlobal('print', stub);
  return stub;
};

beforeEach(() => {
  setMemberProfile(maria);
  setMemberStores([{ ibcNumber: '10482', storeName: 'Maple Street Market' }], []);
});
afterEach(() => {
  vi.unstubAllGlobals();
  return resetMember();
});

describe('printouts', () => {
  it('prints every receipt the filters leave (not only the page on screen) under the store and the dates they span', async () => {
    const { receipts } = getGetRebateReceiptsResponseMock();
    renderWithProviders(<ReceiptsTable receipts={receipts} label="Rebate receipts" />);
    const printed = within(await screen.findByTestId('print-sheet'));
    expect(printed.getByRole('heading', { name: 'Rebate receipts', hidden: true })).toBeInTheDocument();
    expect(printed.getByText('Maple Street Market, store number 10482')).toBeInTheDocument();
    expect(printed.getAllByRole('row', { hidden: true })).toHaveLength(receipts.length + 2);
    expect(printed.getByText('Period').nextElementSibling).toHaveTextContent(/\d{4}.*–|–.*\d{4}/);
    const print = stubPrint(() => undefined);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('draws the printout only once the page has shown (not with the list), or at once when printing starts', () => {
    const { receipts } = getGetRebateReceiptsResponseMock();
    renderWithProviders(<ReceiptsTable receipts={receipts} label="Rebate receipts" />);
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    expect(screen.queryByTestId('print-sheet')).toBeNull();
    // The browser's own print command, before the page was idle: the printout is there as printing starts.
    const rowsWhenPrinted: number[] = [];
    stubPrint(() => rowsWhenPrinted.push(within(sheet()).getAllByRole('row', { hidden: true }).length));
    window.print();
    expect(rowsWhenPrinted).toEqual([receipts.length + 2]);
  });

  it('prints each statement on its own sheet, or the one printed from its detail alone', async () => {
    const { statements } = getGetFifthCheckStatementsResponseMock();
    renderWithProviders(<StatementsTable statements={statements} label="Fifth check statements" />);
    expect(within(await screen.findByTestId('print-sheet')).getAllByRole('heading', { hidden: true })).toHaveLength(
      statements.length,
    );
    const user = userEvent.setup();
    const [first] = statements;
    await user.click(screen.getByRole('button', { name: `Details of the fifth check ${first!.period}` }));
    const headingsWhenPrinted: string[][] = [];
    stubPrint(() => {
      headingsWhenPrinted.push(
        within(sheet())
          .getAllByRole('heading', { hidden: true })
          .map((heading) => heading.textContent ?? ''),
      );
    });
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Print' }));
    expect(headingsWhenPrinted).toEqual([[`Fifth check ${first!.period}`]]);
    expect(within(sheet()).getAllByRole('heading', { hidden: true })).toHaveLength(statements.length);
  });
});
