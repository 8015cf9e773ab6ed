import { http, HttpResponse } from 'msw';
import { getGetDashboardResponseMock } from '@generated/api/dashboard/dashboard.msw';
import type { Dashboard, StoreChain } from '@generated/model';
import { chainDashboard, chainOwners, chainStores, type ChainStore } from '../../scripts/mock-chain.mjs';

/**
 * The chain owners of tests/fixtures/members.json (Dana Whitfield, 300 stores) as MSW knows them: the same
 * generator (scripts/mock-chain.mjs) and the same base example as the mock contract Prism serves, so a unit test
 * sees the stores and dashboards `npm start` shows. Any other member or store falls through to the contract's
 * handlers (a resolver that returns nothing passes the request on).
 */
const owners = chainOwners().map((owner) => {
  const stores = chainStores(owner.generatedStores);
  const ownerName = [owner.givenName, owner.familyName].filter(Boolean).join(' ');
  return { email: owner.email.toLowerCase(), ownerName, stores };
});
const storeByNumber = new Map<string, { store: ChainStore; ownerName: string }>(
  owners.flatMap(({ stores, ownerName }) => stores.map((store) => [store.ibcNumber, { store, ownerName }] as const)),
);

/** A chain owner's stores, as the store chain answers them (number and name). */
export function chainOwnerStores(email: string): { ibcNumber: string; storeName: string }[] {
  const owner = owners.find((candidate) => candidate.email === email.toLowerCase());
  return owner?.stores.map(({ ibcNumber, storeName }) => ({ ibcNumber, storeName })) ?? [];
}

/** A generated store's dashboard, or undefined for a store that is not a chain owner's. */
export function chainStoreDashboard(ibcNumber: string): Dashboard | undefined {
  const entry = storeByNumber.get(ibcNumber);
  return entry && (chainDashboard(getGetDashboardResponseMock(), entry.store, entry.ownerName) as unknown as Dashboard);
}

export const chainOwnerHandlers = [
  http.get('*/ibcstorechain/:emailClaim', ({ params }) => {
    const stores = chainOwnerStores(decodeURIComponent(String(params.emailClaim)));
    if (stores.length === 0) return undefined;
    return HttpResponse.json({ data: [{ stores, notifications: [] }] } satisfies StoreChain);
  }),
  http.get('*/myDashboardApi', ({ request }) => {
    const dashboard = chainStoreDashboard(new URL(request.url).searchParams.get('ibcNumber') ?? '');
    return dashboard && HttpResponse.json(dashboard);
  }),
];
