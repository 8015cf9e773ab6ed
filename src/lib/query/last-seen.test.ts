import { QueryClient } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getGetDashboardQueryKey } from '@generated/api/dashboard/dashboard';
import { getGetDashboardResponseMock } from '@generated/api/dashboard/dashboard.msw';
import { getGetStoreChainQueryKey } from '@generated/api/stores/stores';
import { getGetStoreChainResponseMock } from '@generated/api/stores/stores.msw';
import { dataKey } from '@/lib/session-key';
import {
  forgetLastSeen,
  keepLastSeen,
  lastSeenIdentity,
  lastSeenWritten,
  loadLastSeenSchemas,
  MAX_KEPT_PER_KIND,
  openLastSeen,
  restoreLastSeen,
  useLastSeenAt,
} from './last-seen';

const STORAGE_KEY = 'memberPortal.lastSeen';
const chainKey = getGetStoreChainQueryKey('member@example.com');
const dashboardKey = getGetDashboardQueryKey({ ibcNumber: '10482', requestSource: 'Web' });
const client = () => new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: false } } });

/** A visit that got its answers (and one query that is not kept), then the tab's next page, which opens them. */
async function visitedAs(owner: string, identity?: unknown) {
  const first = client();
  const stop = keepLastSeen(first, owner, identity);
  first.setQueryData(chainKey, getGetStoreChainResponseMock());
  first.setQueryData(dashboardKey, getGetDashboardResponseMock());
  first.setQueryData(['/myregionalmanager/10482'], { name: 'Priya Raman' });
  stop();
  await nextPage();
  return first.getQueryState(dashboardKey)?.dataUpdatedAt ?? 0;
}

/** The tab's next page load: what reached storage is opened again as the module loads. */
async function nextPage() {
  await lastSeenWritten();
  await openLastSeen();
}

/** The stored entry as the page would open it, and a way to store it back sealed (to alter it as a test must). */
async function openStored() {
  const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as { iv: string; data: string };
  return JSON.parse(await dataKey.openText(stored)) as {
    state: { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
  };
}

// The schemas load once a tab has kept answers, before the restore that needs them (as the auth providers wait).
beforeAll(async () => {
  await visitedAs('account-0');
  await loadLastSeenSchemas();
  forgetLastSeen();
  sessionStorage.clear();
});

afterEach(() => {
  forgetLastSeen();
  sessionStorage.clear();
});

describe('last-seen answers', () => {
  it('come back for the same member in the same tab, marked with their time and invalid so they are asked for again', async () => {
    const answeredAt = await visitedAs('account-1');
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

  it('are sealed in storage: no answer, name or e-mail in the clear, only the account id and the release', async () => {
    const claims = { given_name: 'Maria', family_name: 'Alvarez', emails: ['member@example.com'] };
    await visitedAs('account-1', { homeAccountId: 'account-1', idTokenClaims: claims });
    const raw = sessionStorage.getItem(STORAGE_KEY) ?? '';
    expect(Object.keys(JSON.parse(raw) as object).sort()).toEqual(['data', 'iv', 'owner', 'release']);
    expect(raw).not.toMatch(/Maria|Alvarez|member@example|Maple Street|ibcstorechain|10482/);
    expect(lastSeenIdentity()).toEqual({
      owner: 'account-1',
      identity: { homeAccountId: 'account-1', idTokenClaims: claims },
    });
  });

  it('once the browser session’s key is gone (a browser that restores its tabs), cannot be opened and are dropped', async () => {
    await visitedAs('account-1');
    dataKey.forget();
    await openLastSeen();
    expect(lastSeenIdentity()).toBeNull();
    const next = client();
    restoreLastSeen(next, 'account-1');
    expect(next.getQueryData(chainKey)).toBeUndefined();
    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('never come back for another account, which finds nothing and leaves nothing behind', async () => {
    await visitedAs('account-1');
    const next = client();
    restoreLastSeen(next, 'account-2');
    expect(next.getQueryData(dashboardKey)).toBeUndefined();
    expect(next.getQueryData(chainKey)).toBeUndefined();
    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('are gone after Logout (forgetLastSeen), even when an answer lands as the member leaves', async () => {
    const leaving = client();
    keepLastSeen(leaving, 'account-1');
    leaving.setQueryData(chainKey, getGetStoreChainResponseMock());
    forgetLastSeen();
    leaving.setQueryData(dashboardKey, getGetDashboardResponseMock());
    await nextPage();
    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();
    const next = client();
    restoreLastSeen(next, 'account-1');
    expect(next.getQueryData(dashboardKey)).toBeUndefined();
  });

  it('drop an answer the contract’s schema now rejects, and everything kept by another release', async () => {
    await visitedAs('account-1');
    const envelope = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, string>;
    const saved = await openStored();
    const dashboard = saved.state.queries.find((query) => query.queryKey[0] === dashboardKey[0]);
    if (dashboard) dashboard.state.data = { ...getGetDashboardResponseMock(), counts: { activePrograms: 'four' } };
    sessionStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({ ...envelope, ...(await dataKey.sealText(JSON.stringify(saved))) }),
    );
    await openLastSeen();
    const next = client();
    restoreLastSeen(next, 'account-1');
    expect(next.getQueryData(dashboardKey)).toBeUndefined();
    expect(next.getQueryData(chainKey)).toEqual(getGetStoreChainResponseMock());

    await visitedAs('account-1');
    const kept = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, string>;
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ ...kept, release: 'an older build' }));
    await openLastSeen();
    const afterRelease = client();
    restoreLastSeen(afterRelease, 'account-1');
    expect(afterRelease.getQueryData(chainKey)).toBeUndefined();
    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();
  });
});

describe('last-seen answers of a chain owner', () => {
  it('keep the first dozen dashboards created, and an answer beyond them rewrites nothing', async () => {
    const first = client();
    const stop = keepLastSeen(first, 'chain-owner');
    const keyOf = (index: number) =>
      getGetDashboardQueryKey({ ibcNumber: String(30001 + index), requestSource: 'Web' });
    for (let index = 0; index < MAX_KEPT_PER_KIND; index += 1)
      first.setQueryData(keyOf(index), getGetDashboardResponseMock());
    await lastSeenWritten();
    const written = sessionStorage.getItem(STORAGE_KEY);
    first.setQueryData(keyOf(MAX_KEPT_PER_KIND), getGetDashboardResponseMock());
    first.setQueryData(keyOf(299), getGetDashboardResponseMock());
    await lastSeenWritten();
    expect(sessionStorage.getItem(STORAGE_KEY)).toBe(written);
    // A fresh answer for a kept store is written again.
    first.setQueryData(keyOf(0), { ...getGetDashboardResponseMock(), asOf: '2026-12-16' });
    await lastSeenWritten();
    expect(sessionStorage.getItem(STORAGE_KEY)).not.toBe(written);
    stop();
    await openLastSeen();
    const next = client();
    restoreLastSeen(next, 'chain-owner');
    expect(next.getQueryData(keyOf(0))).toMatchObject({ asOf: '2026-12-16' });
    expect(next.getQueryData(keyOf(MAX_KEPT_PER_KIND - 1))).toBeDefined();
    expect(next.getQueryData(keyOf(MAX_KEPT_PER_KIND))).toBeUndefined();
  });
});
