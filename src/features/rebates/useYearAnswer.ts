import { useState } from 'react';

/**
 * A rebate list's two calls: the latest (the specification's own call, always asked: it also tells which years to
 * offer) and, once the member picks a year, that year's, asked with the contract's `year` extension. The year is
 * kept per store: another store starts at Latest again.
 */
export function useYearAnswer<Params extends object, Result>(
  useList: (params: Params & { year?: number }, options: { query: { enabled: boolean } }) => Result,
  params: Params & { ibcNumber: string },
  enabled: boolean,
): { year: number | null; setYear: (year: number | null) => void; latest: Result; shown: Result } {
  const [picked, setPicked] = useState<{ store: string; year: number } | null>(null);
  const year = picked?.store === params.ibcNumber ? picked.year : null;
  const latest = useList(params, { query: { enabled } });
  const ofYear = useList(year === null ? params : { ...params, year }, {
    query: { enabled: enabled && year !== null },
  });
  const setYear = (next: number | null) => setPicked(next === null ? null : { store: params.ibcNumber, year: next });
  return { year, setYear, latest, shown: year === null ? latest : ofYear };
}
