import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useCurrentStoreNumber, useMember } from './member-store';

/** Who a page's call is about: the store it shows and the member's e-mail. */
export interface QueryMember {
  store: string;
  email: string;
}

/**
 * A page's first call, declared once in its page file: the generated query options (`get…QueryOptions`) of the
 * answer its content needs, for a store and e-mail, and for the address being opened where the answer depends on it
 * (the account page's tab). The page's route loader asks it through the app's query client as the page's code arrives
 * (src/app/lazy-page.tsx); the page reads the same options with usePageQuery.
 */
export type PageQuery = (member: QueryMember, search: URLSearchParams) => { queryKey: QueryKey };

/**
 * What a page's own first query adds to its options. A failure is not asked again by the page mounting on it: the
 * route's loader asked it as the page's code arrived, and a failure that came before the page subscribed would
 * otherwise be asked twice. It is asked again by Try again, by another store, and by the loader on the next visit.
 */
export const FIRST_QUERY = { retryOnMount: false } as const;

/**
 * The page's own first query, from its declaration, for the current store and the member's e-mail: it waits until
 * what it needs is known (the generated hooks would otherwise send empty values); `aboutStore: false` for a call
 * about the member alone, which need not wait for their stores.
 */
export function usePageQuery<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  declared: (member: QueryMember) => UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
  { aboutStore = true }: { aboutStore?: boolean } = {},
) {
  const store = useCurrentStoreNumber();
  const email = useMember((member) => member.emailClaim);
  const known = email !== '' && (!aboutStore || store !== '');
  return useQuery({ ...declared({ store, email }), ...FIRST_QUERY, enabled: known });
}
