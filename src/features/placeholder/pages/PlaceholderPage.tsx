import { defineMessages, useIntl } from 'react-intl';
import { StatusPage } from '@/components/StatusPage';

const messages = defineMessages({
  beingBuilt: {
    id: 'placeholder.beingBuilt',
    defaultMessage: 'This page is being built. Its content arrives in an upcoming release of the Member Portal.',
    description: 'Shown on pages whose content is not built yet',
  },
});

/** Stands in for a page whose content is not built yet: it says so plainly and shows no invented data. */
export default function PlaceholderPage() {
  const intl = useIntl();
  return <StatusPage message={intl.formatMessage(messages.beingBuilt)} />;
}
