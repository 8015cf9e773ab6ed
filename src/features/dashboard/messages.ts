import { defineMessage, defineMessages, type PrimitiveType } from 'react-intl';

export const dashboardMessages = defineMessages({
  keyFigures: {
    id: 'dashboard.page.keyFigures',
    defaultMessage: 'Key figures',
    description: 'Heading of the section with the store’s key figures',
  },
  rebatesYearToDate: {
    id: 'dashboard.page.rebatesYearToDate',
    defaultMessage: 'Rebates year to date',
    description: 'Key figure: rebates earned so far this year',
  },
  openIncentives: {
    id: 'dashboard.page.openIncentives',
    defaultMessage: 'Open incentives',
    description: 'Key figure: incentives the store can still claim',
  },
  openIncentivesHint: {
    id: 'dashboard.page.openIncentivesHint',
    defaultMessage: 'Still to claim',
    description: 'Hint under the open-incentives figure',
  },
  activePrograms: {
    id: 'dashboard.page.activePrograms',
    defaultMessage: 'Active programs',
    description: 'Key figure: vendor programs the store is enrolled in',
  },
  activeProgramsHint: {
    id: 'dashboard.page.activeProgramsHint',
    defaultMessage: 'Enrolled',
    description: 'Hint under the active-programs figure',
  },
  availablePrograms: {
    id: 'dashboard.page.availablePrograms',
    defaultMessage: 'Available programs',
    description: 'Key figure: vendor programs the store may enrol in',
  },
  availableProgramsHint: {
    id: 'dashboard.page.availableProgramsHint',
    defaultMessage: 'Open for enrolment',
    description: 'Hint under the available-programs figure',
  },
  rebatesByMonth: {
    id: 'dashboard.page.rebatesByMonth',
    defaultMessage: 'Rebates by month',
    description: 'Heading of the monthly rebates chart',
  },
  month: {
    id: 'dashboard.page.month',
    defaultMessage: 'Month',
    description: 'Column heading of the chart’s table alternative',
  },
  rebates: {
    id: 'dashboard.page.rebates',
    defaultMessage: 'Rebates',
    description: 'Series name and column heading: rebate amounts',
  },
  latestNewsletter: {
    id: 'dashboard.page.latestNewsletter',
    defaultMessage: 'Latest newsletter',
    description: 'Heading of the latest-newsletter section',
  },
  allNewsletters: {
    id: 'dashboard.page.allNewsletters',
    defaultMessage: 'All newsletters',
    description: 'Link from the dashboard to the newsletter page',
  },
  announcements: {
    id: 'dashboard.page.announcements',
    defaultMessage: 'Announcements',
    description: 'Heading of the cooperative’s announcements',
  },
  noAnnouncements: {
    id: 'dashboard.page.noAnnouncements',
    defaultMessage: 'No announcements right now.',
    description: 'The cooperative has no current announcements',
  },
  contactManager: {
    id: 'dashboard.page.contactManager',
    defaultMessage: 'Contact your regional manager',
    description: 'Link to the regional-manager tab of the account page',
  },
  viewLabel: {
    id: 'dashboard.page.viewLabel',
    defaultMessage: 'Dashboard view',
    description: 'Accessible name of the this-store / all-stores switch',
  },
  thisStore: {
    id: 'dashboard.page.thisStore',
    defaultMessage: 'This store',
    description: 'Switch option: the current store’s dashboard',
  },
  allStores: {
    id: 'dashboard.page.allStores',
    defaultMessage: 'All my stores',
    description: 'Switch option: every store of the member, added up',
  },
  allStoresTotals: {
    id: 'dashboard.page.allStoresTotals',
    defaultMessage: 'All my stores together',
    description: 'Heading of the added-up figures of every store',
  },
  storesSideBySide: {
    id: 'dashboard.page.storesSideBySide',
    defaultMessage: 'Store by store',
    description: 'Heading of the per-store comparison',
  },
  rebatesByMonthAllStores: {
    id: 'dashboard.page.rebatesByMonthAllStores',
    defaultMessage: 'Rebates by month, all stores',
    description: 'Heading of the stacked monthly chart of every store',
  },
  openStore: {
    id: 'dashboard.page.openStore',
    defaultMessage: 'Open this store',
    description: 'Button on a store card: make it the current store and show its dashboard',
  },
});

// PrimitiveType: the values may also be React nodes (isolated() puts each in a <bdi>).
export const storeSummary = defineMessage<{
  city: PrimitiveType;
  state: PrimitiveType;
  since: PrimitiveType;
  asOf: PrimitiveType;
}>(
  {
    id: 'dashboard.page.storeSummary',
    defaultMessage: '{city}, {state} · member since {since} · figures as of {asOf}',
    description: 'Line under the store name: where it is, since when it is a member, and the date of the figures',
  },
  { typed: true },
);

