import { useEffect } from 'react';
import { useGetStoreChain } from '@generated/api/stores/stores';
import { setMemberStores, useMember } from '@/lib/member';

/**
 * The store chain loads for the member's e-mail after sign-in, then the current store is preselected.
 * The answer is read as data[0].stores and data[0].notifications (the API's shape).
 */
export function useStoreChain() {
  const emailClaim = useMember((member) => member.emailClaim);
  const query = useGetStoreChain(emailClaim, { query: { enabled: Boolean(emailClaim) } });
  const entry = query.data?.data[0];

  useEffect(() => {
    if (entry) setMemberStores(entry.stores, entry.notifications);
  }, [entry]);

  return query;
}
