import { defineMessage, defineMessages } from 'react-intl';

export const tableMessages = defineMessages({
  filter: {
    id: 'table.filter',
    defaultMessage: 'Filter',
    description: 'Label of the box that filters the rows of a table',
  },
  sortBy: {
    id: 'table.sortBy',
    defaultMessage: 'Sort by',
    description: 'Label of the sort choice above a list of cards (phones)',
  },
  ascending: { id: 'table.ascending', defaultMessage: 'Ascending', description: 'Sort order choice' },
  descending: { id: 'table.descending', defaultMessage: 'Descending', description: 'Sort order choice' },
  clearFilter: {
    id: 'table.clearFilter',
    defaultMessage: 'Clear filter',
    description: 'Button that empties the filter box',
  },
  previousPage: {
    id: 'table.previousPage',
    defaultMessage: 'Previous page',
    description: 'Accessible name of the arrow button that shows the previous page of a table',
  },
  exportCsv: {
    id: 'table.exportCsv',
    defaultMessage: 'Export CSV',
    description: 'Button that downloads the rows the table shows (its filters and sort, every page) as a CSV file',
  },
  exportFailed: {
    id: 'table.exportFailed',
    defaultMessage: 'The file could not be made. Check your connection, then press Export CSV again.',
    description: 'Shown beside the Export CSV button when the export failed',
  },
  currencyColumn: {
    id: 'table.currencyColumn',
    defaultMessage: 'Currency',
    description: 'Header of the CSV column that gives the currency code (USD) of the amounts in the file',
  },
  nextPage: {
    id: 'table.nextPage',
    defaultMessage: 'Next page',
    description: 'Accessible name of the arrow button that shows the next page of a table',
  },
});

/**
 * Headers of columns only the exported file has (the screen shows these fields inside another column), worded the
 * same in every list.
 */
export const csvColumnMessages = defineMessages({
  vendor: { id: 'table.csv.vendor', defaultMessage: 'Vendor', description: 'CSV column header: the vendor' },
  description: {
    id: 'table.csv.description',
    defaultMessage: 'Description',
    description: 'CSV column header: the description of the row’s item',
  },
  startDate: {
    id: 'table.csv.startDate',
    defaultMessage: 'Start date',
    description: 'CSV column header: the first day of a period (ISO date)',
  },
  endDate: {
    id: 'table.csv.endDate',
    defaultMessage: 'End date',
    description: 'CSV column header: the last day of a period (ISO date)',
  },
});

export const noMatch = defineMessage<{ filter: string }>(
  {
    id: 'table.noMatch',
    defaultMessage: 'Nothing matches “{filter}”.',
    description: 'The filter hides every row of a table',
  },
  { typed: true },
);

export const pageRange = defineMessage<{ from: number; to: number; total: number }>(
  {
    id: 'table.pageRange',
    defaultMessage: '{from}–{to} of {total}',
    description: 'Which rows of the table are shown, e.g. 11–20 of 42',
  },
  { typed: true },
);
