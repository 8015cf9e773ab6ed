import type { Dashboard } from '@generated/model';
import type { Store } from '@/lib/member';
import { addUp, monthsByStore, seriesKey, type StoreTotals } from './dashboard-model';

/** What the all-stores view reads of one store's query. */
export interface StoreAnswer {
  status: 'pending' | 'success' | 'error';
  data?: Dashboard | undefined;
}

/** The totals so far: the stores that have answered added up, and how many are still awaited or failed. */
export interface CountedTotals {
  totals: StoreTotals;
  counted: Dashboard[];
  total: number;
  waiting: number;
  failed: number;
}

/**
 * The totals fill in as stores answer: every store with an answer counts, even one whose refresh failed
 * (its last answer is still its figures); a store that failed without any answer is reported as failed, not guessed.
 */
export function countAnswers(answers: readonly StoreAnswer[]): CountedTotals {
  const counted = answers.flatMap((answer) => (answer.data ? [answer.data] : []));
  const failed = answers.filter((answer) => !answer.data && answer.status === 'error').length;
  return {
    totals: addUp(counted),
    counted,
    total: answers.length,
    failed,
    waiting: answers.length - counted.length - failed,
  };
}

/** The series key of the stores beyond the leading ones, added up. */
export const OTHERS_KEY = 'others';

/**
 * The chart's rows when there are more stores than series a chart can tell apart: the `max - 1` stores with the most
 * rebates this year each as its own series, the rest added up under OTHERS_KEY. Up to `max` stores, each their own.
 */
export function leadingStoresByMonth(
  dashboards: readonly Dashboard[],
  max: number,
): { leaders: Dashboard[]; others: number; rows: { month: string; values: Record<string, number> }[] } {
  if (dashboards.length <= max) return { leaders: [...dashboards], others: 0, rows: monthsByStore(dashboards) };
  const ranked = [...dashboards].sort((a, b) => b.rebates.yearToDate - a.rebates.yearToDate);
  const leaders = ranked.slice(0, max - 1);
  const rest = ranked.slice(max - 1).map((dashboard) => seriesKey(dashboard.store.ibcNumber));
  const rows = monthsByStore(ranked).map(({ month, values }) => {
    const kept: Record<string, number> = {};
    for (const leader of leaders)
      kept[seriesKey(leader.store.ibcNumber)] = values[seriesKey(leader.store.ibcNumber)] ?? 0;
    kept[OTHERS_KEY] = rest.reduce((sum, key) => sum + (values[key] ?? 0), 0);
    return { month, values: kept };
  });
  return { leaders, others: rest.length, rows };
}

export type StoreState = 'counted' | 'waiting' | 'failed';

/** One row of the stores table: the store as the chain lists it, its figures once it has answered. */
export interface StoreRow {
  ibcNumber: string;
  storeName: string;
  city: string;
  yearToDate: number | null;
  openIncentives: number | null;
  activePrograms: number | null;
  availablePrograms: number | null;
  state: StoreState;
}

export function storeRows(stores: readonly Store[], answers: readonly StoreAnswer[]): StoreRow[] {
  return stores.map((store, index) => {
    const answer = answers[index];
    const data = answer?.data;
    return {
      ibcNumber: store.ibcNumber,
      storeName: store.storeName,
      city: data ? `${data.store.city}, ${data.store.state}` : '',
      yearToDate: data?.rebates.yearToDate ?? null,
      openIncentives: data?.counts.openIncentives ?? null,
      activePrograms: data?.counts.activePrograms ?? null,
      availablePrograms: data?.counts.availablePrograms ?? null,
      state: data ? 'counted' : answer?.status === 'error' ? 'failed' : 'waiting',
    };
  });
}
