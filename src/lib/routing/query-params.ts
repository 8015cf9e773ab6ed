import { useCallback } from 'react';
import { useSearchParams, type SetURLSearchParams, type To } from 'react-router-dom';

type QueryOptions = Omit<NonNullable<Parameters<SetURLSearchParams>[1]>, 'preventScrollReset'>;

/**
 * A page's own query (a tab, the dashboard's view, a form opened in the page, a table's state): changing it is no
 * new page, so the window stays where the member is. The root's ScrollRestoration opens every other move
 * at the top; features read and change the query through this hook (lint forbids useSearchParams there), so none
 * can forget.
 */
export function useQueryParams(): [
  URLSearchParams,
  (next: Parameters<SetURLSearchParams>[0], options?: QueryOptions) => void,
] {
  const [params, setParams] = useSearchParams();
  const setQuery = useCallback(
    (next: Parameters<SetURLSearchParams>[0], options: QueryOptions = {}) =>
      void setParams(next, { ...options, preventScrollReset: true }),
    [setParams],
  );
  return [params, setQuery];
}

/** A link's props to another query of the same page (`?claim=…`): spread on a Link, it keeps the scroll too. */
export function inPageLink(search: string): { to: To; preventScrollReset: true } {
  return { to: { search }, preventScrollReset: true };
}
