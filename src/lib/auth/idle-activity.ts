// When the member last did something in any tab of this browser (a key, a pointer, a touch, a scroll), for the idle
// sign-out a shared computer needs. One timestamp in localStorage, shared by every tab: each tab writes it as the
// member acts, and hears the others' through the storage event. Not personal: a time and nothing else.

import { markSessionLive } from './live-session';

const ACTIVITY_KEY = 'memberPortal.lastActivity';

/** The last activity noted in any tab (epoch ms), or null when none was noted or storage cannot be read. */
export function lastActivity(): number | null {
  try {
    const at = Number(localStorage.getItem(ACTIVITY_KEY));
    return Number.isFinite(at) && at > 0 ? at : null;
  } catch {
    return null;
  }
}

/** Notes activity now, for every tab. */
export function noteActivity(at = Date.now()): void {
  try {
    localStorage.setItem(ACTIVITY_KEY, String(at));
  } catch {
    // Without storage each tab counts its own activity only.
  }
}

/** Calls `listener` with the time another tab noted activity; returns the function that stops it. */
export function onActivityElsewhere(listener: (at: number) => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== ACTIVITY_KEY || event.storageArea !== window.localStorage) return;
    const at = Number(event.newValue);
    if (Number.isFinite(at) && at > 0) listener(at);
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/** A member has just signed in: live in every tab (live-session.ts), and the idle time counts from now. */
export function startLiveSession(member: string): void {
  markSessionLive(member);
  noteActivity();
}
