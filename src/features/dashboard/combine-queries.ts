import type { UseQueryResult } from '@tanstack/react-query';

/** What QuerySection reads of a query. */
export type SectionQuery<T> = Pick<
  UseQueryResult<T, unknown>,
  'status' | 'fetchStatus' | 'data' | 'error' | 'refetch' | 'isRefetching'
>;

/**
 * Several queries as one section: loading until all have answered, failed when any failed (Try again repeats only
 * the failed ones), otherwise the answers in order.
 */
export function combineQueries<T>(results: readonly UseQueryResult<T, unknown>[]): SectionQuery<T[]> {
  const failed = results.filter((result) => result.status === 'error');
  const status =
    failed.length > 0 ? 'error' : results.every((result) => result.status === 'success') ? 'success' : 'pending';
  const fetchStatus = results.some((result) => result.fetchStatus === 'fetching')
    ? 'fetching'
    : results.some((result) => result.fetchStatus === 'paused')
      ? 'paused'
      : 'idle';
  const refetch = () => Promise.all(failed.map((result) => result.refetch()));
  const combined: SectionQuery<T[]> = {
    status,
    fetchStatus,
    error: failed[0]?.error ?? null,
    data: status === 'success' ? results.map((result) => result.data as T) : undefined,
    // QuerySection only starts it (`void query.refetch()`); the combined result has no single observer to return.
    refetch: refetch as unknown as SectionQuery<T[]>['refetch'],
    isRefetching: results.some((result) => result.isRefetching),
  };
  return combined;
}
