import { DirectionProvider } from '@mantine/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../tests/render';
import { DataTable } from './DataTable';
import { applySelectFilters, filterOptions, type SelectFilter } from './filters';
import type { RowAction } from './RowActions';
import { filterRecords, sortRecords, type DataColumn } from './table-model';

interface Row {
  id: string;
  vendor: string;
  amount: number;
}
const rows: Row[] = Array.from({ length: 23 }, (_, index) => ({
  id: `r${index}`,
  vendor: index % 2 ? `Vendor ${index}` : `Épicerie ${index}`,
  amount: (index * 37) % 101,
}));
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
    const ascending = sortRecords(rows, columns, { accessor: 'amount', direction: 'asc' }, 'en').map(
      (row) => row.amount,
    );
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    const descending = sortRecords(rows, columns, { accessor: 'vendor', direction: 'desc' }, 'en').map(
      (row) => row.vendor,
    );
    expect(descending.slice(0, 2)).toEqual(['Vendor 21', 'Vendor 19']);
  });
});

const kind: SelectFilter<Row> = { label: 'Kind', allLabel: 'All kinds', value: (row) => row.vendor.split(' ')[0]! };
const size: SelectFilter<Row> = {
  label: 'Size',
  allLabel: 'Any size',
  value: (row) => (row.amount >= 50 ? 'large' : 'small'),
  options: [
    { value: 'small', label: 'Under 50' },
    { value: 'large', label: '50 or more' },
  ],
};

describe('select filters', () => {
  it('offers each value once in language order, or the options given, or those made from the values', () => {
    expect(filterOptions(kind, rows, 'en')).toEqual([
      { value: 'Épicerie', label: 'Épicerie' },
      { value: 'Vendor', label: 'Vendor' },
    ]);
    expect(filterOptions(size, rows, 'en').map((option) => option.label)).toEqual(['Under 50', '50 or more']);
    const shouted = {
      ...kind,
      options: (values: string[]) => values.reverse().map((value) => ({ value, label: value.toUpperCase() })),
    };
    expect(filterOptions(shouted, rows, 'en').map((option) => option.label)).toEqual(['VENDOR', 'ÉPICERIE']);
  });
  it('keeps the rows every choice keeps, and all of them for All', () => {
    expect(applySelectFilters(rows, [kind, size], [])).toHaveLength(23);
    expect(applySelectFilters(rows, [kind, size], ['__all__', 'large']).every((row) => row.amount >= 50)).toBe(true);
    const both = applySelectFilters(rows, [kind, size], ['Vendor', 'small']);
    expect(both.length).toBeGreaterThan(0);
    expect(both.every((row) => row.vendor.startsWith('Vendor') && row.amount < 50)).toBe(true);
  });
});

