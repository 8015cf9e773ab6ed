import { describe, expect, it } from 'vitest';
import { msalNeededAtStart } from './msal-needed';
import type { MsalStorage } from './msal-session';

const CLIENT = 'member-portal-local';
const at = (hash = '', search = '') => ({ hash, search });
// Web Storage lists its keys as own properties, which is all the check reads besides getItem.
const storageWith = (entries: Record<string, string>) =>
  Object.assign(Object.create({ getItem: (key: string) => entries[key] ?? null }) as object, entries) as Storage;
const KEY = encodeURIComponent(JSON.stringify({ id: 'key-1', key: 'secret' }));
const encrypted = (id: string) => JSON.stringify({ id, nonce: 'n', data: 'd', lastUpdatedAt: '1' });
const stored =
  ({
    local = {},
    session = {},
    cookies = '',
  }: {
    local?: Record<string, string>;
    session?: Record<string, string>;
    cookies?: string;
  }) =>
  (): MsalStorage => ({ local: storageWith(local), session: storageWith(session), cookies });
const nothing = stored({});

describe('msalNeededAtStart (load MSAL before the first paint only when it has work)', () => {
  it.each([
    ['the provider answered with a code', at('#code=abc&client_info=x&state=s1'), true],
    [
      'the provider answered with an error (Cancel, Forgot your password?)',
      at('#error=access_denied&error_description=AADB2C90091&state=s1'),
      true,
    ],
    ['an answer in the query string', at('', '?code=abc&state=s1'), true],
    ['a sign-out return carrying only state', at('', '?state=s1'), false],
    ['a plain address', at(), false],
    ['an unrelated fragment', at('#main-content'), false],
  ])('%s → %s', (_name, location, expected) => {
    expect(msalNeededAtStart(CLIENT, location, nothing)).toBe(expected);
  });

  it.each([
    ['nothing stored', {}, false],
    ['only the version MSAL leaves after a sign-out', { 'msal.version': '5.29.0' }, false],
    ['an interaction in progress (Back from the provider page)', { 'msal.interaction.status': CLIENT }, true],
    ["a request of this app's client", { [`${CLIENT}.request.params`]: '{}' }, true],
    ['unrelated keys', { 'memberPortal.themeVisit': '{}' }, false],
  ])('in this tab’s session storage, %s → %s', (_name, session, expected) => {
    expect(msalNeededAtStart(CLIENT, at(), stored({ session }))).toBe(expected);
  });

  const account = 'msal.3|member-1.tenant|localhost|tenant';
  it.each([
    ['a session of this browser', { [account]: encrypted('key-1') }, `msal.cache.encryption=${KEY}`, true],
    ['among other cookies', { [account]: encrypted('key-1') }, `theme=x; msal.cache.encryption=${KEY}; b=1`, true],
    ['a session of a browser closed since (no cookie)', { [account]: encrypted('key-1') }, '', false],
    ['entries under an older key', { [account]: encrypted('key-0') }, `msal.cache.encryption=${KEY}`, false],
    [
      'only MSAL’s lists and version',
      { 'msal.3.account.keys': `["${account}"]`, 'msal.version': '5' },
      `msal.cache.encryption=${KEY}`,
      false,
    ],
    ['a cookie that is not MSAL’s key', { [account]: encrypted('key-1') }, 'msal.cache.encryption=garbage', false],
  ])('in local storage, %s → %s', (_name, local, cookies, expected) => {
    expect(msalNeededAtStart(CLIENT, at(), stored({ local, cookies }))).toBe(expected);
  });

  it('lets MSAL look for itself when the storage cannot be read', () => {
    const locked = new Proxy({} as Storage, {
      ownKeys: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    expect(msalNeededAtStart(CLIENT, at(), () => ({ local: locked, session: locked, cookies: '' }))).toBe(true);
  });
});
