import type { CsvColumn, CsvValue, DataColumn } from './table-model';

/**
 * A table's CSV export: the file's name (without '.csv') and, when its amounts have a currency, the code to write
 * beside them in a column of its own (the amounts themselves stay plain numbers a spreadsheet can add up).
 */
export interface TableExport {
  fileName: string;
  currency?: string;
}

// Spreadsheet programs take a UTF-8 file without it for their local code page, which garbles accents and Arabic.
export const BYTE_ORDER_MARK = '\uFEFF';

function fieldValue<T>(column: DataColumn<T>, record: T): CsvValue {
  const value = record[column.accessor];
  if (value === null || value === undefined) return null;
  return typeof value === 'object' ? JSON.stringify(value) : (value as CsvValue);
}

/**
 * The file's columns from the table's: each column's own `csv` (a raw value under its title, or several columns of
 * its own, such as a period's first and last day), else its field as the API gave it.
 */
export function csvColumns<T>(columns: readonly DataColumn<T>[]): CsvColumn<T>[] {
  return columns.flatMap((column): CsvColumn<T>[] => {
    const { csv } = column;
    if (csv === undefined) return [{ title: column.title, value: (record) => fieldValue(column, record) }];
    return typeof csv === 'function' ? [{ title: column.title, value: csv }] : [...csv];
  });
}

/**
 * The CSV text of the records (in the order given), header row first, with the byte order mark. papaparse writes it
 * (quotes, doubled quotes, line breaks inside a cell) and guards against formula injection as OWASP recommends: a
 * text cell that begins with = + - @ or a tab is prefixed with ' so a spreadsheet shows it instead of running it.
 * Loaded on the first export only: it is no part of any page's first load.
 */
export async function buildCsv<T>(records: readonly T[], columns: readonly CsvColumn<T>[]): Promise<string> {
  const { unparse } = await import('papaparse');
  const text = unparse(
    {
      fields: columns.map((column) => column.title),
      data: records.map((record) => columns.map((column) => column.value(record) ?? '')),
    },
    { escapeFormulae: true, newline: '\r\n' },
  );
  // With no records papaparse ends the header with a line break: a spreadsheet would read an empty row from it.
  return BYTE_ORDER_MARK + text.replace(/\r\n$/, '');
}

/** Hands the text to the browser as a download named `<fileName>.csv`. */
export function saveCsv(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${fileName}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; the address is no longer needed once this task ends.
  setTimeout(() => URL.revokeObjectURL(url));
}
