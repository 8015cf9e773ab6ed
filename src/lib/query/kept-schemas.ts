import { Dashboard } from '@generated/model/dashboard.zod';
import { StoreChain } from '@generated/model/storeChain.zod';

/** The contract's schema of each kept answer (kept-queries.ts), by its path, to check it as it is read back. */
export const keptSchemas: Readonly<Record<string, { safeParse: (data: unknown) => { success: boolean } }>> = {
  '/ibcstorechain/': StoreChain,
  '/myDashboardApi': Dashboard,
};
