import { afterEach, describe, expect, it } from 'vitest';
import { getMemberState, resetMember, selectStore, setMemberProfile, setMemberStores } from './member-store';

const profile = { firstName: 'Maria', lastName: 'Alvarez', ibcNumber: '10517', emailClaim: 'member@example.com', emails: ['member@example.com'] };
const stores = [
  { ibcNumber: '10482', storeName: 'Maple Street Market' },
  { ibcNumber: '10517', storeName: 'Riverside Fuel & Go' },
];

afterEach(() => resetMember());

describe('member store (spec §3, §4)', () => {
  it('starts empty, preselects the member’s store, and switches store and ibcNumber together', () => {
    expect(getMemberState().currentStore).toBeNull();
    setMemberProfile(profile);
    setMemberStores(stores, []);
    expect(getMemberState().currentStore).toEqual(stores[1]);
    selectStore('10482');
    expect(getMemberState()).toMatchObject({ ibcNumber: '10482', currentStore: stores[0] });
  });

  it('ignores a store number that is not among the member’s stores', () => {
    setMemberProfile(profile);
    setMemberStores(stores, []);
    selectStore('55555');
    expect(getMemberState().ibcNumber).toBe('10517');
  });

  it('is empty again after reset', () => {
    setMemberProfile(profile);
    setMemberStores(stores, []);
    resetMember();
    expect(getMemberState()).toMatchObject({ ibcNumber: '', emailClaim: '', availableStores: [], currentStore: null });
  });
});
