// The portal's own note that this tab has left for the identity provider (kept per tab, in session storage): while it
// is there, a start of the tab may have the provider's answer, or the member Back from its page, for the identity
// library to finish. No DOM access at import: the build's preload script reads the name.

export const SIGN_IN_STARTED_KEY = 'memberPortal.signInStartedAt';

/** Whether a sign-in (or a renewal by redirect) started in this tab and was not finished. Throws when unreadable. */
export const signInStartedInTab = (session: Pick<Storage, 'getItem'> = window.sessionStorage): boolean =>
  session.getItem(SIGN_IN_STARTED_KEY) !== null;
