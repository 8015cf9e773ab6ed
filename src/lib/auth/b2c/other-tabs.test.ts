import { describe, expect, it, vi } from 'vitest';
import { LIVE_SESSION_KEY } from '../live-session';
import { followOtherTabs, leavingForOtherTab, memberChangedElsewhere } from './other-tabs';

const record = (member?: string, ended?: string) => JSON.stringify({ id: 'browser-session-1', member, ended });
const change = (key: string | null, oldValue: string | null, newValue: string | null) => ({ key, oldValue, newValue });

describe('memberChangedElsewhere (what another tab did to the live session)', () => {
  it.each([
    ['a member signed in', change(LIVE_SESSION_KEY, null, record('maria.tenant')), true],
    ['the member logged out', change(LIVE_SESSION_KEY, record('maria.tenant'), null), true],
    [
      'the member signed out for inactivity',
      change(LIVE_SESSION_KEY, record('maria.tenant'), record(undefined, 'idle')),
      true,
    ],
    ['another member signed in', change(LIVE_SESSION_KEY, record('maria.tenant'), record('sam.tenant')), true],
    [
      'the same member signed in again',
      change(LIVE_SESSION_KEY, record('maria.tenant'), record('maria.tenant')),
      false,
    ],
    ['another of the portal’s keys', change('memberPortal.sessionMember', 'a', 'b'), false],
    ['a key of another library', change('some.library.cache', '{"a":1}', '{"a":2}'), false],
    ['localStorage emptied', change(null, null, null), true],
  ])('%s → %s', (_name, event, expected) => {
    expect(memberChangedElsewhere(event)).toBe(expected);
  });
});

describe('followOtherTabs', () => {
  const storageEvent = (init: StorageEventInit) => new StorageEvent('storage', init);

  it('loads the tab afresh, once, when another tab changes the member, and from then on MSAL is left alone', () => {
    const reload = vi.fn();
    const stop = followOtherTabs(reload);
    // Another key, and a change in another tab's own session storage: nothing to follow.
    window.dispatchEvent(storageEvent({ key: 'memberPortal.locale', newValue: 'de', storageArea: localStorage }));
    window.dispatchEvent(
      storageEvent({ key: LIVE_SESSION_KEY, newValue: record('sam.tenant'), storageArea: sessionStorage }),
    );
    expect(reload).not.toHaveBeenCalled();
    expect(leavingForOtherTab()).toBe(false);

    const loggedOut = { key: LIVE_SESSION_KEY, oldValue: record('maria.tenant'), newValue: null };
    window.dispatchEvent(storageEvent({ ...loggedOut, storageArea: localStorage }));
    window.dispatchEvent(storageEvent({ ...loggedOut, storageArea: localStorage }));
    expect(reload).toHaveBeenCalledOnce();
    expect(leavingForOtherTab()).toBe(true);
    stop();
  });
});
