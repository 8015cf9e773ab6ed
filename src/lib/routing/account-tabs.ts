/**
 * The account page's tabs in spec order (spec §2): tab 0 the store, tab 1 the regional-manager contact. Links from
 * other features (the dashboard, chain pricing) name the tab; the navigation state carries its index, which is what
 * spec §2 gives the footer's link (`{ tabValue: 1 }`) and what the account page reads.
 */
export const ACCOUNT_TABS = ['store', 'manager'] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

/** The navigation state that opens the account page on a tab. */
export function accountTabState(tab: AccountTab): { tabValue: number } {
  return { tabValue: ACCOUNT_TABS.indexOf(tab) };
}
