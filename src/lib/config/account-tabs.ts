/**
 * The account page's tabs in spec order (spec §2): tab 0 the store, tab 1 the regional-manager contact. Config and
 * code name a tab ("manager"); the navigation state that spec §2 gives the footer's link carries its index
 * (`{ tabValue: 1 }`, see accountTabState in src/lib/routing).
 */
export const ACCOUNT_TABS = ['store', 'manager'] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];
