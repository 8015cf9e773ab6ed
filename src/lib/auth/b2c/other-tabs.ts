// Every tab of the browser shares MSAL's cache (localStorage), so the member a tab shows can change while it is open:
// a Logout in another tab, another member signed in there. MSAL tells the other tabs itself, over a BroadcastChannel,
// but in Chromium that message can arrive before the change it announces is readable in the receiving tab: that tab
// then missed a Logout, or, worse, read a new account's entry as missing and took the account off MSAL's shared list,
// signing the member out of the tab they had just signed in with. So a tab follows the others through the `storage`
// event instead, which the browser sends once the change is readable: when another tab signs a member in or out, or
// makes another account the active one, this tab loads afresh and starts from what the browser holds now (nothing
// of the member who went: their answers, stores and last-seen answers die with the page or are dropped at the start).
// From that moment until the page is gone, MSAL in this tab is left alone (msal-react hears nothing more:
// msal-instance.ts), so it reads nothing half-updated.

let leaving = false;

/** Whether this tab is loading afresh because another tab changed the browser's member. */
export const leavingForOtherTab = (): boolean => leaving;

// MSAL's own plain (not encrypted) entries that say who is signed in: the list of its accounts' keys, and the
// active account (msal.<client id>.active-account-filters).
const ACCOUNT_LIST = /^msal\.\d+\.account\.keys$/;
const ACTIVE_ACCOUNT = /^msal\..+\.active-account-filters$/;

function parsed(value: string | null): unknown {
  try {
    return value === null ? null : (JSON.parse(value) as unknown);
  } catch {
    return value;
  }
}

const accountKeys = (value: string | null): string =>
  JSON.stringify(
    ([] as unknown[])
      .concat(parsed(value) ?? [])
      .map(String)
      .sort(),
  );
const activeAccount = (value: string | null): unknown =>
  (parsed(value) as { homeAccountId?: unknown } | null)?.homeAccountId ?? null;

/** Whether a change another tab made to localStorage signs a member in or out, or switches the active account. */
export function memberChangedElsewhere({
  key,
  oldValue,
  newValue,
}: Pick<StorageEvent, 'key' | 'oldValue' | 'newValue'>) {
  // localStorage emptied altogether.
  if (key === null) return true;
  if (ACCOUNT_LIST.test(key)) return accountKeys(oldValue) !== accountKeys(newValue);
  if (ACTIVE_ACCOUNT.test(key)) return activeAccount(oldValue) !== activeAccount(newValue);
  return false;
}

/** Loads this tab afresh when another tab changes the browser's member; returns the function that stops it. */
export function followOtherTabs(reload: () => void = () => window.location.reload()): () => void {
  const onStorage = (event: StorageEvent) => {
    if (leaving || event.storageArea !== window.localStorage || !memberChangedElsewhere(event)) return;
    leaving = true;
    reload();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
