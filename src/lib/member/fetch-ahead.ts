import { useEffect, useEffectEvent } from 'react';
import { useQueryClient, type FetchQueryOptions, type QueryKey } from '@tanstack/react-query';
import { useLikelyStoreNumber } from './member-store';

/**
 * A page's first call about the current store, asked for alongside the member's stores rather than after them.
 *
 * A page's call needs the store number, which the store chain confirms; waiting for it puts one round trip (and a
 * render) before every first visit's content. While the chain loads, this fetches the call for the store it will
 * most likely confirm (useLikelyStoreNumber: the member's last choice in this browser, else the sign-in's number),
 * into the very query the page reads once that store is confirmed: one call, not two. Nothing is shown under a store
 * before the chain confirms it. A guess the chain does not confirm costs one call; so does a call refused before the
 * store was confirmed (a 404, say): the page asks once more, as it does whenever it opens on a failed answer. A call
 * still trying when the page takes it over goes on with the usual retries, counted once.
 *
 * `options` gives the call's query options for a store number (the generated `get…QueryOptions`), or null while
 * something else the call needs is not known yet.
 */
export function useFetchAheadForLikelyStore<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  options: (ibcNumber: string) => FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey> | null,
): void {
  const likely = useLikelyStoreNumber();
  const queryClient = useQueryClient();
  const ahead = likely ? options(likely) : null;
  // Asked once per call (its query key), not once per render: a failed guess is not asked again while the page waits.
  const call = ahead ? JSON.stringify(ahead.queryKey) : '';
  const fetchAhead = useEffectEvent(() => {
    if (ahead) void queryClient.prefetchQuery(ahead);
  });
  useEffect(() => {
    if (call) fetchAhead();
  }, [call]);
}
