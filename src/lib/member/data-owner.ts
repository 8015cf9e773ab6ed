import { memberId } from '@/lib/session-key';

// Whose data this browser keeps (their drafts, store choices, last-seen answers): an opaque id of their e-mail, in
// local storage so that it outlives a close of the browser, as store choices do. A member who signs in where someone
// else's data is kept gets none of it: it is dropped before anything of theirs is read (member-store.ts).
const OWNER_KEY = 'memberPortal.dataOwner';

/**
 * Notes `emailClaim` as the owner of what this browser keeps; true when it was someone else's, or nobody's noted
 * (a Logout cleared it, or it was kept before owners were noted): the caller then drops it all. Storage that cannot
 * be read says false, so that a browser refusing local storage does not lose its drafts at every page load.
 */
export function takeOverBrowserData(emailClaim: string): boolean {
  const id = memberId(emailClaim);
  try {
    const previous = localStorage.getItem(OWNER_KEY);
    if (previous === id) return false;
    localStorage.setItem(OWNER_KEY, id);
    return true;
  } catch {
    return false;
  }
}

/** Logout: nobody's data is kept any more. */
export function forgetDataOwner(): void {
  try {
    localStorage.removeItem(OWNER_KEY);
  } catch {
    // Nothing was noted.
  }
}
