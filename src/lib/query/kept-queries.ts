import { Dashboard } from '@generated/model/dashboard.zod';
import { StoreChain } from '@generated/model/storeChain.zod';

/**
 * The answers kept for a member's next visit in this tab (last-seen.ts), each with the contract's schema that checks
 * it as it is read back: the store chain (the member's stores, hence the store's name in the header) and the page
 * members open every day, the dashboard. The key's first element is the generated key's path.
 */
export const keptQueries: ReadonlyArray<{
  path: string;
  schema: { safeParse: (data: unknown) => { success: boolean } };
}> = [
  { path: '/ibcstorechain/', schema: StoreChain },
  { path: '/myDashboardApi', schema: Dashboard },
];
