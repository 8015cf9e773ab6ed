import { defineMessage, defineMessages } from 'react-intl';

export const yearMessages = defineMessages({
  year: {
    id: 'rebates.year.label',
    defaultMessage: 'Year',
    description: 'Label of the choice of calendar year above the rebate receipts or the fifth check statements',
  },
  latest: {
    id: 'rebates.year.latest',
    defaultMessage: 'Latest',
    description: 'Year choice (the first, chosen at first): the latest receipts or statements, whatever their year',
  },
  vendor: {
    id: 'rebates.invoice.filter.vendor',
    defaultMessage: 'Vendor',
    description: 'Label of the choice of vendor that filters the rebate receipts',
  },
  allVendors: {
    id: 'rebates.invoice.filter.allVendors',
    defaultMessage: 'All vendors',
    description: 'Vendor choice that shows the receipts of every vendor',
  },
  byYear: {
    id: 'rebates.year.totalsByYear',
    defaultMessage: 'By year',
    description: 'Heading of the totals of each calendar year under a list of receipts or statements',
  },
});

export const noReceiptsInYear = defineMessage<{ year: string }>(
  {
    id: 'rebates.year.noReceipts',
    defaultMessage: 'No rebate receipts for {year}. Pick another year above.',
    description: 'The store has no rebate receipt in the year the member picked',
  },
  { typed: true },
);

export const noStatementsInYear = defineMessage<{ year: string }>(
  {
    id: 'rebates.year.noStatements',
    defaultMessage: 'No fifth check statements for {year}. Pick another year above.',
    description: 'The store has no fifth check statement for a period beginning in the year the member picked',
  },
  { typed: true },
);
