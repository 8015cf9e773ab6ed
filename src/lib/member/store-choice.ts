import { memberId } from '@/lib/session-key';

/**
 * The member's store choice, kept in this browser so a reload, a new tab or a remount of the shell opens the same
 * store (the sign-in's member number only preselects one; a member who picked another store expects it to stay
 * picked), across a close of the browser too. One entry per member, keyed by an opaque id of their e-mail so no
 * address is written to storage. Store numbers only, in the clear: they say which stores someone here chose, never
 * who (and they must be readable before anything could be opened, to draw the selector). All entries go at Logout
 * and when another member signs in on this browser (member-store.ts).
 */
const PREFIX = 'memberPortal.currentStore.';

const keyFor = (emailClaim: string) => `${PREFIX}${memberId(emailClaim)}`;

// Storage can be missing or refuse writes (private modes, quota): the choice then lasts only this page view.
function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readStoreChoice(emailClaim: string): string | null {
  if (!emailClaim) return null;
  try {
    const value = storage()?.getItem(keyFor(emailClaim)) ?? null;
    // Only a store number is ever written; anything else was not written by us.
    return value && /^\d{1,12}$/.test(value) ? value : null;
  } catch {
    return null;
  }
}

export function saveStoreChoice(emailClaim: string, ibcNumber: string): void {
  if (!emailClaim) return;
  try {
    storage()?.setItem(keyFor(emailClaim), ibcNumber);
  } catch {
    // Not kept; the member can still switch stores for this visit.
  }
}

// The stores the member switched away from, newest first: a chain owner's selector lists them at its top.
// Under the same prefix, so Logout forgets them with the choice.
const recentKeyFor = (emailClaim: string) => `${PREFIX}recent.${memberId(emailClaim)}`;
const RECENT_KEPT = 5;

export function readRecentStores(emailClaim: string): string[] {
  if (!emailClaim) return [];
  try {
    const value: unknown = JSON.parse(storage()?.getItem(recentKeyFor(emailClaim)) ?? '[]');
    return Array.isArray(value)
      ? value.filter((entry): entry is string => typeof entry === 'string' && /^\d{1,12}$/.test(entry))
      : [];
  } catch {
    return [];
  }
}

export function rememberRecentStore(emailClaim: string, ibcNumber: string): void {
  if (!emailClaim) return;
  const recent = [ibcNumber, ...readRecentStores(emailClaim).filter((entry) => entry !== ibcNumber)];
  try {
    storage()?.setItem(recentKeyFor(emailClaim), JSON.stringify(recent.slice(0, RECENT_KEPT)));
  } catch {
    // Not kept: the list simply starts with the current store.
  }
}

export function forgetStoreChoices(): void {
  const store = storage();
  if (!store) return;
  try {
    for (const key of Object.keys(store)) if (key.startsWith(PREFIX)) store.removeItem(key);
  } catch {
    // Nothing to forget if storage cannot be read.
  }
}

const DISMISSED_KEY = 'memberPortal.dismissedStoreNotice';

/** The store notice the member closed in this tab ('numberNotFound:10482'), so a remount or reload keeps it closed. */
export function readDismissedNotice(): string | null {
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY);
  } catch {
    return null;
  }
}

export function saveDismissedNotice(key: string | null): void {
  try {
    if (key) window.sessionStorage.setItem(DISMISSED_KEY, key);
    else window.sessionStorage.removeItem(DISMISSED_KEY);
  } catch {
    // Then it stays closed for this page view only.
  }
}
