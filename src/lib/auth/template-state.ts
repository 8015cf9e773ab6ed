import type { AuthStatus, AuthUser, LockedMember } from './types';

/** The sign-in state of the template flow, plus where it stands and who locked the session. */
export interface TemplateAuthState {
  status: AuthStatus;
  token: string | null;
  user: AuthUser | null;
  /** Who locked the session in this tab; the lock screen asks them for their password again. */
  lockedMember: LockedMember | null;
}

export type TemplateAuthEvent =
  | { type: 'storedTokenFound'; token: string }
  | { type: 'noStoredToken' }
  | { type: 'tokenReceived'; token: string }
  | { type: 'userLoaded'; user: AuthUser }
  | { type: 'userLoadFailed' }
  | { type: 'signedOut' }
  | { type: 'locked' };

export const initialTemplateAuthState: TemplateAuthState = {
  status: 'loading',
  token: null,
  user: null,
  lockedMember: null,
};

/**
 * The template sign-in, as a pure transition function so every step can be tested on its own. Sign-in and
 * the completion of a sign-up (the e-mailed code exchanged for a token) take the same path: tokenReceived, then
 * userLoaded. Locking signs out like signedOut but keeps who was signed in.
 */
export function templateAuthReducer(state: TemplateAuthState, event: TemplateAuthEvent): TemplateAuthState {
  const { lockedMember } = state;
  switch (event.type) {
    case 'storedTokenFound':
      return { status: 'loading', token: event.token, user: null, lockedMember };
    case 'noStoredToken':
      return { status: 'signedOut', token: null, user: null, lockedMember };
    case 'tokenReceived':
      return { status: 'loading', token: event.token, user: null, lockedMember };
    case 'userLoaded':
      // Whoever signs in unlocks the tab: the lock screen has nobody left to greet.
      return state.token ? { status: 'signedIn', token: state.token, user: event.user, lockedMember: null } : state;
    case 'userLoadFailed':
    case 'signedOut':
      return { status: 'signedOut', token: null, user: null, lockedMember };
    case 'locked': {
      const member = state.user
        ? { displayName: state.user.displayName, email: state.user.email, photoURL: state.user.photoURL }
        : lockedMember;
      return { status: 'signedOut', token: null, user: null, lockedMember: member };
    }
  }
}
