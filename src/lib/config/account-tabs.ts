/**
 * The account page's tabs in order: tab 0 the store, tab 1 the regional-manager contact. Config and
 * code name a tab ("manager"); the navigation state of the footer's link carries its index
 * (`{ tabValue: 1 }`, see accountTabState in src/lib/routing).
 */
export const ACCOUNT_TABS = ['store', 'manager'] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];
