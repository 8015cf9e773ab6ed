/**
 * The answers kept for a member's next visit in this tab (last-seen.ts): the store chain (the member's stores, hence
 * the store's name in the header) and the page members open every day, the dashboard. The key's first element is the
 * generated key's path. The schemas that check them as they are read back are in kept-schemas.ts, loaded only when
 * there is something to read back: zod and the generated schemas stay out of the first load.
 */
export const keptQueries: ReadonlyArray<{ path: string }> = [{ path: '/ibcstorechain/' }, { path: '/myDashboardApi' }];
