import { defineMessage, defineMessages } from 'react-intl';

export const newsletterMessages = defineMessages({
  issues: {
    id: 'newsletter.page.issues',
    defaultMessage: 'Newsletter issues',
    description: 'Heading and accessible name of the list of newsletter issues',
  },
  issue: {
    id: 'newsletter.page.issue',
    defaultMessage: 'Issue',
    description: 'Column heading: the issue’s title and summary',
  },
  issueDate: {
    id: 'newsletter.page.issueDate',
    defaultMessage: 'Issue date',
    description: 'Column heading: publication date of the issue',
  },
  actions: {
    id: 'newsletter.page.actions',
    defaultMessage: 'PDF',
    description: 'Column heading of the open and download links',
  },
  open: {
    id: 'newsletter.page.open',
    defaultMessage: 'Open',
    description: 'Link that opens an issue’s PDF in a new tab',
  },
  download: {
    id: 'newsletter.page.download',
    defaultMessage: 'Download',
    description: 'Link that downloads an issue’s PDF',
  },
});

export const openIssue = defineMessage<{ title: string }>(
  {
    id: 'newsletter.page.openIssue',
    defaultMessage: 'Open “{title}” (PDF, opens in a new tab)',
    description: 'Accessible name of the link that opens an issue',
  },
  { typed: true },
);

export const downloadIssue = defineMessage<{ title: string }>(
  {
    id: 'newsletter.page.downloadIssue',
    defaultMessage: 'Download “{title}” (PDF)',
    description: 'Accessible name of the link that downloads an issue',
  },
  { typed: true },
);
