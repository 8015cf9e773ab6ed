import { describe, expect, it, vi } from 'vitest';
import { followOtherTabs, leavingForOtherTab, memberChangedElsewhere } from './other-tabs';

const LIST = 'msal.3.account.keys';
const ACTIVE = 'msal.member-portal-local.active-account-filters';
const maria = 'msal.3|maria.tenant|login.example|tenant';
const sam = 'msal.3|sam.tenant|login.example|tenant';
const list = (...keys: string[]) => JSON.stringify(keys);
const active = (homeAccountId: string) => JSON.stringify({ homeAccountId, localAccountId: 'x', tenantId: 't' });
const change = (key: string | null, oldValue: string | null, newValue: string | null) => ({ key, oldValue, newValue });

describe('memberChangedElsewhere (what another tab did to MSAL’s shared cache)', () => {
  it.each([
    ['a member signed in', change(LIST, null, list(maria)), true],
    ['the member signed out', change(LIST, list(maria), null), true],
    ['another account added', change(LIST, list(maria), list(maria, sam)), true],
    ['one of two accounts removed', change(LIST, list(maria, sam), list(sam)), true],
    ['the same accounts, listed in another order', change(LIST, list(maria, sam), list(sam, maria)), false],
    ['another account made the active one', change(ACTIVE, active('maria.tenant'), active('sam.tenant')), true],
    ['the active account forgotten (a sign-out starting)', change(ACTIVE, active('maria.tenant'), null), true],
    ['the same active account written again', change(ACTIVE, active('maria.tenant'), active('maria.tenant')), false],
    ['a token renewed', change(`${maria}|accesstoken|member-portal-local`, '{"id":"k"}', '{"id":"k2"}'), false],
    ['the portal’s own keys', change('memberPortal.sessionMember', 'a', 'b'), false],
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
    // A renewed token, and a change in another tab's own session storage: nothing to follow.
    window.dispatchEvent(storageEvent({ key: `${maria}|accesstoken`, newValue: '{}', storageArea: localStorage }));
    window.dispatchEvent(storageEvent({ key: LIST, newValue: list(sam), storageArea: sessionStorage }));
    expect(reload).not.toHaveBeenCalled();
    expect(leavingForOtherTab()).toBe(false);

    window.dispatchEvent(storageEvent({ key: LIST, oldValue: list(maria), newValue: null, storageArea: localStorage }));
    window.dispatchEvent(storageEvent({ key: ACTIVE, oldValue: active('maria.tenant'), storageArea: localStorage }));
    expect(reload).toHaveBeenCalledOnce();
    expect(leavingForOtherTab()).toBe(true);
    stop();
  });
});
