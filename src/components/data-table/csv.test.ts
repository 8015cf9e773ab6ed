import { describe, expect, it } from 'vitest';
import { BYTE_ORDER_MARK, buildCsv, csvColumns } from './csv';
import type { DataColumn } from './table-model';

interface Receipt {
  id: string;
  vendor: string;
  invoiceDate: string;
  rebateAmount: number;
  periodStart: string;
  periodEnd: string;
  tags?: string[];
}

const receipts: Receipt[] = [
  {
    id: 'r1',
    vendor: 'Épicerie "Chez Noël", Montréal',
    invoiceDate: '2026-12-05',
    rebateAmount: 179.42,
    periodStart: '2026-10-01',
    periodEnd: '2026-12-31',
  },
  {
    id: 'r2',
    vendor: 'مخبز الأمل\nفرع 2',
    invoiceDate: '2026-01-31',
    rebateAmount: -12.5,
    periodStart: '2026-01-01',
    periodEnd: '2026-03-31',
    tags: ['a'],
  },
];

const columns: DataColumn<Receipt>[] = [
  // What the screen shows is formatted; the file takes the field as the API gave it.
  { accessor: 'invoiceDate', title: 'Date de facture', render: () => '5 déc. 2026' },
  { accessor: 'vendor', title: 'Fournisseur' },
  { accessor: 'rebateAmount', title: 'Remise', render: () => '179,42 $US' },
  {
    accessor: 'periodStart',
    title: 'Période',
    csv: [
      { title: 'Début', value: (row) => row.periodStart },
      { title: 'Fin', value: (row) => row.periodEnd },
    ],
  },
  { accessor: 'id', title: 'Reçu', csv: (row) => row.id.toUpperCase() },
  { accessor: 'tags', title: 'Tags' },
];

const lines = (text: string) => text.slice(BYTE_ORDER_MARK.length).split('\r\n');

describe('CSV export', () => {
  it('starts with the UTF-8 byte order mark and a header row in the columns’ own words', async () => {
    const text = await buildCsv(receipts, csvColumns(columns));
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(lines(text)[0]).toBe('Date de facture,Fournisseur,Remise,Début,Fin,Reçu,Tags');
    expect(new TextEncoder().encode(text).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  });

  it('writes raw values: ISO dates, plain numbers (a deduction stays a number), a column’s own raw value', async () => {
    const text = await buildCsv(receipts, csvColumns(columns));
    expect(lines(text)[1]).toBe('2026-12-05,"Épicerie ""Chez Noël"", Montréal",179.42,2026-10-01,2026-12-31,R1,');
    expect(text).toContain('2026-01-31,');
    expect(text).toContain(',-12.5,2026-01-01,2026-03-31,R2,"[""a""]"');
  });

  it('quotes commas, doubled quotes and line breaks so each record stays one row', async () => {
    const text = await buildCsv(receipts, csvColumns(columns));
    expect(text).toContain('"Épicerie ""Chez Noël"", Montréal"');
    expect(text).toContain('"مخبز الأمل\nفرع 2"');
  });

  it('defuses text that a spreadsheet would run as a formula (OWASP: prefix with a quote)', async () => {
    const hostile = ['=HYPERLINK("http://evil.example")', '+1+1', '-2+3', '@SUM(A1)', '\tcmd', 'plain'];
    const text = await buildCsv(
      hostile.map((vendor) => ({ vendor })),
      [{ title: 'Vendor', value: (row: { vendor: string }) => row.vendor }],
    );
    expect(lines(text)).toEqual([
      'Vendor',
      `"'=HYPERLINK(""http://evil.example"")"`,
      `"'+1+1"`,
      `"'-2+3"`,
      `"'@SUM(A1)"`,
      `"'\tcmd"`,
      'plain',
    ]);
  });

  it('writes only the records given, in their order, and a header alone when there are none', async () => {
    const reversed = await buildCsv([...receipts].reverse(), csvColumns(columns));
    expect(lines(reversed)).toHaveLength(3);
    expect(lines(reversed)[1]!.startsWith('2026-01-31,')).toBe(true);
    expect(lines(await buildCsv([], csvColumns(columns)))).toEqual([
      'Date de facture,Fournisseur,Remise,Début,Fin,Reçu,Tags',
    ]);
  });
});
