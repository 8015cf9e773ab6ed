import { useState } from 'react';

/**
 * The year the member picked for the current store (null: Latest). Another store starts at Latest again: a year
 * picked for one store is no reason to ask it of the next.
 */
export function useStoreYear(ibcNumber: string): [number | null, (year: number | null) => void] {
  const [picked, setPicked] = useState<{ store: string; year: number } | null>(null);
  const year = picked?.store === ibcNumber ? picked.year : null;
  return [year, (next) => setPicked(next === null ? null : { store: ibcNumber, year: next })];
}
