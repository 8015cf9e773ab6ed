import { describe, expect, it } from 'vitest';
import { msalNeededAtStart } from './msal-needed';

const at = (hash = '', search = '') => ({ hash, search });
const nobody = () => null;
const notStarted = () => false;

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
    expect(msalNeededAtStart(location, nobody, notStarted)).toBe(expected);
  });

  it('a live session of this browser (the portal’s own record), or a sign-in this tab started', () => {
    expect(msalNeededAtStart(at(), () => 'member-1.tenant', notStarted)).toBe(true);
    expect(msalNeededAtStart(at(), nobody, () => true)).toBe(true);
    expect(msalNeededAtStart(at(), nobody, notStarted)).toBe(false);
  });

  it('unreadable storage: MSAL is loaded to look for itself', () => {
    const unreadable = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    expect(msalNeededAtStart(at(), unreadable, notStarted)).toBe(true);
  });
});
