// A store's back-office computer is shared. After Logout, Back may bring the last member page back from the browser's
// page cache (bfcache) exactly as it was left, data and all, without loading anything; so the portal notes whom each
// page is drawn for, keeps the browser's current member beside it in local storage (one sign-in serves every tab, so
// a Logout in another tab counts too), and a restored page whose member is no longer the current one (signed out, or
// someone else signed in since) is hidden before its first frame and loaded afresh, which the route guard then sends
// to sign-in (or, signed in since, into the app). A page restored while a sign-in it started is unfinished (Back from
// the provider's page) is loaded afresh too: the identity library, starting again, finishes what it had under way,
// and the next Sign in starts clean.
import { signInStartedInTab } from '@/lib/routing/sign-in-started';

const SESSION_KEY = 'memberPortal.sessionMember';
let drawnFor: string | null = null;

function readSessionMember(): string | null {
  try {
    return localStorage.getItem(SESSION_KEY);
  } catch {
    return null;
  }
}

/** The member this page now shows (null: signed out); called by the route guard as the auth state settles. */
export function noteDrawnFor(member: string | null): void {
  drawnFor = member;
  try {
    if (member) localStorage.setItem(SESSION_KEY, member);
    else localStorage.removeItem(SESSION_KEY);
  } catch {
    // Without storage a restored page is compared with nothing and drawn again: safe.
  }
}

/** Called as a sign-out starts: the page is leaving, and what it shows must not come back from the page cache. */
export function forgetSessionMember(): void {
  try {
    localStorage.removeItem(SESSION_KEY);
  } catch {
    // Nothing was kept.
  }
}

function startedInTab(): boolean {
  try {
    return signInStartedInTab();
  } catch {
    return false;
  }
}

/** Listens for pages restored from the page cache; installed once, as the app starts. */
export function redrawRestoredPages(reload = () => window.location.reload()): void {
  window.addEventListener('pageshow', (event) => {
    if (!event.persisted || (readSessionMember() === drawnFor && !startedInTab())) return;
    document.documentElement.style.visibility = 'hidden';
    reload();
  });
}