export const changeOnLastYear = defineMessage<{ change: PrimitiveType; previous: PrimitiveType }>(
  {
    id: 'dashboard.page.changeOnLastYear',
    defaultMessage: '{change} on last year ({previous})',
    description:
      'Hint under rebates year to date: the change in percent against the same period last year, and last year’s amount',
  },
  { typed: true },
);

export const openStoreNamed = defineMessage<{ store: string }>(
  {
    id: 'dashboard.page.openThisStoreNamed',
    defaultMessage: 'Open this store: {store}',
    description: 'Accessible name of the Open this store button (starts with its visible text)',
  },
  { typed: true },
);

export const readIssue = defineMessage<{ title: string }>(
  {
    id: 'dashboard.page.readIssue',
    defaultMessage: 'Read “{title}” (PDF, opens in a new tab)',
    description: 'Accessible name of the link to the latest newsletter’s PDF',
  },
  { typed: true },
);

export const readLabel = defineMessage({
  id: 'dashboard.page.read',
  defaultMessage: 'Read',
  description: 'Visible text of the link that opens the latest newsletter PDF',
});

// The rebate chart's comparison with the year before; year is written the member's way ('2025').
export const showPreviousYear = defineMessage<{ year: string }>(
  {
    id: 'dashboard.compare.showPreviousYear',
    defaultMessage: 'Show {year} beside it',
    description: 'Toggle button above the monthly rebates chart: draws the previous year’s months beside this year’s',
  },
  { typed: true },
);

export const previousYearFailed = defineMessage<{ year: string }>(
  {
    id: 'dashboard.compare.failed',
    defaultMessage: 'The rebates of {year} could not be loaded.',
    description: 'The previous year’s monthly rebates failed to load; a Try again button follows',
  },
  { typed: true },
);

export const noPreviousYear = defineMessage<{ year: string }>(
  {
    id: 'dashboard.compare.none',
    defaultMessage: 'No rebates by month for {year}.',
    description: 'The store has no monthly rebate figures for the previous year',
  },
  { typed: true },
);

/** 'All my stores' of a chain: totals that fill in, the stores table, the chart's other stores. */
export const chainMessages = defineMessages({
  store: {
    id: 'dashboard.chain.store',
    defaultMessage: 'Store',
    description: 'Column of the stores table: the store’s name and number',
  },
  state: {
    id: 'dashboard.chain.state',
    defaultMessage: 'Status',
    description: 'Column and filter of the stores table: whether the store’s figures have come',
  },
  action: {
    id: 'dashboard.chain.action',
    defaultMessage: 'Action',
    description: 'Column of the stores table with a store’s button (open it, or try again)',
  },
  allStates: {
    id: 'dashboard.chain.allStates',
    defaultMessage: 'Every status',
    description: 'First choice of the status filter: every store',
  },
  counted_state: {
    id: 'dashboard.chain.stateCounted',
    defaultMessage: 'Counted',
    description: 'Status of a store whose figures are in the totals',
  },
  waiting_state: {
    id: 'dashboard.chain.stateWaiting',
    defaultMessage: 'Waiting',
    description: 'Status of a store whose figures have not come yet',
  },
  failed_state: {
    id: 'dashboard.chain.stateFailed',
    defaultMessage: 'Did not answer',
    description: 'Status of a store whose figures could not be fetched',
  },
});

export const retryStoreNamed = defineMessage<{ store: string }>(
  {
    id: 'dashboard.chain.retryStoreNamed',
    defaultMessage: 'Try again: {store}',
    description: 'Accessible name of a failed store’s Try again button in the stores table',
  },
  { typed: true },
);

export const countedStores = defineMessage<{ counted: number; total: number }>(
  {
    id: 'dashboard.chain.counted',
    defaultMessage: 'Counted {counted, number} of {total, number} stores',
    description: 'Under the added-up figures while stores still answer: how many stores the totals include so far',
  },
  { typed: true },
);

export const storesNotAnswered = defineMessage<{ failed: number }>(
  {
    id: 'dashboard.chain.notAnswered',
    defaultMessage:
      '{failed, plural, one {One store did not answer: its figures are not in the totals.} other {# stores did not answer: their figures are not in the totals.}}',
    description: 'Above the added-up figures when some stores failed to answer; a Try again button follows',
  },
  { typed: true },
);

export const otherStores = defineMessage<{ count: number }>(
  {
    id: 'dashboard.chain.otherStores',
    defaultMessage: '{count, plural, one {# other store} other {# other stores}}',
    description: 'Chart series that adds up the stores beyond the leading ones',
  },
  { typed: true },
);
