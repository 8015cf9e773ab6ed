import { defineMessage, defineMessages } from 'react-intl';

export const invoiceMessages = defineMessages({
  sectionTitle: {
    id: 'rebates.invoice.sectionTitle',
    defaultMessage: 'Rebate receipts',
    description: 'Heading of the list of rebate receipts on the Invoice Receipt page',
  },
  intro: {
    id: 'rebates.invoice.intro',
    defaultMessage:
      'The rebate earned on each vendor invoice of this store. A receipt stays Pending until the vendor confirms the invoice.',
    description: 'Short explanation above the rebate receipts',
  },
  invoiceDate: {
    id: 'rebates.invoice.column.invoiceDate',
    defaultMessage: 'Invoice date',
    description: 'Column: date of the vendor invoice',
  },
  vendor: {
    id: 'rebates.invoice.column.vendor',
    defaultMessage: 'Vendor',
    description: 'Column: vendor whose program pays the rebate',
  },
  invoiceNumber: {
    id: 'rebates.invoice.column.invoiceNumber',
    defaultMessage: 'Invoice number',
    description: 'Column: number of the distributor invoice',
  },
  purchases: {
    id: 'rebates.invoice.column.purchases',
    defaultMessage: 'Purchases',
    description: 'Column: qualifying purchases on the invoice (an amount)',
  },
  rebate: {
    id: 'rebates.invoice.column.rebate',
    defaultMessage: 'Rebate',
    description: 'Column: rebate earned on the invoice (an amount)',
  },
  status: { id: 'rebates.invoice.column.status', defaultMessage: 'Status', description: 'Column: Pending or Posted' },
  receipt: {
    id: 'rebates.invoice.column.receipt',
    defaultMessage: 'Receipt',
    description: 'Column with the link to the receipt PDF',
  },
  statusPending: {
    id: 'rebates.invoice.status.pending',
    defaultMessage: 'Pending',
    description: 'Receipt status: the vendor has not confirmed the invoice yet',
  },
  statusPosted: {
    id: 'rebates.invoice.status.posted',
    defaultMessage: 'Posted',
    description: 'Receipt status: the rebate is confirmed and booked',
  },
  period: {
    id: 'rebates.invoice.filter.period',
    defaultMessage: 'Period',
    description: 'Label of the choice of month that filters the receipts',
  },
  allPeriods: {
    id: 'rebates.invoice.filter.allPeriods',
    defaultMessage: 'All months',
    description: 'Period choice that shows the receipts of every month',
  },
  statusFilter: {
    id: 'rebates.invoice.filter.status',
    defaultMessage: 'Status',
    description: 'Label of the choice of receipt status that filters the list',
  },
  allStatuses: {
    id: 'rebates.invoice.filter.allStatuses',
    defaultMessage: 'All statuses',
    description: 'Status choice that shows every receipt',
  },
  open: {
    id: 'rebates.invoice.open',
    defaultMessage: 'Open',
    description: 'Visible text of the link that opens a receipt (a PDF, in a new tab)',
  },
  totalsLabel: {
    id: 'rebates.invoice.totals.label',
    defaultMessage: 'Total of the receipts shown',
    description: 'Accessible name of the totals under the receipts',
  },
  totalPurchases: {
    id: 'rebates.invoice.totals.purchases',
    defaultMessage: 'Purchases',
    description: 'Total of the purchases of the receipts shown',
  },
  totalRebate: {
    id: 'rebates.invoice.totals.rebate',
    defaultMessage: 'Rebate',
    description: 'Total of the rebates of the receipts shown',
  },
});

export const openReceipt = defineMessage<{ invoice: string }>(
  {
    id: 'rebates.invoice.openReceiptLink',
    defaultMessage: 'Open the receipt for invoice {invoice} (PDF, opens in a new tab)',
    description: 'Accessible name of the link to a receipt PDF; begins with the link’s visible text (Open)',
  },
  { typed: true },
);

export const receiptsShown = defineMessage<{ count: number }>(
  {
    id: 'rebates.invoice.totals.count',
    defaultMessage: '{count, plural, one {# receipt} other {# receipts}}',
    description: 'How many receipts the totals add up',
  },
  { typed: true },
);