describe('DataTable', () => {
  it('narrows the rows by a declared choice, All first, together with the filter box', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <DataTable records={rows} columns={columns} idAccessor="id" label="Receipts" filters={[kind]} />,
    );
    const choice = screen.getByRole('combobox', { name: 'Kind' });
    expect(choice).toHaveValue('All kinds');
    await user.click(choice);
    const options = await screen.findAllByRole('option', { hidden: true });
    expect(options.map((option) => option.textContent)).toEqual(['All kinds', 'Épicerie', 'Vendor']);
    await user.click(screen.getByRole('option', { name: 'Vendor', hidden: true }));
    expect(screen.getByText('1–10 of 11')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Filter' }), 'vendor 1');
    expect(screen.getByText('1–6 of 6')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Filter' }));
    await user.type(screen.getByRole('textbox', { name: 'Filter' }), 'épicerie');
    expect(screen.getByText('Nothing matches “épicerie”.')).toBeInTheDocument();
  });

  it('gives each row its document link and the page’s own actions, in a named column', () => {
    const actions: RowAction<Row>[] = [
      {
        kind: 'document',
        text: 'Open',
        href: (row) => `https://documents.example.com/${row.id}.pdf`,
        name: (row) => `Open the receipt of ${row.vendor} (PDF, opens in a new tab)`,
      },
      (row) => <button type="button">Mail {row.id}</button>,
    ];
    renderWithProviders(
      <DataTable
        records={rows}
        columns={columns}
        idAccessor="id"
        label="Receipts"
        rowActions={actions}
        rowActionsTitle="Receipt"
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Receipt' })).toBeInTheDocument();
    const first = within(screen.getAllByRole('row')[1]!);
    const link = first.getByRole('link', { name: /^Open the receipt of .* \(PDF, opens in a new tab\)$/ });
    expect(link).toHaveTextContent('Open');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link.getAttribute('href')).toMatch(/^https:\/\/documents\.example\.com\/r\d+\.pdf$/);
    expect(first.getByRole('button', { name: /^Mail r\d+$/ })).toBeInTheDocument();
  });

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

  it('exports the rows the filters and sort leave, every page, with raw values and the currency code', async () => {
    const user = userEvent.setup();
    const files: Blob[] = [];
    const created = vi.spyOn(URL, 'createObjectURL').mockImplementation((file) => {
      files.push(file as Blob);
      return 'blob:csv';
    });
    renderWithProviders(
      <DataTable
        records={rows}
        columns={columns}
        idAccessor="id"
        label="Receipts"
        filters={[kind]}
        initialSort={{ accessor: 'amount', direction: 'desc' }}
        export={{ fileName: 'receipts', currency: 'USD' }}
      />,
    );
    await user.click(screen.getByRole('combobox', { name: 'Kind' }));
    await user.click(screen.getByRole('option', { name: 'Vendor', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await vi.waitFor(() => expect(files).toHaveLength(1));
    created.mockRestore();
    const [header, ...lines] = (await files[0]!.text()).replace(/^\uFEFF/, '').split('\r\n');
    const vendors = rows.filter((row) => row.vendor.startsWith('Vendor')).sort((a, b) => b.amount - a.amount);
    expect(header).toBe('Vendor,Amount,Currency');
    expect(lines).toEqual(vendors.map((row) => `${row.vendor},${row.amount},USD`));
    expect(lines).toHaveLength(11);
  });

  it('offers no export of an empty result', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <DataTable records={rows} columns={columns} idAccessor="id" label="Receipts" export={{ fileName: 'receipts' }} />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Filter' }), 'nothing like it');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it.each(['ltr', 'rtl'] as const)('puts numbers at the end of the line and text at its start (%s)', (dir) => {
    renderWithProviders(
      <DirectionProvider initialDirection={dir}>
        <DataTable records={rows} columns={columns} idAccessor="id" label="Receipts" />
      </DirectionProvider>,
    );
    // Logical sides: the browser puts the end on the left in a right-to-left page.
    const [vendor, amount] = within(screen.getAllByRole('row')[1]!).getAllByRole('cell');
    expect(amount!.style.textAlign).toBe('end');
    expect(vendor!.style.textAlign).toBe('start');
  });

  it('renders aria-sort on the sorted column’s header cell, whose title is a button', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <DataTable
        records={rows}
        columns={columns}
        idAccessor="id"
        label="Receipts"
        initialSort={{ accessor: 'vendor', direction: 'desc' }}
      />,
    );
    const vendor = screen.getByRole('columnheader', { name: 'Vendor' });
    const amount = screen.getByRole('columnheader', { name: 'Amount' });
    expect(vendor).toHaveAttribute('aria-sort', 'descending');
    expect(amount).not.toHaveAttribute('aria-sort');
    await user.click(within(amount).getByRole('button', { name: 'Amount' }));
    expect(amount).toHaveAttribute('aria-sort', 'descending');
    expect(vendor).not.toHaveAttribute('aria-sort');
    await user.click(within(amount).getByRole('button', { name: 'Amount' }));
    expect(amount).toHaveAttribute('aria-sort', 'ascending');
  });
});
