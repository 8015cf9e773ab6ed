import { describe, expect, it } from 'vitest';
import {
  initialTemplateAuthState,
  templateAuthReducer,
  type TemplateAuthEvent,
  type TemplateAuthState,
} from './template-state';
import type { AuthUser } from './types';

const maria: AuthUser = {
  uid: '665f1c2e9b1e8a0012ab34cd',
  displayName: 'Maria Alvarez',
  email: 'member@example.com',
  role: ['user'],
  authType: 'template',
  photoURL: '/images/avatars/maria.svg',
};
const locked = { displayName: 'Maria Alvarez', email: 'member@example.com', photoURL: '/images/avatars/maria.svg' };

const loading: TemplateAuthState = initialTemplateAuthState;
const awaitingUser: TemplateAuthState = { status: 'loading', token: 'issued', user: null, lockedMember: null };
const signedIn: TemplateAuthState = { status: 'signedIn', token: 'issued', user: maria, lockedMember: null };
const signedOut: TemplateAuthState = { status: 'signedOut', token: null, user: null, lockedMember: null };
const lockedOut: TemplateAuthState = { ...signedOut, lockedMember: locked };

// One row per event of the template sign-in (and the lock screen), from the state it normally arrives in.
describe('templateAuthReducer', () => {
  it.each<[string, TemplateAuthState, TemplateAuthEvent, TemplateAuthState]>([
    ['starts loading with nobody and no token', loading, { type: 'noStoredToken' }, signedOut],
    [
      'a stored token keeps it loading, with the token',
      loading,
      { type: 'storedTokenFound', token: 'stored' },
      { ...awaitingUser, token: 'stored' },
    ],
    [
      'a token from sign-in or from a confirmed sign-up waits for its user',
      signedOut,
      { type: 'tokenReceived', token: 'issued' },
      awaitingUser,
    ],
    ['the loaded user signs the member in', awaitingUser, { type: 'userLoaded', user: maria }, signedIn],
    ['a user that cannot be loaded signs out and drops the token', awaitingUser, { type: 'userLoadFailed' }, signedOut],
    ['sign-out clears user and token', signedIn, { type: 'signedOut' }, signedOut],
    ['locking signs out but remembers who was signed in (never the token)', signedIn, { type: 'locked' }, lockedOut],
    [
      'unlocking by signing in forgets who locked',
      { ...awaitingUser, lockedMember: locked },
      { type: 'userLoaded', user: maria },
      signedIn,
    ],
  ])('%s', (_name, from, event, to) => {
    expect(templateAuthReducer(from, event)).toEqual(to);
  });

  it('ignores a user that arrives without a token (a late answer after sign-out)', () => {
    expect(templateAuthReducer(signedOut, { type: 'userLoaded', user: maria })).toBe(signedOut);
  });

  it('keeps the locked member through the events of a failed unlock and a reload', () => {
    const afterReload = templateAuthReducer({ ...loading, lockedMember: locked }, { type: 'noStoredToken' });
    expect(afterReload).toEqual(lockedOut);
    const tried = templateAuthReducer(afterReload, { type: 'tokenReceived', token: 'issued' });
    expect(templateAuthReducer(tried, { type: 'userLoadFailed' })).toEqual(lockedOut);
    expect(
      templateAuthReducer(templateAuthReducer(lockedOut, { type: 'storedTokenFound', token: 'stored' }), {
        type: 'signedOut',
      }),
    ).toEqual(lockedOut);
  });

  it('locking twice keeps the first member rather than forgetting them', () => {
    expect(templateAuthReducer(lockedOut, { type: 'locked' })).toEqual(lockedOut);
  });
});
