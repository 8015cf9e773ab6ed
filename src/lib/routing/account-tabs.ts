import { ACCOUNT_TABS, type AccountTab } from '@/lib/config';

export { ACCOUNT_TABS, type AccountTab };

/** The navigation state that opens the account page on a tab. */
export function accountTabState(tab: AccountTab): { tabValue: number } {
  return { tabValue: ACCOUNT_TABS.indexOf(tab) };
}

/** The same tab in the address (`?tab=manager`), so a link opened in a new tab or reloaded keeps it. */
export const accountTabSearch = (tab: AccountTab): string => `?tab=${tab}`;
