import { Select, Skeleton, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { config } from '@/lib/config';
import { selectStore, useCurrentStoreNumber, useMember } from '@/lib/member';
import { storeMessages } from './messages';
import { useStoreChain } from './useStoreChain';

/** The header's store selector (spec §2, §4): sets both currentStore and ibcNumber. */
export function StoreSelector() {
  const intl = useIntl();
  const chain = useStoreChain();
  const stores = useMember((member) => member.availableStores);
  const emailClaim = useMember((member) => member.emailClaim);
  const ibcNumber = useCurrentStoreNumber() || null;
  // Spec §9: 200 px; narrower on phones so the header's other controls stay on screen.
  const width = { base: 128, sm: config.app.ui.storeSelectorWidthPx };
  if (stores.length === 0) {
    // While the stores load, their place is held, so the header's other controls do not move when the selector comes.
    const coming = Boolean(emailClaim) && !chain.isError && !chain.isSuccess;
    return coming ? <Skeleton w={width} h="var(--input-height-sm)" aria-hidden data-testid="store-selector-pending" /> : null;
  }
  return (
    <Select
      aria-label={intl.formatMessage(storeMessages.storeLabel)}
      placeholder={intl.formatMessage(storeMessages.storeLabel)}
      data={stores.map((store) => ({ value: store.ibcNumber, label: store.storeName }))}
      renderOption={({ option }) => (
        <span>
          {option.label} <Text span size="xs" c="dimmed">{option.value}</Text>
        </span>
      )}
      value={ibcNumber}
      onChange={(value) => value && selectStore(value)}
      allowDeselect={false}
      // A store's name reads from its own start in either language (an English name showed its end in Arabic).
      dir="auto"
      w={width}
      size="sm"
      comboboxProps={{ width: 280, position: 'bottom-end' }}
    />
  );
}
