import type { AuthStatus, AuthUser } from './types';

/** Spec §3 "Auth state" for the template flow, plus where it stands. */
export interface TemplateAuthState {
  status: AuthStatus;
  token: string | null;
  user: AuthUser | null;
}

export type TemplateAuthEvent =
  | { type: 'storedTokenFound'; token: string }
  | { type: 'noStoredToken' }
  | { type: 'tokenReceived'; token: string }
  | { type: 'userLoaded'; user: AuthUser }
  | { type: 'userLoadFailed' }
  | { type: 'signedOut' };

export const initialTemplateAuthState: TemplateAuthState = { status: 'loading', token: null, user: null };

/** Spec §4 "Authentication", as a pure transition function so every step can be tested on its own. */
export function templateAuthReducer(state: TemplateAuthState, event: TemplateAuthEvent): TemplateAuthState {
  switch (event.type) {
    case 'storedTokenFound':
      return { status: 'loading', token: event.token, user: null };
    case 'noStoredToken':
      return { status: 'signedOut', token: null, user: null };
    case 'tokenReceived':
      return { status: 'loading', token: event.token, user: null };
    case 'userLoaded':
      return state.token ? { status: 'signedIn', token: state.token, user: event.user } : state;
    case 'userLoadFailed':
    case 'signedOut':
      return { status: 'signedOut', token: null, user: null };
  }
}
