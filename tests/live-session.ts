// A live session as the portal keeps it in a browser (src/lib/auth/live-session.ts): its session cookie and its record
// in localStorage. For the tests of how the portal starts before MSAL has loaded.
import { LIVE_SESSION_COOKIE, endLiveSession, markSessionLive } from '@/lib/auth/live-session';

/** `homeAccountId` signed in in this browser session. */
export function keepLiveSession(homeAccountId: string): void {
  markSessionLive(homeAccountId);
}

/** The browser closed and opened again: its session cookie is gone, the portal's record is still in localStorage. */
export function closeBrowser(): void {
  document.cookie = `${LIVE_SESSION_COOKIE}=;path=/;expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}

/** Nothing of the session left (a Logout). */
export function forgetLiveSession(): void {
  endLiveSession();
}
