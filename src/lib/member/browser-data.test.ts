import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getGetStoreChainQueryKey } from '@generated/api/stores/stores';
import { getGetStoreChainResponseMock } from '@generated/api/stores/stores.msw';
import { draftKey, draftsUnder, readDraft, saveDraftValues } from '@/lib/drafts';
import { keepLastSeen, lastSeenIdentity, lastSeenWritten, openLastSeen } from '@/lib/query/last-seen';
import { dataKey } from '@/lib/session-key';
import { forgetBrowserSessionData, resetMember, selectStore, setMemberProfile, setMemberStores } from './member-store';
import { readStoreChoice } from './store-choice';

// What a member leaves in this browser without Logout (a close, an idle sign-out): theirs again when they come back,
// nobody else's ever. A new page load is the module starting afresh; only the browser's storage is left.
const maria = {
  firstName: 'Maria',
  lastName: 'Alvarez',
  ibcNumber: '10482',
  emailClaim: 'member@example.com',
  emails: ['member@example.com'],
};
const jo = { ...maria, firstName: 'Jo', lastName: 'Tanaka', emailClaim: 'jo+harbor#2@example.com', emails: [] };
const stores = [
  { ibcNumber: '10482', storeName: 'Maple Street Market' },
  { ibcNumber: '11093', storeName: 'Hilltop Convenience' },
];
const claimKey = draftKey(maria.emailClaim, '10482', 'incentive:INC-2026-118');

// Whatever member an earlier file left in the shared module state: this browser starts with nobody's data.
beforeEach(() => resetMember());
afterEach(() => resetMember());

async function nextPageAs(member: typeof maria) {
  vi.resetModules();
  const module = await import('./member-store');
  module.setMemberProfile(member);
  return module;
}

/** Maria's session: a store chosen, a claim begun, her answers kept; then she leaves without Logout. */
async function mariaLeavesWithoutLogout() {
  setMemberProfile(maria);
  setMemberStores(stores, []);
  selectStore('11093');
  await saveDraftValues(claimKey, { firstName: 'Maria', note: 'By the door' }, []);
  const client = new QueryClient();
  const stop = keepLastSeen(client, 'maria.tenant', { homeAccountId: 'maria.tenant' });
  client.setQueryData(getGetStoreChainQueryKey(maria.emailClaim), getGetStoreChainResponseMock());
  stop();
  await lastSeenWritten();
}

describe('what a member leaves in this browser', () => {
  it('comes back to the same member in the same browser session: their draft, their store', async () => {
    await mariaLeavesWithoutLogout();
    await nextPageAs(maria);
    expect(readStoreChoice(maria.emailClaim)).toBe('11093');
    await vi.waitFor(async () =>
      expect((await readDraft(claimKey))?.values).toEqual({ firstName: 'Maria', note: 'By the door' }),
    );
  });

  it('is dropped, all of it, when another member signs in: drafts, store choices, last-seen answers', async () => {
    await mariaLeavesWithoutLogout();
    await openLastSeen();
    expect(lastSeenIdentity()?.owner).toBe('maria.tenant');
    await nextPageAs(jo);
    expect(readStoreChoice(maria.emailClaim)).toBeNull();
    // The new page's own module, which opened Maria's answers as it loaded.
    expect((await import('@/lib/query/last-seen')).lastSeenIdentity()).toBeNull();
    expect(sessionStorage.getItem('memberPortal.lastSeen')).toBeNull();
    await vi.waitFor(async () => expect(await draftsUnder('')).toEqual([]));
    // Nor does Maria, back after him, find any of it.
    await nextPageAs(maria);
    expect(await readDraft(claimKey)).toBeNull();
    expect(readStoreChoice(maria.emailClaim)).toBeNull();
  });

  it('keeps the answers of a member who signs in where nothing of theirs was (their keeper may start first)', async () => {
    const client = new QueryClient();
    const stop = keepLastSeen(client, 'jo.tenant', { homeAccountId: 'jo.tenant' });
    setMemberProfile(jo);
    client.setQueryData(getGetStoreChainQueryKey(jo.emailClaim), getGetStoreChainResponseMock());
    stop();
    await lastSeenWritten();
    await openLastSeen();
    expect(lastSeenIdentity()?.owner).toBe('jo.tenant');
  });

  it('is gone at Logout (forgetBrowserSessionData), with the key it was sealed under', async () => {
    await mariaLeavesWithoutLogout();
    expect(dataKey.exists()).toBe(true);
    await forgetBrowserSessionData();
    expect(dataKey.exists()).toBe(false);
    expect(await draftsUnder('')).toEqual([]);
    expect(readStoreChoice(maria.emailClaim)).toBeNull();
    expect(sessionStorage.getItem('memberPortal.lastSeen')).toBeNull();
    expect(Object.keys(localStorage).filter((key) => key.startsWith('memberPortal.'))).toEqual([]);
  });
});
