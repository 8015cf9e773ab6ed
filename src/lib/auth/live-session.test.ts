import { describe, expect, it } from 'vitest';
import {
  LIVE_SESSION_KEY,
  endLiveSession,
  liveSessionMember,
  markSessionLive,
  memberOfRecord,
  sessionEndedBy,
  type SessionStores,
} from './live-session';

/** A browser's cookie jar and localStorage, as far as the live session uses them. */
function browser() {
  const local = new Map<string, string>();
  const jar = new Map<string, string>();
  const stores: SessionStores = {
    local: {
      getItem: (key) => local.get(key) ?? null,
      setItem: (key, value) => void local.set(key, value),
      removeItem: (key) => void local.delete(key),
    },
    cookies: () => [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
    setCookie: (cookie) => {
      const [pair = '', ...attributes] = cookie.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (attributes.some((part) => part.trim().startsWith('expires=Thu, 01 Jan 1970'))) jar.delete(name);
      else jar.set(name, value);
    },
  };
  /** The browser closes: its session cookies go, localStorage stays. */
  const close = () => jar.clear();
  return { stores, local, jar, close };
}

describe('the live session (the portal’s own cookie and record)', () => {
  it('live after a sign-in, in every tab of the browser session; gone with the browser', () => {
    const { stores, close } = browser();
    expect(liveSessionMember(stores)).toBeNull();
    markSessionLive('maria.tenant', stores);
    expect(liveSessionMember(stores)).toBe('maria.tenant');
    close();
    expect(liveSessionMember(stores)).toBeNull();
  });

  it('a record left by a closed browser is not revived by the next session’s cookie', () => {
    const { stores, close, local } = browser();
    markSessionLive('maria.tenant', stores);
    const left = local.get(LIVE_SESSION_KEY);
    close();
    // Someone else signs in in the next browser session, then that record is put back as the closed one left it.
    markSessionLive('sam.tenant', stores);
    local.set(LIVE_SESSION_KEY, left ?? '');
    expect(liveSessionMember(stores)).toBeNull();
  });

  it('Logout leaves nothing: no member, no reason, no cookie', () => {
    const { stores, local, jar } = browser();
    markSessionLive('maria.tenant', stores);
    endLiveSession(undefined, stores);
    expect(liveSessionMember(stores)).toBeNull();
    expect(sessionEndedBy(stores)).toBeNull();
    expect(local.size).toBe(0);
    expect(jar.size).toBe(0);
  });

  it('an idle sign-out ends the member’s session and says why, for this browser session only', () => {
    const { stores, close, local } = browser();
    markSessionLive('maria.tenant', stores);
    endLiveSession('idle', stores);
    expect(liveSessionMember(stores)).toBeNull();
    expect(sessionEndedBy(stores)).toBe('idle');
    expect(memberOfRecord(local.get(LIVE_SESSION_KEY) ?? null)).toBeNull();
    close();
    expect(sessionEndedBy(stores)).toBeNull();
  });

  it('the same member signing in again writes the same record (no change for the other tabs to hear)', () => {
    const { stores, local } = browser();
    markSessionLive('maria.tenant', stores);
    const first = local.get(LIVE_SESSION_KEY);
    markSessionLive('maria.tenant', stores);
    expect(local.get(LIVE_SESSION_KEY)).toBe(first);
  });
});
