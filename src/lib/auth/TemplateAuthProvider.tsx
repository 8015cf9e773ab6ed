import { useCallback, useEffect, useMemo, useReducer, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { config } from '@/lib/config';
import { setAuthToken } from '@/lib/http';
import { setMemberProfile } from '@/lib/member';
import { AuthContext } from './context';
import { forgetMember } from './forget-member';
import { startLiveSession } from './idle-activity';
import type { SessionEnd } from './live-session';
import { readLockedMember, storeLockedMember } from './locked-member';
import { initialTemplateAuthState, templateAuthReducer, type TemplateAuthState } from './template-state';
import { DEFAULT_MEMBER_ROLE, type AuthContextValue, type AuthUser, type PasswordCredentials } from './types';

const { tokenStorageKey, signOutTokenRemovalDelayMs } = config.app.auth;

// The generated auth calls carry zod; importing them on demand keeps it out of the first download.
const loadAuthApi = () => import('@generated/api/auth/auth');

async function loadUser(): Promise<AuthUser> {
  const { getAuthUser } = await loadAuthApi();
  const user = await getAuthUser();
  return {
    uid: user._id,
    displayName: user.name,
    email: user.email,
    role: [DEFAULT_MEMBER_ROLE],
    authType: 'template',
    photoURL: user.avatar ?? null,
  };
}

const withLockedMember = (state: TemplateAuthState): TemplateAuthState => ({
  ...state,
  lockedMember: readLockedMember(),
});

function readStoredToken(): string | null {
  try {
    return localStorage.getItem(tokenStorageKey);
  } catch {
    return null;
  }
}

/**
 * The template identity method: e-mail and password against POST /auth, the token kept in
 * localStorage 'token' and sent as x-auth-token, the member loaded from GET /auth. Sign-up completes with the
 * e-mailed code (POST /users/confirm), which gives a token like sign-in does.
 */
export function TemplateAuthProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(templateAuthReducer, initialTemplateAuthState, withLockedMember);
  const queryClient = useQueryClient();

  const acceptToken = useCallback(async (token: string) => {
    // A new token is set on the HTTP client and saved before the user is loaded with it.
    setAuthToken(token);
    localStorage.setItem(tokenStorageKey, token);
    try {
      const user = await loadUser();
      const [firstName = '', ...rest] = user.displayName.split(' ');
      // The template flow has no member-number claim: the first store of the chain is preselected.
      setMemberProfile({
        firstName,
        lastName: rest.join(' '),
        ibcNumber: '',
        emailClaim: user.email,
        emails: [user.email],
      });
      // The live session's record, as in the B2C flow: the sign-in page can then say why a member was signed out.
      startLiveSession(user.uid);
      dispatch({ type: 'userLoaded', user });
    } catch (error) {
      setAuthToken(null);
      localStorage.removeItem(tokenStorageKey);
      dispatch({ type: 'userLoadFailed' });
      throw error;
    }
  }, []);

  useEffect(() => {
    const stored = readStoredToken();
    if (!stored) {
      dispatch({ type: 'noStoredToken' });
      return;
    }
    dispatch({ type: 'storedTokenFound', token: stored });
    // A stale stored token simply ends in the signed-out state; there is nothing to tell the member.
    acceptToken(stored).catch(() => undefined);
  }, [acceptToken]);

  useEffect(() => storeLockedMember(state.lockedMember), [state.lockedMember]);

  // Sign-in and sign-up both end in a token, which is stored before the user is loaded with it.
  const receiveToken = useCallback(
    async (issued: Promise<{ token: string }>) => {
      const { token } = await issued;
      dispatch({ type: 'tokenReceived', token });
      await acceptToken(token);
    },
    [acceptToken],
  );

  const signIn = useCallback(
    async (credentials?: PasswordCredentials) => {
      if (!credentials) throw new Error('The template sign-in needs an e-mail and a password');
      const api = await loadAuthApi();
      await receiveToken(api.signIn(credentials));
    },
    [receiveToken],
  );

  const completeSignUp = useCallback(
    async (email: string, code: string) => {
      const api = await loadAuthApi();
      await receiveToken(api.confirmRegistration({ email, code }));
    },
    [receiveToken],
  );

  const endSession = useCallback(
    async (event: 'signedOut' | 'locked', ended?: SessionEnd) => {
      // Out of storage at once: a tab closed during the delay below must not leave the next visitor signed in.
      localStorage.removeItem(tokenStorageKey);
      dispatch({ type: event });
      const draftsGone = forgetMember(queryClient, ended);
      // The token leaves the HTTP client 500 ms after the user, so calls already under way can finish.
      await new Promise((resolve) => setTimeout(resolve, signOutTokenRemovalDelayMs));
      setAuthToken(null);
      await draftsGone;
    },
    [queryClient],
  );
  const signOut = useCallback((ended?: SessionEnd) => endSession('signedOut', ended), [endSession]);
  const lock = useCallback(() => endSession('locked'), [endSession]);

  const value = useMemo<AuthContextValue>(
    () => ({
      method: 'template',
      status: state.status,
      user: state.user,
      isAuthenticated: state.status === 'signedIn',
      signIn,
      signOut,
      completeSignUp,
      lock,
      lockedMember: state.lockedMember,
    }),
    [state.status, state.user, state.lockedMember, signIn, signOut, completeSignUp, lock],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}
