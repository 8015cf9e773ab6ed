import { describe, expect, it } from 'vitest';
import { getGetDashboardResponseMock } from '@generated/api/dashboard/dashboard.msw';
import type { Dashboard } from '@generated/model';
import { addUp, besidePreviousYear, changeRatio, monthStart, monthsByStore } from './dashboard-model';

const store = (ibcNumber: string, byMonth: { month: string; amount: number }[]): Dashboard => {
  const base = getGetDashboardResponseMock();
  return { ...base, store: { ...base.store, ibcNumber }, rebates: { ...base.rebates, byMonth } };
};

describe('dashboard figures', () => {
  it('reads an API month as its first day in UTC', () => {
    expect(new Date(monthStart('2026-03')).toISOString()).toBe('2026-03-01T00:00:00.000Z');
  });

  it('compares with last year only when last year had rebates', () => {
    expect(changeRatio(110, 100)).toBeCloseTo(0.1);
    expect(changeRatio(90, 100)).toBeCloseTo(-0.1);
    expect(changeRatio(50, 0)).toBeNull();
  });

  it('adds the stores up', () => {
    const base = getGetDashboardResponseMock();
    const totals = addUp([base, { ...base, counts: { activePrograms: 1, availablePrograms: 2, openIncentives: 0 } }]);
    expect(totals).toEqual({
      yearToDate: 2 * base.rebates.yearToDate,
      previousYearToDate: 2 * base.rebates.previousYearToDate,
      activePrograms: 5,
      availablePrograms: 5,
      openIncentives: 3,
    });
    expect(addUp([])).toEqual({
      yearToDate: 0,
      previousYearToDate: 0,
      activePrograms: 0,
      availablePrograms: 0,
      openIncentives: 0,
    });
  });

  it('lays the months out in calendar order, a store without a month counting 0 there', () => {
    const rows = monthsByStore([
      store('1', [
        { month: '2026-02', amount: 5 },
        { month: '2026-01', amount: 3 },
      ]),
      store('2', [
        { month: '2026-01', amount: 7 },
        { month: '2026-03', amount: 1 },
      ]),
    ]);
    expect(rows).toEqual([
      { month: '2026-01', values: { store1: 3, store2: 7 } },
      { month: '2026-02', values: { store1: 5, store2: 0 } },
      { month: '2026-03', values: { store1: 0, store2: 1 } },
    ]);
  });
});

describe('a year beside the one before', () => {
  it('puts each month of last year beside the same month of this one, 0 where last year had none', () => {
    const rows = besidePreviousYear(
      [
        { month: '2026-02', amount: 478.15 },
        { month: '2026-01', amount: 512.4 },
        { month: '2026-03', amount: 605.9 },
      ],
      [
        { month: '2025-01', amount: 490.21 },
        { month: '2025-03', amount: 573.87 },
        { month: '2025-12', amount: 392.58 },
      ],
      { current: 'y2026', previous: 'y2025' },
    );
    expect(rows).toEqual([
      { month: '2026-01', values: { y2026: 512.4, y2025: 490.21 } },
      { month: '2026-02', values: { y2026: 478.15, y2025: 0 } },
      { month: '2026-03', values: { y2026: 605.9, y2025: 573.87 } },
    ]);
  });
});
