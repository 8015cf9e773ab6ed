// Whether this browser holds a live session of the portal, from what the portal writes itself: never from the identity
// library's own storage, whose names and shapes are its private business and may change in any release.
//
// Two halves, both set when a member signs in: a session cookie holding a random id (no expiry, so the browser drops it
// when it closes), and a record in localStorage naming that id and the member. The session is live only while both
// agree: after the browser has closed the record is left without its cookie, and says nothing. localStorage is shared
// by every tab, so the record's changes reach the other tabs through the storage event (other-tabs.ts). Logout removes
// both; an idle sign-out keeps the cookie (the browser session goes on) and leaves a record saying why it ended, which
// the sign-in page shows in every tab.
//
// No DOM access at import: the build's preload script (scripts/route-preload-plugin.ts) reads these names.

export const LIVE_SESSION_COOKIE = 'memberPortal.session';
export const LIVE_SESSION_KEY = 'memberPortal.session';

export type SessionEnd = 'idle';

interface SessionRecord {
  id: string;
  member?: string;
  ended?: SessionEnd;
}

export interface SessionStores {
  local: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  cookies: () => string;
  setCookie: (cookie: string) => void;
}

const browserStores = (): SessionStores => ({
  local: window.localStorage,
  cookies: () => document.cookie,
  setCookie: (cookie) => (document.cookie = cookie),
});

/** The id in the session cookie: null once the browser has closed since the sign-in, or after Logout. */
export function sessionCookieId(cookies: string): string | null {
  for (const cookie of cookies.split(';')) {
    const [name = '', value = ''] = cookie.trim().split('=');
    if (name === LIVE_SESSION_COOKIE && /^[\w-]{16,}$/.test(value)) return value;
  }
  return null;
}

/** The record kept in localStorage, whatever browser session wrote it; null when missing or not ours. */
export function parseSessionRecord(raw: string | null): SessionRecord | null {
  try {
    const value = JSON.parse(raw ?? 'null') as Partial<SessionRecord> | null;
    if (!value || typeof value.id !== 'string') return null;
    return {
      id: value.id,
      member: typeof value.member === 'string' ? value.member : undefined,
      ended: value.ended === 'idle' ? value.ended : undefined,
    };
  } catch {
    return null;
  }
}

/** This browser session's record, when its cookie is still here. Throws when storage cannot be read. */
function currentRecord(stores: SessionStores): SessionRecord | null {
  const id = sessionCookieId(stores.cookies());
  const record = parseSessionRecord(stores.local.getItem(LIVE_SESSION_KEY));
  return id && record?.id === id ? record : null;
}

/** The member (the account's homeAccountId) signed in in this browser session; null when there is none. */
export function liveSessionMember(stores: SessionStores = browserStores()): string | null {
  return currentRecord(stores)?.member ?? null;
}

/** Why this browser session's last member was signed out without asking, if so (the sign-in page says it). */
export function sessionEndedBy(stores: SessionStores = browserStores()): SessionEnd | null {
  try {
    return currentRecord(stores)?.ended ?? null;
  } catch {
    return null;
  }
}

const secure = () => (window.location.protocol === 'https:' ? '; Secure' : '');

function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
}

/**
 * Called when a member has signed in (the provider's answer read): their session is live in every tab. (The caller
 * also notes the sign-in as activity, idle-activity.ts; this module stays free of imports for the preload script.)
 */
export function markSessionLive(member: string, stores: SessionStores = browserStores()): void {
  try {
    let id = sessionCookieId(stores.cookies());
    if (!id) {
      id = randomId();
      stores.setCookie(`${LIVE_SESSION_COOKIE}=${id}; path=/; SameSite=Strict${secure()}`);
    }
    const record: SessionRecord = { id, member };
    // The same value written again raises no storage event: the other tabs hear only real changes.
    stores.local.setItem(LIVE_SESSION_KEY, JSON.stringify(record));
  } catch {
    // Without storage every start looks signed out: the member signs in again, nobody else is let in.
  }
}

/**
 * Ends the live session in every tab. `ended` says why when the member did not ask for it (the cookie then stays:
 * the browser session goes on, and the reason is shown in it only); without it (Logout) nothing is left.
 */
export function endLiveSession(ended?: SessionEnd, stores: SessionStores = browserStores()): void {
  try {
    const id = sessionCookieId(stores.cookies());
    if (ended && id) {
      const record: SessionRecord = { id, ended };
      stores.local.setItem(LIVE_SESSION_KEY, JSON.stringify(record));
      return;
    }
    stores.local.removeItem(LIVE_SESSION_KEY);
    stores.setCookie(`${LIVE_SESSION_COOKIE}=; path=/; SameSite=Strict; expires=Thu, 01 Jan 1970 00:00:00 GMT`);
  } catch {
    // Nothing could be kept either.
  }
}

/** The member a change of the record (a storage event's old or new value) names: null for none. */
export const memberOfRecord = (raw: string | null): string | null => parseSessionRecord(raw)?.member ?? null;
