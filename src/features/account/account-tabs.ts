import { ACCOUNT_TABS, type AccountTab } from '@/lib/routing';

export type { AccountTab } from '@/lib/routing';

const isTab = (value: unknown): value is AccountTab => ACCOUNT_TABS.includes(value as AccountTab);

/** Whether the navigation state carries a tabValue at all (it is then consumed and moved into the address). */
export function hasTabState(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'tabValue' in state;
}

/**
 * The tab a navigation state asks for (`navigate('/account-details', { state: { tabValue: 1 } })`): only the index
 * of a tab, as a number or a one-digit string; anything else (missing, unknown, hostile) asks for none.
 */
export function tabFromState(state: unknown): AccountTab | null {
  if (!hasTabState(state)) return null;
  const value = (state as { tabValue: unknown }).tabValue;
  const index =
    typeof value === 'number' ? value : typeof value === 'string' && /^\d$/.test(value) ? Number(value) : Number.NaN;
  return Number.isInteger(index) ? (ACCOUNT_TABS[index] ?? null) : null;
}

/** The tab named in the address (`?tab=manager`); anything else names none. */
export function tabFromSearch(value: string | null): AccountTab | null {
  return isTab(value) ? value : null;
}

/** Navigation state first (the footer's link), then the address (a reload, a shared link), else tab 0. */
export function openTab(state: unknown, search: string | null): AccountTab {
  return tabFromState(state) ?? tabFromSearch(search) ?? 'store';
}
