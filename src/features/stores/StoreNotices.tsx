import { Alert, Button, Group } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useAuth } from '@/lib/auth';
import { isApiError } from '@/lib/http';
import { dismissStoreNotice, useMember } from '@/lib/member';
import { commonMessages } from '@/lib/i18n';
import { noMemberNumber, numberNotFound, storeMessages } from './messages';
import { useStoreChain } from './useStoreChain';

/** What the member should know about their stores: a failed or empty store chain, or a preselection fallback. */
export function StoreNotices() {
  const intl = useIntl();
  const chain = useStoreChain();
  const member = useMember();
  const { method } = useAuth();

  if (chain.isError) {
    const unknown = isApiError(chain.error) && chain.error.status === 404;
    return (
      <Alert color="red" variant="light" role="alert" mb="md">
        <Group justify="space-between" gap="sm">
          <span>{intl.formatMessage(unknown ? commonMessages.noUserFound : storeMessages.loadFailed)}</span>
          {!unknown && (
            <Button size="xs" variant="white" onClick={() => void chain.refetch()}>
              {intl.formatMessage(commonMessages.tryAgain)}
            </Button>
          )}
        </Group>
      </Alert>
    );
  }
  if (chain.isSuccess && member.availableStores.length === 0) {
    return (
      <Alert color="yellow" variant="light" role="status" mb="md">
        {intl.formatMessage(storeMessages.noStores)}
      </Alert>
    );
  }
  const notice = member.preselectionNotice;
  const store = member.currentStore;
  if (!notice || !store || member.dismissedNotice === `${notice}:${store.ibcNumber}`) return null;
  // The template flow has no member-number claim, so falling back to the first store is expected there.
  if (notice === 'noMemberNumber' && method === 'template') return null;
  const text =
    notice === 'numberNotFound'
      ? intl.formatMessage(numberNotFound, { number: member.claimedIbcNumber, store: store.storeName })
      : intl.formatMessage(noMemberNumber, { store: store.storeName });
  return (
    <Alert color="blue" variant="light" role="status" mb="md" withCloseButton closeButtonLabel={intl.formatMessage(commonMessages.dismiss)} onClose={() => dismissStoreNotice(`${notice}:${store.ibcNumber}`)}>
      {text}
    </Alert>
  );
}
