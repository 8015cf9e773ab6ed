import type { Dashboard } from '@generated/model';

export interface MonthAmount {
  month: string;
  amount: number;
}

/** The first day of an API month ('2026-03'), as a UTC timestamp so it stays that month in every time zone. */
export function monthStart(month: string): number {
  const [year, index] = month.split('-').map(Number);
  return Date.UTC(year ?? 1970, (index ?? 1) - 1, 1);
}

/** Change against last year as a ratio (0.045 = 4.5 % more); null when last year had nothing to compare with. */
export function changeRatio(current: number, previous: number): number | null {
  if (!Number.isFinite(previous) || previous <= 0) return null;
  return (current - previous) / previous;
}

export interface StoreTotals {
  yearToDate: number;
  previousYearToDate: number;
  activePrograms: number;
  availablePrograms: number;
  openIncentives: number;
}

/** The stores' figures added up ('All my stores'). */
export function addUp(dashboards: readonly Dashboard[]): StoreTotals {
  return dashboards.reduce<StoreTotals>(
    (sum, dashboard) => ({
      yearToDate: sum.yearToDate + dashboard.rebates.yearToDate,
      previousYearToDate: sum.previousYearToDate + dashboard.rebates.previousYearToDate,
      activePrograms: sum.activePrograms + dashboard.counts.activePrograms,
      availablePrograms: sum.availablePrograms + dashboard.counts.availablePrograms,
      openIncentives: sum.openIncentives + dashboard.counts.openIncentives,
    }),
    { yearToDate: 0, previousYearToDate: 0, activePrograms: 0, availablePrograms: 0, openIncentives: 0 },
  );
}

/** A chart series key for a store: recharts reads dots in a key as a path, so never the store's name. */
export const seriesKey = (ibcNumber: string) => `store${ibcNumber}`;

/**
 * One row per month with each store's amount under its series key, months in calendar order. A store without a
 * figure for a month counts 0 there, so the stacks still add up to the total.
 */
export function monthsByStore(dashboards: readonly Dashboard[]): { month: string; values: Record<string, number> }[] {
  const months = new Map<string, Record<string, number>>();
  for (const dashboard of dashboards) {
    for (const { month } of dashboard.rebates.byMonth) if (!months.has(month)) months.set(month, {});
  }
  for (const dashboard of dashboards) {
    const key = seriesKey(dashboard.store.ibcNumber);
    for (const values of months.values()) values[key] = 0;
    for (const { month, amount } of dashboard.rebates.byMonth) {
      const values = months.get(month);
      if (values) values[key] = (values[key] ?? 0) + amount;
    }
  }
  return [...months.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([month, values]) => ({ month, values }));
}

/**
 * The parameters of a store's dashboard call, one definition for every place that asks (the page, the all-stores
 * view, the fetch ahead of the store chain): the same query key, so a fetch ahead is the call the page then reads.
 */
export const dashboardParams = (ibcNumber: string) => ({ ibcNumber, requestSource: 'Web' }) as const;

/**
 * The chart's rows for a year beside the one before: each month of this year with this year's amount under
 * `current` and the same month a year earlier under `previous` (0 where that year has no figure).
 */
export function besidePreviousYear(
  current: readonly MonthAmount[],
  previous: readonly MonthAmount[],
  keys: { current: string; previous: string },
): { month: string; values: Record<string, number> }[] {
  const before = new Map(previous.map(({ month, amount }) => [month.slice(5), amount]));
  return [...current]
    .sort((a, b) => a.month.localeCompare(b.month))
    .map(({ month, amount }) => ({
      month,
      values: { [keys.current]: amount, [keys.previous]: before.get(month.slice(5)) ?? 0 },
    }));
}
