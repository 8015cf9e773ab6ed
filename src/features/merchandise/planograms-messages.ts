import { defineMessage, defineMessages } from 'react-intl';

export const planogramMessages = defineMessages({
  sectionTitle: {
    id: 'merchandise.planograms.sectionTitle',
    defaultMessage: 'Shelf layouts for this store',
    description: 'Heading of the list on the Planograms page',
  },
  intro: {
    id: 'merchandise.planograms.intro',
    defaultMessage:
      'The current planograms for this store’s fixtures. Set each fixture up as its planogram shows from the date it takes effect.',
    description: 'Short explanation above the planograms',
  },
  title: {
    id: 'merchandise.planograms.column.title',
    defaultMessage: 'Planogram',
    description: 'Column: title of the planogram',
  },
  category: {
    id: 'merchandise.planograms.column.category',
    defaultMessage: 'Category',
    description: 'Column: product category the planogram lays out',
  },
  fixture: {
    id: 'merchandise.planograms.column.fixture',
    defaultMessage: 'Fixture',
    description: 'Column: the fixture it is drawn for, e.g. 6-door cooler',
  },
  effectiveDate: {
    id: 'merchandise.planograms.column.effectiveDate',
    defaultMessage: 'Effective from',
    description: 'Column: date from which the layout applies',
  },
  document: {
    id: 'merchandise.planograms.column.document',
    defaultMessage: 'Document',
    description: 'Column with the link to the planogram PDF',
  },
  open: {
    id: 'merchandise.planograms.open',
    defaultMessage: 'Open',
    description: 'Visible text of the link that opens a planogram (a PDF, in a new tab)',
  },
  categoryFilter: {
    id: 'merchandise.planograms.filter.category',
    defaultMessage: 'Category',
    description: 'Label of the choice of category that filters the planograms',
  },
  allCategories: {
    id: 'merchandise.planograms.filter.allCategories',
    defaultMessage: 'All categories',
    description: 'Category choice that shows every planogram',
  },
});

export const openPlanogram = defineMessage<{ title: string }>(
  {
    id: 'merchandise.planograms.openPlanogramLink',
    defaultMessage: 'Open the planogram {title} (PDF, opens in a new tab)',
    description: 'Accessible name of the link to a planogram PDF; begins with the link’s visible text (Open)',
  },
  { typed: true },
);
