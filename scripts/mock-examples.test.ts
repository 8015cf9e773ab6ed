import { describe, expect, it } from 'vitest';
import { Dashboard } from '@generated/model/dashboard.zod';
import { StoreChain } from '@generated/model/storeChain.zod';
import { chainOwners, chainStores, loadContract, loadMockContract } from './mock-chain.mjs';
import { createExamplePicker } from './mock-examples.mjs';

const pick = createExamplePicker();

describe('the mock API’s example per store', () => {
  it('answers the specification’s calls with the store’s example, as before', () => {
    expect(pick('GET', '/myrebatereceipt?ibcNumber=10482&emailAddress=member%40example.com')).toBe(
      'example=store10482',
    );
    expect(pick('GET', '/myDashboardApi?ibcNumber=10517&requestSource=Web')).toBe('example=store10517');
  });

  it('answers a year the member picked with that store’s example for the year', () => {
    expect(pick('GET', '/myrebatereceipt?ibcNumber=10482&emailAddress=member%40example.com&year=2025')).toBe(
      'example=store10482-2025',
    );
    expect(pick('GET', '/myfifthcheckapi?ibcNumber=10482&emailAddress=member%40example.com&year=2025')).toBe(
      'example=store10482-2025',
    );
    expect(pick('GET', '/myDashboardApi?ibcNumber=11093&year=2025&requestSource=Web')).toBe('example=store11093-2025');
  });

  it('answers a year without an example of its own with the store’s usual answer (the portal narrows it)', () => {
    expect(pick('GET', '/myrebatereceipt?ibcNumber=10482&emailAddress=member%40example.com&year=2023')).toBe(
      'example=store10482',
    );
    // A year is never read as a store number.
    expect(pick('GET', '/myrebatereceipt?year=2025&ibcNumber=10517&emailAddress=member%40example.com')).toBe(
      'example=store10517-2025',
    );
  });
});

describe('the chain owner of the mock API', () => {
  const contract = loadMockContract();
  const [owner] = chainOwners();

  it('is a test member with a few hundred generated stores, each named once', () => {
    expect(owner?.email).toBe('chain@example.com');
    const stores = chainStores(owner!.generatedStores);
    expect(stores).toHaveLength(300);
    expect(new Set(stores.map((store) => store.storeName)).size).toBe(300);
    expect(new Set(stores.map((store) => store.ibcNumber)).size).toBe(300);
  });

  it('answers their e-mail with the generated chain and each store with its own dashboard, as the contract says', () => {
    expect(pick('GET', '/ibcstorechain/chain%40example.com')).toBe('example=chainOwner');
    expect(pick('GET', '/myDashboardApi?ibcNumber=30250&requestSource=Web')).toBe('example=store30250');
    const chain =
      contract.paths['/ibcstorechain/{emailClaim}'].get.responses['200'].content['application/json'].examples.chainOwner
        .value;
    expect(StoreChain.safeParse(chain).success).toBe(true);
    expect(chain.data[0].stores).toHaveLength(300);
    const dashboard = Dashboard.parse(
      contract.paths['/myDashboardApi'].get.responses['200'].content['application/json'].examples.store30250.value,
    );
    expect(dashboard.store.ibcNumber).toBe('30250');
    const months = dashboard.rebates.byMonth.reduce((sum, month) => sum + month.amount, 0);
    expect(dashboard.rebates.yearToDate).toBeCloseTo(months, 2);
  });

  it('leaves the hand-written contract as it is', () => {
    const written = JSON.stringify(loadContract());
    expect(written).not.toContain('store30250');
    expect(written).not.toContain('chainOwner');
  });
});
