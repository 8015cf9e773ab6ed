import type { ReactNode } from 'react';

export type SortDirection = 'asc' | 'desc';

/** What a CSV cell holds: the raw value (an ISO date, a plain number), never the text formatted for the screen. */
export type CsvValue = string | number | boolean | null | undefined;

/** One column of the exported file: its header (in the member's language) and the record's raw value. */
export interface CsvColumn<T> {
  title: string;
  value: (record: T) => CsvValue;
}

export interface DataColumn<T> {
  /** The record's field this column shows; also the default sort and filter value. */
  accessor: keyof T & string;
  title: string;
  render?: (record: T) => ReactNode;
  sortable?: boolean;
  /** Amounts and counts: aligned to the end, sorted as numbers. */
  numeric?: boolean;
  /** What the filter box searches in this column (the formatted text the member sees, say); default: the value. */
  filterText?: (record: T) => string;
  /** What sorting compares; default: the value. */
  sortValue?: (record: T) => string | number;
  /** Shown under the column (a total). */
  footer?: ReactNode;
  /**
   * What the CSV export writes for the column: its raw value under its title, or columns of its own instead (a
   * period as its first and last day, a program as its name, vendor and description). Default: the field as it is.
   */
  csv?: ((record: T) => CsvValue) | readonly CsvColumn<T>[];
}

export interface SortState<T> {
  accessor: keyof T & string;
  direction: SortDirection;
}

function valueOf<T>(column: DataColumn<T>, record: T): string | number | null {
  const value = column.sortValue ? column.sortValue(record) : record[column.accessor];
  if (typeof value === 'number' || typeof value === 'string') return value;
  return value === null || value === undefined ? null : JSON.stringify(value);
}

/** Rows whose text (in any column) contains the filter, case- and accent-insensitively. */
export function filterRecords<T>(
  records: readonly T[],
  columns: readonly DataColumn<T>[],
  filter: string,
  locale: string,
): T[] {
  const wanted = fold(filter, locale);
  if (!wanted) return [...records];
  return records.filter((record) =>
    columns.some((column) =>
      fold(column.filterText ? column.filterText(record) : String(record[column.accessor] ?? ''), locale).includes(
        wanted,
      ),
    ),
  );
}

/** Sorted copy: numbers as numbers, text in the member's language order, empty values last. */
export function sortRecords<T>(
  records: readonly T[],
  columns: readonly DataColumn<T>[],
  sort: SortState<T> | null,
  locale: string,
): T[] {
  const column = sort && columns.find((candidate) => candidate.accessor === sort.accessor);
  if (!sort || !column) return [...records];
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
  const factor = sort.direction === 'asc' ? 1 : -1;
  return [...records].sort((a, b) => {
    const left = valueOf(column, a);
    const right = valueOf(column, b);
    if (left === null || left === '') return 1;
    if (right === null || right === '') return -1;
    if (typeof left === 'number' && typeof right === 'number') return (left - right) * factor;
    return collator.compare(String(left), String(right)) * factor;
  });
}

function fold(text: string, locale: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase(locale).trim();
}

export function pageOf<T>(records: readonly T[], page: number, pageSize: number): T[] {
  return records.slice((page - 1) * pageSize, page * pageSize);
}
