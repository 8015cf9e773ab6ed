import { QueryClient } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getGetDashboardQueryKey } from '@generated/api/dashboard/dashboard';
import { getGetDashboardResponseMock } from '@generated/api/dashboard/dashboard.msw';
import { getGetStoreChainQueryKey } from '@generated/api/stores/stores';
import { getGetStoreChainResponseMock } from '@generated/api/stores/stores.msw';
import {
  forgetLastSeen,
  keepLastSeen,
  loadLastSeenSchemas,
  MAX_KEPT_PER_KIND,
  restoreLastSeen,
  useLastSeenAt,
} from './last-seen';

const STORAGE_KEY = 'memberPortal.lastSeen';
const chainKey = getGetStoreChainQueryKey('member@example.com');
const dashboardKey = getGetDashboardQueryKey({ ibcNumber: '10482', requestSource: 'Web' });
const client = () => new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: false } } });

/** A visit that got its answers (and one query that is not kept), then the tab's next page. */
function visitedAs(owner: string) {
  const first = client();
  const stop = keepLastSeen(first, owner);
  first.setQueryData(chainKey, getGetStoreChainResponseMock());
  first.setQueryData(dashboardKey, getGetDashboardResponseMock());
  first.setQueryData(['/myregionalmanager/10482'], { name: 'Priya Raman' });
  stop();
  return first.getQueryState(dashboardKey)?.dataUpdatedAt ?? 0;
}

// The schemas load once a tab has kept answers, before the restore that needs them (as the auth providers wait).
beforeAll(async () => {
  visitedAs('account-0');
  await loadLastSeenSchemas();
  forgetLastSeen();
  sessionStorage.clear();
});

afterEach(() => {
  forgetLastSeen();
  sessionStorage.clear();
});

describe('last-seen answers', () => {
  it('come back for the same member in the same tab, marked with their time and invalid so they are asked for again', () => {
    const answeredAt = visitedAs('account-1');
    const next = client();
    restoreLastSeen(next, 'account-1');
    expect(next.getQueryData(dashboardKey)).toEqual(getGetDashboardResponseMock());
    expect(next.getQueryData(chainKey)).toEqual(getGetStoreChainResponseMock());
    expect(next.getQueryState(dashboardKey)?.isInvalidated).toBe(true);
    expect(next.getQueryData(['/myregionalmanager/10482'])).toBeUndefined();
    expect(renderHook(() => useLastSeenAt(answeredAt)).result.current).toBe(answeredAt);
    // A fresh answer has its own time: no longer last seen.
    expect(renderHook(() => useLastSeenAt(answeredAt + 1)).result.current).toBeNull();
  });

  it('never come back for another account, which finds nothing and leaves nothing behind', () => {
    visitedAs('account-1');
    const next = client();
    restoreLastSeen(next, 'account-2');
    expect(next.getQueryData(dashboardKey)).toBeUndefined();
    expect(next.getQueryData(chainKey)).toBeUndefined();
    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('are gone after Logout (forgetLastSeen), even when an answer lands as the member leaves', () => {
    const leaving = client();
    keepLastSeen(leaving, 'account-1');
    leaving.setQueryData(chainKey, getGetStoreChainResponseMock());
    forgetLastSeen();
    leaving.setQueryData(dashboardKey, getGetDashboardResponseMock());
    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();
    const next = client();
    restoreLastSeen(next, 'account-1');
    expect(next.getQueryData(dashboardKey)).toBeUndefined();
  });

  it('drop an answer the contract’s schema now rejects, and everything kept by another release', () => {
    visitedAs('account-1');
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as {
      release: string;
      state: { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
    };
    const dashboard = saved.state.queries.find((query) => query.queryKey[0] === dashboardKey[0]);
    if (dashboard) dashboard.state.data = { ...getGetDashboardResponseMock(), counts: { activePrograms: 'four' } };
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(saved));
    const next = client();
    restoreLastSeen(next, 'account-1');
    expect(next.getQueryData(dashboardKey)).toBeUndefined();
    expect(next.getQueryData(chainKey)).toEqual(getGetStoreChainResponseMock());

    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ ...saved, release: 'an older build' }));
    const afterRelease = client();
    restoreLastSeen(afterRelease, 'account-1');
    expect(afterRelease.getQueryData(chainKey)).toBeUndefined();
    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();
  });
});

describe('last-seen answers of a chain owner', () => {
  it('keep the first dozen dashboards created, and an answer beyond them rewrites nothing', () => {
    const first = client();
    const stop = keepLastSeen(first, 'chain-owner');
    const keyOf = (index: number) =>
      getGetDashboardQueryKey({ ibcNumber: String(30001 + index), requestSource: 'Web' });
    for (let index = 0; index < MAX_KEPT_PER_KIND; index += 1)
      first.setQueryData(keyOf(index), getGetDashboardResponseMock());
    const written = sessionStorage.getItem(STORAGE_KEY);
    first.setQueryData(keyOf(MAX_KEPT_PER_KIND), getGetDashboardResponseMock());
    first.setQueryData(keyOf(299), getGetDashboardResponseMock());
    expect(sessionStorage.getItem(STORAGE_KEY)).toBe(written);
    // A fresh answer for a kept store is written again.
    first.setQueryData(keyOf(0), { ...getGetDashboardResponseMock(), asOf: '2026-12-16' });
    expect(sessionStorage.getItem(STORAGE_KEY)).not.toBe(written);
    stop();
    const next = client();
    restoreLastSeen(next, 'chain-owner');
    expect(next.getQueryData(keyOf(0))).toMatchObject({ asOf: '2026-12-16' });
    expect(next.getQueryData(keyOf(MAX_KEPT_PER_KIND - 1))).toBeDefined();
    expect(next.getQueryData(keyOf(MAX_KEPT_PER_KIND))).toBeUndefined();
  });
});
