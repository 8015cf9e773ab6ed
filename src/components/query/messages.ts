import { defineMessages } from 'react-intl';

export const queryMessages = defineMessages({
  noRecordFound: { id: 'common.noRecordFound', defaultMessage: 'No Record Found', description: 'Spec §8: a list or a section with nothing to show' },
  loading: { id: 'common.loadingSection', defaultMessage: 'Loading…', description: 'Screen-reader text while a section of a page loads' },
  waitingForNetwork: { id: 'common.waitingForNetwork', defaultMessage: 'You are offline. This will load as soon as you are back online.', description: 'A section waits for the network to come back' },
});
