// Back from the first member page after signing in. The identity provider's pages sit in the tab's history between
// the portal's sign-in page and the page the member lands on; Back would open the provider's page again, spent by
// then (the local provider says "Session expired", B2C starts over). So the page the provider returned to becomes a
// stop that passes Back on over the provider's pages and the sign-in page, to where the member was before signing
// in: another site, a mail, the browser's start page. The count comes from history.length, which is all a page can
// read of entries from other origins.

import { SIGN_IN_STARTED_KEY as STORAGE_KEY } from './sign-in-started';

/** Set on the history entry the provider returned to; the number of entries Back skips from there. */
const SKIP_KEY = 'memberPortalSkipBack';

/** Called as a redirect to the provider starts: the sign-in page is the last entry, at index length - 1. */
export function noteSignInStart(): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, String(window.history.length));
  } catch {
    // Without storage, Back after sign-in opens the provider's page again; nothing else changes.
  }
}

// Whether this document opened with the provider's answer in its address (MSAL removes it from there soon after).
const openedWithAnswer = [window.location.hash, window.location.search].some((part) => {
  const answer = new URLSearchParams(part.replace(/^[#?]/, ''));
  return answer.has('state') && (answer.has('code') || answer.has('error'));
});

/** Whether this document is the one the identity provider returned to, its answer in the address. */
export const openedWithSignInAnswer = (): boolean => openedWithAnswer;

let thisDocument: number | null | undefined;

/**
 * How many entries Back from the page the provider returned to must skip to leave the sign-in behind (0: there is
 * nothing before the sign-in page), or null when this document is not such a return. Read once per document (the
 * record is removed), so a later sign-in elsewhere in this tab does not reuse it.
 */
export function signInReturnSkip(): number | null {
  if (thisDocument !== undefined) return thisDocument;
  thisDocument = null;
  if (!openedWithAnswer) return null;
  try {
    const startedAt = Number(sessionStorage.getItem(STORAGE_KEY));
    sessionStorage.removeItem(STORAGE_KEY);
    // Entries: … before (startedAt - 2), the sign-in page (startedAt - 1), the provider's pages, this one (length - 1).
    const providerPages = window.history.length - 1 - startedAt;
    if (startedAt >= 1 && providerPages >= 1) thisDocument = startedAt >= 2 ? providerPages + 2 : 0;
  } catch {
    // Unreadable storage: Back works as the browser's own.
  }
  return thisDocument;
}

/** Marks the current entry as the stop described above; the member page is then pushed on top of it. */
export function markSignInReturn(skip: number): void {
  window.history.replaceState({ ...(window.history.state as object | null), [SKIP_KEY]: skip }, '');
}

/**
 * Installed before the router listens, so this listener runs first and can keep the router from drawing the stop:
 * Back onto it goes on over the provider's pages; with nothing before the sign-in page, the member stays where they
 * were, as at the start of any tab's history.
 */
export function passBackOverSignIn(): void {
  window.addEventListener('popstate', (event) => {
    const skip = (event.state as Record<string, unknown> | null)?.[SKIP_KEY];
    if (typeof skip !== 'number') return;
    event.stopImmediatePropagation();
    if (skip > 0) window.history.go(-skip);
    else window.history.forward();
  });
}
