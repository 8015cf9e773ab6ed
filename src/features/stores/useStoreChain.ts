import { useEffect } from 'react';
import { getGetStoreChainQueryOptions, useGetStoreChain } from '@generated/api/stores/stores';
import { setMemberStores, useMember, type FirstCalls } from '@/lib/member';

/** The frame's first call, asked for as a member page opens (src/app/first-calls.ts): the member's stores. */
export const firstCalls: FirstCalls = ({ emailClaim }) => [getGetStoreChainQueryOptions(emailClaim)];

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