export const fifthCheckMessages = defineMessages({
  sectionTitle: {
    id: 'rebates.fifthCheck.sectionTitle',
    defaultMessage: 'Fifth check statements',
    description: 'Heading of the list of fifth check statements',
  },
  intro: {
    id: 'rebates.fifthCheck.intro',
    defaultMessage:
      'The fifth check is the cooperative’s quarterly patronage distribution to your store. Open a statement to see how it adds up.',
    description: 'Short explanation above the fifth check statements',
  },
  period: {
    id: 'rebates.fifthCheck.column.period',
    defaultMessage: 'Period',
    description: 'Column: the quarter a statement covers',
  },
  dates: {
    id: 'rebates.fifthCheck.column.dates',
    defaultMessage: 'From – to',
    description: 'Column: first and last day of the quarter',
  },
  issuedOn: {
    id: 'rebates.fifthCheck.column.issuedOn',
    defaultMessage: 'Issued on',
    description: 'Column: date the check was issued',
  },
  checkNumber: {
    id: 'rebates.fifthCheck.column.checkNumber',
    defaultMessage: 'Check number',
    description: 'Column: number of the check',
  },
  amount: {
    id: 'rebates.fifthCheck.column.amount',
    defaultMessage: 'Amount',
    description: 'Column: amount of the check',
  },
  statement: {
    id: 'rebates.fifthCheck.column.statement',
    defaultMessage: 'Statement',
    description: 'Column with the button that opens a statement',
  },
  view: {
    id: 'rebates.fifthCheck.view',
    defaultMessage: 'Details',
    description: 'Visible text of the button that opens a statement',
  },
  totalLabel: {
    id: 'rebates.fifthCheck.total',
    defaultMessage: 'Total of the checks shown',
    description: 'Label of the sum of the statements shown',
  },
  line: {
    id: 'rebates.fifthCheck.detail.line',
    defaultMessage: 'Line',
    description: 'Column of the statement detail: what the line is',
  },
  basis: {
    id: 'rebates.fifthCheck.detail.basis',
    defaultMessage: 'Qualifying purchases',
    description: 'Column of the statement detail: purchases a patronage line is paid on',
  },
  rate: {
    id: 'rebates.fifthCheck.detail.rate',
    defaultMessage: 'Rate',
    description: 'Column of the statement detail: patronage rate in percent',
  },
  lineAmount: {
    id: 'rebates.fifthCheck.detail.amount',
    defaultMessage: 'Amount',
    description: 'Column of the statement detail: amount of the line',
  },
  checkTotal: {
    id: 'rebates.fifthCheck.detail.total',
    defaultMessage: 'Check amount',
    description: 'Last row of the statement detail: the amount of the check',
  },
  notApplicable: {
    id: 'rebates.fifthCheck.detail.notApplicable',
    defaultMessage: 'None',
    description:
      'Shown in a cell that has no value (a deduction has no purchases or rate); read aloud instead of a dash',
  },
  downloadPdf: {
    id: 'rebates.fifthCheck.detail.pdf',
    defaultMessage: 'Statement PDF (opens in a new tab)',
    description: 'Link to the statement PDF in the statement detail',
  },
  close: {
    id: 'rebates.fifthCheck.detail.close',
    defaultMessage: 'Close',
    description: 'Button that closes the statement detail',
  },
  linesCaption: {
    id: 'rebates.fifthCheck.detail.caption',
    defaultMessage: 'How the check adds up',
    description: 'Caption of the table of statement lines',
  },
});

export const statementTitle = defineMessage<{ period: string }>(
  {
    id: 'rebates.fifthCheck.detail.title',
    defaultMessage: 'Fifth check {period}',
    description: 'Title of the statement detail, e.g. Fifth check 2026 Q3',
  },
  { typed: true },
);

export const openStatement = defineMessage<{ period: string }>(
  {
    id: 'rebates.fifthCheck.openStatement',
    defaultMessage: 'Details of the fifth check {period}',
    description: 'Accessible name of the button that opens a statement',
  },
  { typed: true },
);

export const paidOnAtRate = defineMessage<{ purchases: string; rate: string }>(
  {
    id: 'rebates.fifthCheck.detail.paidOnAtRate',
    defaultMessage: '{rate} of {purchases} qualifying purchases',
    description:
      'Under a statement line on a phone: the rate and the purchases it is paid on, e.g. 1.25% of $98,420.00 qualifying purchases',
  },
  { typed: true },
);

export const paidOn = defineMessage<{ purchases: string }>(
  {
    id: 'rebates.fifthCheck.detail.paidOn',
    defaultMessage: 'On {purchases} qualifying purchases',
    description: 'Under a statement line on a phone, when it has no rate: the purchases it is paid on',
  },
  { typed: true },
);
