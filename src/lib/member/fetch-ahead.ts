import { useEffect, useEffectEvent } from 'react';
import { useQueryClient, type FetchQueryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { hasTokenSource } from '@/lib/http';
import { holdFailureForPage } from '@/lib/query/query-client';
import { getMemberState, likelyStoreNumber, subscribeToMember, useLikelyStoreNumber } from './member-store';

/**
 * What a page asks for first, as its module exports it (`export const firstCalls`): the calls for this member and
 * the store they are most likely about (the generated `get…QueryOptions`); null for a call that cannot be made yet.
 */
export type FirstCalls = (member: { emailClaim: string; storeNumber: string }) => ReadonlyArray<AnyFetchOptions | null>;
// Each call has its own answer type; the query client checks nothing more of them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyFetchOptions = FetchQueryOptions<any, any, any, QueryKey>;

/**
 * Asks for a page's first calls as the router opens the page, before the page has drawn anything: once its code is
 * there and the member is known (at once for a member painted from what the tab kept; once the identity method has
 * confirmed them otherwise). The page's own queries then find their answers on the way instead of asking after
 * their first render, which on a phone is a few hundred milliseconds later. The store is the current one, else the
 * likely one (useFetchAheadForLikelyStore says why a guess is fine). Returns the function that stops waiting.
 */
export function askFirstCalls(client: QueryClient, calls: FirstCalls): () => void {
  const holds: (() => void)[] = [];
  const ask = (): boolean => {
    const member = getMemberState();
    const storeNumber = member.currentStore?.ibcNumber ?? likelyStoreNumber(member);
    // The identity methods set the member first and their token source just after: a call in between would go
    // without a token. No store to ask about yet (a sign-in that names none): the page asks once the chain answers.
    if (!member.emailClaim || !storeNumber || !hasTokenSource()) return false;
    for (const options of calls({ emailClaim: member.emailClaim, storeNumber }))
      if (options) holds.push(askOnce(client, options));
    return true;
  };
  let waiting = !ask();
  const stop = waiting
    ? subscribeToMember(() =>
        // Once the change's own code has run (the token source is set right after the member).
        queueMicrotask(() => {
          if (waiting && ask()) {
            waiting = false;
            stop();
          }
        }),
      )
    : () => undefined;
  return () => {
    waiting = false;
    stop();
    for (const release of holds.splice(0)) release();
  };
}

/**
 * One first call. Its failure, when it comes back before the page's query watches it (an answer the app cannot read
 * comes back at once), is held for the page (holdFailureForPage): the page opens on it as if it had asked, so a
 * failing call is still made once. Returns the function that lets it go (the member has moved on).
 */
function askOnce(client: QueryClient, options: AnyFetchOptions): () => void {
  let letGo: () => void = () => undefined;
  client.fetchQuery(options).catch(() => {
    const cache = client.getQueryCache();
    const query = cache.find({ queryKey: options.queryKey, exact: true });
    if (!query || query.getObserversCount() > 0) return;
    const release = holdFailureForPage(query);
    const stopWatching = cache.subscribe((event) => {
      if (event.type !== 'observerAdded' || event.query !== query) return;
      stopWatching();
      // After the query has decided, as the page's query joins it, whether to ask again.
      queueMicrotask(release);
    });
    letGo = () => {
      stopWatching();
      release();
    };
  });
  return () => letGo();
}

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
