import { describe, expect, it } from 'vitest';
import { msalNeededAtStart } from './msal-needed';

const CLIENT = 'member-portal-local';
const at = (hash = '', search = '') => ({ hash, search });
// Web Storage lists its keys as own properties, which is all the check reads.
const storageWith = (entries: Record<string, string>) => ({ ...entries }) as unknown as Storage;
const empty = storageWith({});

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
    expect(msalNeededAtStart(CLIENT, location, empty)).toBe(expected);
  });

  it.each([
    ['nothing stored', {}, false],
    ['only the version MSAL leaves after a sign-out', { 'msal.version': '5.29.0' }, false],
    ['a signed-in account', { 'msal.3.account.keys': '["home-id"]' }, true],
    ['tokens for this app', { [`msal.3.token.keys.${CLIENT}`]: '{}' }, true],
    ['an interaction in progress (Back from the provider page)', { 'msal.interaction.status': CLIENT }, true],
    ["a request of this app's client", { [`${CLIENT}.request.params`]: '{}' }, true],
    ['unrelated keys', { 'memberPortal.locale': 'fr' }, false],
  ])('%s → %s', (_name, entries, expected) => {
    expect(msalNeededAtStart(CLIENT, at(), storageWith(entries))).toBe(expected);
  });

  it('lets MSAL look for itself when the storage cannot be read', () => {
    const locked = new Proxy({} as Storage, {
      ownKeys: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    expect(msalNeededAtStart(CLIENT, at(), locked)).toBe(true);
  });
});
