import { useCallback, useEffect, useMemo, useReducer, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { config } from '@/lib/config';
import { setAuthToken } from '@/lib/http';
import { AuthContext } from './context';
import { initialTemplateAuthState, templateAuthReducer } from './template-state';
import { DEFAULT_MEMBER_ROLE, type AuthContextValue, type AuthUser, type PasswordCredentials } from './types';

const { tokenStorageKey, signOutTokenRemovalDelayMs } = config.app.auth;

// The generated auth calls carry zod; importing them on demand keeps it out of the first download.
const loadAuthApi = () => import('@generated/api/auth/auth');

async function loadUser(): Promise<AuthUser> {
  const { getAuthUser } = await loadAuthApi();
  const user = await getAuthUser();
  return { uid: user._id, displayName: user.name, email: user.email, role: [DEFAULT_MEMBER_ROLE], authType: 'template', photoURL: user.avatar ?? null };
}

function readStoredToken(): string | null {
  try {
    return localStorage.getItem(tokenStorageKey);
  } catch {
    return null;
  }
}

/**
 * The template identity method of spec §4: e-mail and password against POST /auth, the token kept in
 * localStorage 'token' and sent as x-auth-token, the member loaded from GET /auth.
 */
export function TemplateAuthProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(templateAuthReducer, initialTemplateAuthState);
  const queryClient = useQueryClient();

  const acceptToken = useCallback(async (token: string) => {
    // Spec §4: a new token is set on the HTTP client and saved before the user is loaded with it.
    setAuthToken(token);
    localStorage.setItem(tokenStorageKey, token);
    try {
      dispatch({ type: 'userLoaded', user: await loadUser() });
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

  const signIn = useCallback(
    async (credentials?: PasswordCredentials) => {
      if (!credentials) throw new Error('The template sign-in needs an e-mail and a password');
      const { signIn: postAuth } = await loadAuthApi();
      const { token } = await postAuth(credentials);
      dispatch({ type: 'tokenReceived', token });
      await acceptToken(token);
    },
    [acceptToken],
  );

  const signOut = useCallback(async () => {
    dispatch({ type: 'signedOut' });
    queryClient.clear();
    // Spec §9: the token goes 500 ms after the user, so calls already under way can finish.
    await new Promise((resolve) => setTimeout(resolve, signOutTokenRemovalDelayMs));
    setAuthToken(null);
    localStorage.removeItem(tokenStorageKey);
  }, [queryClient]);

  const value = useMemo<AuthContextValue>(
    () => ({ method: 'template', status: state.status, user: state.user, isAuthenticated: state.status === 'signedIn', signIn, signOut }),
    [state.status, state.user, signIn, signOut],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}
