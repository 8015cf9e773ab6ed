import { defineMessage, defineMessages } from 'react-intl';

export const queryMessages = defineMessages({
  noRecordFound: {
    id: 'common.noRecordFound',
    defaultMessage: 'No Record Found',
    description: 'A list or a section with nothing to show',
  },
  loading: {
    id: 'common.loadingSection',
    defaultMessage: 'Loading…',
    description: 'Screen-reader text while a section of a page loads',
  },
  waitingForNetwork: {
    id: 'common.waitingForNetwork',
    defaultMessage: 'You are offline. This will load as soon as you are back online.',
    description: 'A section waits for the network to come back',
  },
});

export const lastSeenAsOf = defineMessage<{ time: string }>(
  {
    id: 'common.lastSeenAsOf',
    defaultMessage: 'As of {time}',
    description:
      'Above a section showing the answer of the member’s last visit while the fresh one loads; time is a date and time',
  },
  { typed: true },
);
