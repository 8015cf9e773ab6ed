// The portal's own notes that this tab has left for the identity provider (kept per tab, in session storage): to
// sign in (or renew by redirect), or to sign out. While one is there, a start of the tab may have the provider's
// answer, the member Back from its page, or a sign-out's bookkeeping for the identity library to finish. No DOM access
// at import: the build's preload script reads the names.

export const SIGN_IN_STARTED_KEY = 'memberPortal.signInStartedAt';
export const SIGN_OUT_STARTED_KEY = 'memberPortal.signOutStarted';

/** Whether a redirect to the provider started in this tab and was not finished. Throws when unreadable. */
export const signInStartedInTab = (session: Pick<Storage, 'getItem'> = window.sessionStorage): boolean =>
  session.getItem(SIGN_IN_STARTED_KEY) !== null || session.getItem(SIGN_OUT_STARTED_KEY) !== null;

/** Called as the provider's sign-out starts: the sign-in page it returns to lets the identity library finish it. */
export function noteSignOutStart(): void {
  try {
    sessionStorage.setItem(SIGN_OUT_STARTED_KEY, '1');
  } catch {
    // Without storage the identity library finishes at the next sign-in instead.
  }
}

/** Called once the identity library has finished what this tab had under way. */
export function forgetSignOutStart(): void {
  try {
    sessionStorage.removeItem(SIGN_OUT_STARTED_KEY);
  } catch {
    // Nothing was kept.
  }
}
