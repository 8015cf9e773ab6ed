import { Skeleton } from '@mantine/core';
import { useMember } from '@/lib/member';
import { StoreSelect } from './StoreSelect';
import { storeSelectorWidth } from './store-selector-width';
import { useStoreChain } from './useStoreChain';

/** The header's store selector (StoreSelect): sets both currentStore and ibcNumber. */
export function StoreSelector() {
  const chain = useStoreChain();
  const stores = useMember((member) => member.availableStores);
  const emailClaim = useMember((member) => member.emailClaim);
  if (stores.length === 0) {
    // While the stores load, their place is held, so the header's other controls do not move when the selector comes.
    const coming = Boolean(emailClaim) && !chain.isError && !chain.isSuccess;
    return coming ? (
      <Skeleton w={storeSelectorWidth} h="var(--input-height-sm)" aria-hidden data-testid="store-selector-pending" />
    ) : null;
  }
  return <StoreSelect stores={stores} />;
}
