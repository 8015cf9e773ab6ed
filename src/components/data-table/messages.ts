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
  nextPage: {
    id: 'table.nextPage',
    defaultMessage: 'Next page',
    description: 'Accessible name of the arrow button that shows the next page of a table',
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
