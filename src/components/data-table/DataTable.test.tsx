import { DirectionProvider } from '@mantine/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/render';
import { DataTable } from './DataTable';
import { filterRecords, sortRecords, type DataColumn } from './table-model';

interface Row {
  id: string;
  vendor: string;
  amount: number;
}
const rows: Row[] = Array.from({ length: 23 }, (_, index) => ({ id: `r${index}`, vendor: index % 2 ? `Vendor ${index}` : `Épicerie ${index}`, amount: (index * 37) % 101 }));
const columns: DataColumn<Row>[] = [
  { accessor: 'vendor', title: 'Vendor', sortable: true },
  { accessor: 'amount', title: 'Amount', sortable: true, numeric: true },
];

describe('table model', () => {
  it('filters across columns, ignoring case and accents', () => {
    expect(filterRecords(rows, columns, 'epicerie 2', 'en').map((row) => row.id)).toEqual(['r2', 'r20', 'r22']);
    expect(filterRecords(rows, columns, '', 'en')).toHaveLength(23);
  });
  it('sorts numbers as numbers and text in language order, both ways', () => {
    const ascending = sortRecords(rows, columns, { accessor: 'amount', direction: 'asc' }, 'en').map((row) => row.amount);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    const descending = sortRecords(rows, columns, { accessor: 'vendor', direction: 'desc' }, 'en').map((row) => row.vendor);
    expect(descending.slice(0, 2)).toEqual(['Vendor 21', 'Vendor 19']);
  });
});

describe('DataTable', () => {
  it('shows ten rows a page, pages on, filters and says when nothing matches', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DataTable records={rows} columns={columns} idAccessor="id" label="Receipts" />);
    const table = screen.getByRole('table', { name: 'Receipts' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText('1–10 of 23')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '3' }));
    expect(screen.getByText('21–23 of 23')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Filter' }), 'vendor 1');
    expect(screen.getByText('1–6 of 6')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Filter' }));
    await user.type(screen.getByRole('textbox', { name: 'Filter' }), 'nothing like it');
    expect(screen.getByText('Nothing matches “nothing like it”.')).toBeInTheDocument();
  });

  it('sorts by a column header', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DataTable records={rows} columns={columns} idAccessor="id" label="Receipts" />);
    await user.click(screen.getByText('Amount'));
    const firstAmount = () => within(screen.getAllByRole('row')[1]!).getAllByRole('cell')[1]!.textContent;
    expect(firstAmount()).toBe('0');
    await user.click(screen.getByText('Amount'));
    expect(firstAmount()).toBe(String(Math.max(...rows.map((row) => row.amount))));
  });

  it.each([
    ['ltr', 'right', 'left'],
    ['rtl', 'left', 'right'],
  ] as const)('puts numbers at the end of the line and text at its start (%s)', (dir, numberSide, textSide) => {
    renderWithProviders(
      <DirectionProvider initialDirection={dir}>
        <DataTable records={rows} columns={columns} idAccessor="id" label="Receipts" />
      </DirectionProvider>,
    );
    const [vendor, amount] = within(screen.getAllByRole('row')[1]!).getAllByRole('cell');
    expect(amount!.className).toContain(`mantine-datatable-text-align-${numberSide}`);
    expect(vendor!.className).toContain(`mantine-datatable-text-align-${textSide}`);
  });
});
