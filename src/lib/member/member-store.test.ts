import { afterEach, describe, expect, it, vi } from 'vitest';
import { draftKey, draftsUnder, saveDraftValues } from '@/lib/drafts';
import { QueryClient } from '@tanstack/react-query';
import {
  adoptKeptStores,
  getMemberState,
  resetMember,
  selectStore,
  setMemberProfile,
  setMemberStores,
  firstCallMember,
} from './member-store';
import { takeOverBrowserData } from './data-owner';
import { readRecentStores } from './store-choice';
import { getGetStoreChainQueryKey } from '@generated/api/stores/stores';

const profile = {
  firstName: 'Maria',
  lastName: 'Alvarez',
  ibcNumber: '10517',
  emailClaim: 'member@example.com',
  emails: ['member@example.com'],
};
const stores = [
  { ibcNumber: '10482', storeName: 'Maple Street Market' },
  { ibcNumber: '10517', storeName: 'Riverside Fuel & Go' },
  { ibcNumber: '11093', storeName: 'Hilltop Convenience' },
];

afterEach(() => resetMember());

/** A page reload: the module starts again from nothing, only the browser's storage is left. */
async function reloadedModule() {
  vi.resetModules();
  return import('./member-store');
}

describe('member store', () => {
  it('starts empty, preselects the member’s store, and switches store and ibcNumber together', () => {
    expect(getMemberState().currentStore).toBeNull();
    setMemberProfile(profile);
    setMemberStores(stores, []);
    expect(getMemberState().currentStore).toEqual(stores[1]);
    selectStore('10482');
    expect(getMemberState()).toMatchObject({ ibcNumber: '10482', currentStore: stores[0] });
  });

  it('remembers the stores switched away from, newest first and each once, and forgets them at Logout', async () => {
    setMemberProfile(profile);
    setMemberStores(stores, []);
    selectStore('10482');
    selectStore('11093');
    selectStore('10482');
    expect(readRecentStores('member@example.com')).toEqual(['11093', '10482', '10517']);
    expect(readRecentStores('other@example.com')).toEqual([]);
    await resetMember();
    expect(readRecentStores('member@example.com')).toEqual([]);
  });

  it('ignores a store number that is not among the member’s stores', () => {
    setMemberProfile(profile);
    setMemberStores(stores, []);
    selectStore('55555');
    expect(getMemberState().ibcNumber).toBe('10517');
  });

  it('keeps the chosen store when the chain arrives again (a remounted shell, a refetch)', () => {
    setMemberProfile(profile);
    setMemberStores(stores, []);
    selectStore('11093');
    setMemberStores(stores, []);
    expect(getMemberState().currentStore).toEqual(stores[2]);
  });

  it('keeps stores and choice when the same profile is set again (a new account object, same member)', () => {
    setMemberProfile(profile);
    setMemberStores(stores, []);
    selectStore('11093');
    setMemberProfile({ ...profile, emails: [...profile.emails] });
    expect(getMemberState()).toMatchObject({ currentStore: stores[2], availableStores: stores });
  });

  it('starts over for a different member', () => {
    setMemberProfile(profile);
    setMemberStores(stores, []);
    setMemberProfile({ ...profile, emailClaim: 'other@example.com', emails: ['other@example.com'] });
    expect(getMemberState()).toMatchObject({
      currentStore: null,
      availableStores: [],
      emailClaim: 'other@example.com',
    });
  });

  it('reopens the chosen store after a reload, for that member only', async () => {
    setMemberProfile(profile);
    setMemberStores(stores, []);
    selectStore('11093');
    const reloaded = await reloadedModule();
    reloaded.setMemberProfile(profile);
    reloaded.setMemberStores(stores, []);
    expect(reloaded.getMemberState().currentStore).toEqual(stores[2]);
    const other = await reloadedModule();
    other.setMemberProfile({ ...profile, emailClaim: 'sam@example.com', emails: ['sam@example.com'] });
    other.setMemberStores(stores, []);
    expect(other.getMemberState().currentStore).toEqual(stores[1]);
  });

  it('drops a remembered store that is no longer among the member’s stores', async () => {
    setMemberProfile(profile);
    setMemberStores(stores, []);
    selectStore('11093');
    const reloaded = await reloadedModule();
    reloaded.setMemberProfile(profile);
    reloaded.setMemberStores(stores.slice(0, 2), []);
    expect(reloaded.getMemberState()).toMatchObject({ currentStore: stores[1], preselectionNotice: null });
  });

  it('ignores a stored value it did not write', async () => {
    setMemberProfile(profile);
    setMemberStores(stores, []);
    selectStore('11093');
    const key = Object.keys(localStorage).find((candidate) => candidate.startsWith('memberPortal.currentStore.'));
    expect(key).toBeDefined();
    expect(localStorage.getItem(key!)).toBe('11093');
    expect(key).not.toContain('member@example.com');
    localStorage.setItem(key!, '<img src=x onerror=alert(1)>');
    const reloaded = await reloadedModule();
    reloaded.setMemberProfile(profile);
    reloaded.setMemberStores(stores, []);
    expect(reloaded.getMemberState().currentStore).toEqual(stores[1]);
  });

  it('is empty again after reset, with no store choice left in storage', async () => {
    setMemberProfile(profile);
    setMemberStores(stores, []);
    selectStore('11093');
    await resetMember();
    expect(getMemberState()).toMatchObject({ ibcNumber: '', emailClaim: '', availableStores: [], currentStore: null });
    expect(Object.keys(localStorage).filter((key) => key.startsWith('memberPortal.currentStore.'))).toEqual([]);
  });

  it('sweeps drafts older than the configured age when a member’s session starts', async () => {
    // Maria's own drafts, from earlier sessions in this browser.
    takeOverBrowserData(profile.emailClaim);
    const clock = vi.spyOn(Date, 'now').mockReturnValue(Date.now() - 30 * 24 * 60 * 60 * 1000);
    await saveDraftValues(draftKey('member@example.com', '10517', 'incentive:INC-1'), { firstName: 'Maria' }, []);
    clock.mockRestore();
    await saveDraftValues(draftKey('member@example.com', '10517', 'incentive:INC-2'), { firstName: 'Maria' }, []);
    setMemberProfile(profile);
    const under = draftKey('member@example.com', '10517', 'incentive:');
    await vi.waitFor(async () => expect(await draftsUnder(under)).toEqual(['INC-2']));
  });

  it('names who a first call is about: the saved choice, else the claim, while the stores load; the current one after', async () => {
    expect(firstCallMember()).toBeNull();
    setMemberProfile(profile);
    expect(firstCallMember()?.store).toBe('10517');
    setMemberStores(stores, []);
    selectStore('11093');
    expect(firstCallMember()?.store).toBe('11093');
    const reloaded = await reloadedModule();
    reloaded.setMemberProfile(profile);
    expect(reloaded.firstCallMember()).toEqual({ store: '11093', email: profile.emailClaim });
    await reloaded.resetMember();
  });

  it('takes a returning member’s stores from the answers kept in the cache before the first render, for that member only', () => {
    const client = new QueryClient();
    const notifications = [{ id: 'n1', storeId: '10517', name: 'Rebates', message: 'Rebate posted' }];
    client.setQueryData(['/ibcstorechain/other@example.com'], {
      data: [{ stores: stores.slice(0, 1), notifications: [] }],
    });
    adoptKeptStores(client);
    expect(getMemberState().availableStores).toEqual([]);
    setMemberProfile(profile);
    adoptKeptStores(client);
    expect(getMemberState().currentStore).toBeNull();
    // The key member-store.ts spells by hand (the generated module would bring zod into the first load) is the client's.
    expect(getGetStoreChainQueryKey('member@example.com')).toEqual(['/ibcstorechain/member@example.com']);
    client.setQueryData(['/ibcstorechain/member@example.com'], { data: [{ stores, notifications }] });
    adoptKeptStores(client);
    expect(getMemberState()).toMatchObject({
      availableStores: stores,
      notifications,
      currentStore: stores[1],
      ibcNumber: '10517',
    });
  });

  it('changes nothing when the same answer is set again (the kept one, then the store chain’s effect)', () => {
    setMemberProfile(profile);
    const notifications: never[] = [];
    setMemberStores(stores, notifications);
    const before = getMemberState();
    setMemberStores(stores, notifications);
    expect(getMemberState()).toBe(before);
    setMemberStores([...stores], notifications);
    expect(getMemberState()).not.toBe(before);
  });
});
