import { Alert, Box, Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { AsOfNote, OfflineState } from '@/components/query';
import { useAuth } from '@/lib/auth';
import { isApiError, needsSignIn } from '@/lib/http';
import { dismissStoreNotice, useMember } from '@/lib/member';
import { commonMessages } from '@/lib/i18n';
import { noMemberNumber, numberNotFound, storeMessages } from './messages';
import { useStoreChain } from './useStoreChain';

/** What the member should know about their stores: a failed or empty store chain, or a preselection fallback. */
export function StoreNotices() {
  const intl = useIntl();
  const chain = useStoreChain();
  const member = useMember();
  const { method, renewSession } = useAuth();

  // The stores of an earlier answer (the member's last visit) stay while a fresh one fails or waits: said how old.
  const kept = (notice: ReactNode) =>
    chain.data === undefined ? (
      notice
    ) : (
      <>
        {notice}
        <AsOfNote at={chain.dataUpdatedAt} />
      </>
    );

  if (chain.isError) {
    const unknown = isApiError(chain.error) && chain.error.status === 404;
    // Even an unknown e-mail gets Try again: the member may have just been added, and the page cannot be reloaded
    // without losing what the member typed elsewhere in the tab.
    return kept(
      <Alert color="red" variant="light" role="alert" mb="md">
        <Group justify="space-between" gap="sm">
          <span>{intl.formatMessage(unknown ? commonMessages.noUserFound : storeMessages.loadFailed)}</span>
          <Group gap="xs">
            {needsSignIn(chain.error) && renewSession && (
              <Button size="xs" onClick={() => void renewSession()}>
                {intl.formatMessage(commonMessages.signInAgain)}
              </Button>
            )}
            <Button size="xs" variant="white" onClick={() => void chain.refetch()} loading={chain.isRefetching}>
              {intl.formatMessage(commonMessages.tryAgain)}
            </Button>
          </Group>
        </Group>
      </Alert>,
    );
  }
  // Without fresh stores no page can load its data: say why everything waits, and that it will go on by itself
  // (also over the stores of the member's last visit, which stay meanwhile).
  if (chain.fetchStatus === 'paused') {
    return kept(
      <Box mb="md">
        <OfflineState />
      </Box>,
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
    <Alert
      color="blue"
      variant="light"
      role="status"
      mb="md"
      withCloseButton
      closeButtonLabel={intl.formatMessage(commonMessages.dismiss)}
      onClose={() => dismissStoreNotice(`${notice}:${store.ibcNumber}`)}
    >
      {text}
    </Alert>
  );
}
