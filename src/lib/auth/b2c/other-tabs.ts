// Every tab of the browser shares one sign-in, so the member a tab shows can change while it is open: a Logout or an
// idle sign-out in another tab, another member signed in there. MSAL tells the other tabs itself, over a
// BroadcastChannel, but in Chromium that message can arrive before the change it announces is readable in the
// receiving tab: that tab then missed a Logout, or, worse, read a new account's entry as missing and took the account
// off MSAL's shared list, signing the member out of the tab they had just signed in with. So a tab follows the
// portal's own record of the live session instead (live-session.ts), through the `storage` event, which the browser
// sends once the change is readable, and which the record gets only after MSAL has written the sign-in's entries:
// when another tab signs a member in or out, this tab loads afresh and starts from what the browser holds now
// (nothing of the member who went: their answers, stores and last-seen answers die with the page or are dropped at
// the start). From that moment until the page is gone, MSAL in this tab is left alone (msal-react hears nothing
// more: msal-instance.ts), so it reads nothing half-updated.
import { LIVE_SESSION_KEY, memberOfRecord } from '../live-session';

let leaving = false;

/** Whether this tab is loading afresh because another tab changed the browser's member. */
export const leavingForOtherTab = (): boolean => leaving;

/** Whether a change another tab made to localStorage signs a member in or out, or puts another member in. */
export function memberChangedElsewhere({
  key,
  oldValue,
  newValue,
}: Pick<StorageEvent, 'key' | 'oldValue' | 'newValue'>) {
  // localStorage emptied altogether.
  if (key === null) return true;
  return key === LIVE_SESSION_KEY && memberOfRecord(oldValue) !== memberOfRecord(newValue);
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
