import { defineMessage, defineMessages } from 'react-intl';

/** Texts both program pages show (the columns a program has on either list). */
export const programMessages = defineMessages({
  program: {
    id: 'programs.column.program',
    defaultMessage: 'Program',
    description: 'Column: the program’s name, vendor and description',
  },
  category: {
    id: 'programs.column.category',
    defaultMessage: 'Category',
    description: 'Column: product or service category of a program',
  },
  benefit: {
    id: 'programs.column.benefit',
    defaultMessage: 'What the store gets',
    description: 'Column: the benefit of a program, in one line',
  },
  distributor: {
    id: 'programs.column.distributor',
    defaultMessage: 'Distributor',
    description: 'Column: distributor the program runs through, with the store’s account number',
  },
  allCategories: {
    id: 'programs.filter.allCategories',
    defaultMessage: 'All categories',
    description: 'Category choice that shows programs of every category',
  },
  categoryFilter: {
    id: 'programs.filter.category',
    defaultMessage: 'Category',
    description: 'Label of the choice of category that filters the programs',
  },
  accountColumn: {
    id: 'programs.csv.accountNumber',
    defaultMessage: 'Account number',
    description: 'CSV column header: the store’s account number with the distributor',
  },
  noAccount: {
    id: 'programs.noAccount',
    defaultMessage: 'No account yet',
    description: 'The store has no account with the program’s distributor yet',
  },
});

export const accountNumber = defineMessage<{ account: string }>(
  {
    id: 'programs.accountNumber',
    defaultMessage: 'Account {account}',
    description: 'The store’s account number with a distributor, e.g. Account SBC-20931',
  },
  { typed: true },
);

export const activeMessages = defineMessages({
  sectionTitle: {
    id: 'programs.active.sectionTitle',
    defaultMessage: 'Programs this store is enrolled in',
    description: 'Heading of the list on the Active Programs page',
  },
  intro: {
    id: 'programs.active.intro',
    defaultMessage: 'The vendor programs this store takes part in, and the distributor account each one runs through.',
    description: 'Short explanation above the active programs',
  },
  enrolledOn: {
    id: 'programs.active.column.enrolledOn',
    defaultMessage: 'Enrolled on',
    description: 'Column: date the enrolment in a program took effect',
  },
});

export const availableMessages = defineMessages({
  sectionTitle: {
    id: 'programs.available.sectionTitle',
    defaultMessage: 'Programs offered to this store',
    description: 'Heading of the list on the Available Programs page',
  },
  intro: {
    id: 'programs.available.intro',
    defaultMessage: 'Every vendor program offered to this store, and whether the store already has it.',
    description: 'Short explanation above the available programs',
  },
  status: {
    id: 'programs.available.column.status',
    defaultMessage: 'This store',
    description: 'Column: whether the store already has the program',
  },
  enrolled: {
    id: 'programs.available.enrolled',
    defaultMessage: 'Enrolled',
    description: 'Badge: the store already has this program',
  },
  notEnrolled: {
    id: 'programs.available.notEnrolled',
    defaultMessage: 'Not enrolled',
    description: 'Badge: the store does not have this program yet',
  },
  advertising: {
    id: 'programs.available.advertising',
    defaultMessage: 'Co-op advertising',
    description: 'Badge: the program offers optional co-op advertising',
  },
  show: {
    id: 'programs.available.filter.show',
    defaultMessage: 'Show',
    description: 'Label of the choice between all programs, those the store has and those it has not',
  },
  showAll: {
    id: 'programs.available.filter.all',
    defaultMessage: 'All programs',
    description: 'Show every offered program',
  },
  showOpen: {
    id: 'programs.available.filter.open',
    defaultMessage: 'Not enrolled yet',
    description: 'Show only the programs the store does not have',
  },
  showEnrolled: {
    id: 'programs.available.filter.enrolled',
    defaultMessage: 'Enrolled',
    description: 'Show only the programs the store already has',
  },
});

export const availableCounts = defineMessage<{ open: number; enrolled: number }>(
  {
    id: 'programs.available.counts',
    defaultMessage:
      '{open, plural, =0 {No program to join} one {# program to join} other {# programs to join}} · {enrolled, plural, =0 {none enrolled} one {# enrolled} other {# enrolled}}',
    description: 'Above the available programs: how many the store can still join and how many it already has',
  },
  { typed: true },
);
