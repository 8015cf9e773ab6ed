import { describe, expect, it } from 'vitest';
import { getGetDashboardResponseMock } from '@generated/api/dashboard/dashboard.msw';
import type { Dashboard } from '@generated/model';
import { countAnswers, leadingStoresByMonth, OTHERS_KEY, storeRows, type StoreAnswer } from './chain-model';

const store = (ibcNumber: string, yearToDate: number, months: number[] = [yearToDate]): Dashboard => {
  const base = getGetDashboardResponseMock();
  return {
    ...base,
    store: { ...base.store, ibcNumber, storeName: `Store ${ibcNumber}`, city: 'Peoria', state: 'IL' },
    rebates: {
      ...base.rebates,
      yearToDate,
      previousYearToDate: yearToDate / 2,
      byMonth: months.map((amount, index) => ({ month: `2026-0${index + 1}`, amount })),
    },
    counts: { activePrograms: 1, availablePrograms: 2, openIncentives: 3 },
  };
};

describe('totals that fill in as stores answer', () => {
  it('adds up the stores that have answered and says how many are awaited and failed', () => {
    const answers: StoreAnswer[] = [
      { status: 'success', data: store('1', 100) },
      { status: 'pending' },
      { status: 'error' },
      { status: 'success', data: store('4', 50) },
      { status: 'pending' },
    ];
    const counted = countAnswers(answers);
    expect(counted.total).toBe(5);
    expect(counted.counted.map((dashboard) => dashboard.store.ibcNumber)).toEqual(['1', '4']);
    expect(counted.waiting).toBe(2);
    expect(counted.failed).toBe(1);
    expect(counted.totals).toEqual({
      yearToDate: 150,
      previousYearToDate: 75,
      activePrograms: 2,
      availablePrograms: 4,
      openIncentives: 6,
    });
  });

  it('counts a store whose refresh failed with the answer it had, and nothing before the first answer', () => {
    expect(countAnswers([{ status: 'error', data: store('1', 10) }])).toMatchObject({ failed: 0, waiting: 0 });
    expect(countAnswers([{ status: 'pending' }, { status: 'pending' }])).toMatchObject({
      counted: [],
      waiting: 2,
      failed: 0,
      totals: { yearToDate: 0 },
    });
  });
});

describe('the chart of many stores', () => {
  it('keeps every store its own series up to the limit', () => {
    const { leaders, others, rows } = leadingStoresByMonth([store('1', 10), store('2', 20)], 8);
    expect(leaders.map((dashboard) => dashboard.store.ibcNumber)).toEqual(['1', '2']);
    expect(others).toBe(0);
    expect(rows[0]?.values).toEqual({ store1: 10, store2: 20 });
  });

  it('beyond it, shows the leading stores by rebates and adds the rest up as others, month by month', () => {
    const dashboards = Array.from({ length: 12 }, (_, index) =>
      store(String(index + 1), (index + 1) * 10, [index + 1, 1]),
    );
    const { leaders, others, rows } = leadingStoresByMonth(dashboards, 4);
    expect(leaders.map((dashboard) => dashboard.store.ibcNumber)).toEqual(['12', '11', '10']);
    expect(others).toBe(9);
    expect(rows).toEqual([
      { month: '2026-01', values: { store12: 12, store11: 11, store10: 10, [OTHERS_KEY]: 45 } },
      { month: '2026-02', values: { store12: 1, store11: 1, store10: 1, [OTHERS_KEY]: 9 } },
    ]);
  });
});

describe('the stores table', () => {
  it('lists every store of the chain in its order, with figures once it has answered', () => {
    const rows = storeRows(
      [
        { ibcNumber: '1', storeName: 'One' },
        { ibcNumber: '2', storeName: 'Two' },
        { ibcNumber: '3', storeName: 'Three' },
      ],
      [{ status: 'success', data: store('1', 100) }, { status: 'error' }, { status: 'pending' }],
    );
    expect(rows).toEqual([
      {
        ibcNumber: '1',
        storeName: 'One',
        city: 'Peoria, IL',
        yearToDate: 100,
        openIncentives: 3,
        activePrograms: 1,
        availablePrograms: 2,
        state: 'counted',
      },
      expect.objectContaining({ ibcNumber: '2', yearToDate: null, state: 'failed' }),
      expect.objectContaining({ ibcNumber: '3', city: '', state: 'waiting' }),
    ]);
  });
});
