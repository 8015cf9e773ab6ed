import { describe, expect, it } from 'vitest';
import { notificationsForStore, preselectStore } from './stores';

const stores = [
  { ibcNumber: '10482', storeName: 'Maple Street Market' },
  { ibcNumber: '10517', storeName: 'Riverside Fuel & Go' },
  { ibcNumber: '11093', storeName: 'Hilltop Convenience' },
];

describe('preselectStore', () => {
  it('takes the store whose number matches the member number', () => {
    expect(preselectStore(stores, '10517')).toEqual({ store: stores[1], notice: null });
  });
  it('takes the first store and says so when no number matches', () => {
    expect(preselectStore(stores, '99999')).toEqual({ store: stores[0], notice: 'numberNotFound' });
  });
  it('takes the first store and says so when the member number is missing', () => {
    expect(preselectStore(stores, '')).toEqual({ store: stores[0], notice: 'noMemberNumber' });
  });
  it('has no current store for an empty list', () => {
    expect(preselectStore([], '10482')).toEqual({ store: null, notice: null });
  });
});

describe('notificationsForStore', () => {
  const notifications = [
    { id: 'a', storeId: '10482', name: 'Rebates', message: 'Check mailed' },
    { id: 'b', storeId: '10517', name: 'Coolers', message: 'Delivery scheduled' },
    { id: 'c', storeId: '10482', name: 'Incentive', message: 'New incentive' },
  ];
  it('keeps only the current store’s notifications', () => {
    expect(notificationsForStore(notifications, '10482').map((n) => n.id)).toEqual(['a', 'c']);
    expect(notificationsForStore(notifications, '10517').map((n) => n.id)).toEqual(['b']);
  });
  it('shows none without a current store number', () => {
    expect(notificationsForStore(notifications, '')).toEqual([]);
  });
});
