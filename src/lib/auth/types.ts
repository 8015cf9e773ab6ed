/** Who is signed in (spec §3 "Auth user"), the same shape for every identity method. */
export interface AuthUser {
  uid: string;
  displayName: string;
  email: string;
  role: string[];
  authType: 'template' | 'b2c';
  photoURL: string | null;
}

export type AuthStatus = 'loading' | 'signedOut' | 'signedIn';

export interface PasswordCredentials {
  email: string;
  password: string;
}

/**
 * What the rest of the app may ask of authentication. Each identity method (template e-mail/password,
 * B2C through MSAL) provides this through its own provider, so guard, menu and pages never know which is active.
 */
export interface AuthContextValue {
  method: 'template' | 'b2c';
  status: AuthStatus;
  user: AuthUser | null;
  /** Whether the identity client itself reports a signed-in account (spec §4: Logout is shown only then). */
  isAuthenticated: boolean;
  /** Template method: e-mail and password; B2C: starts the provider's redirect and ignores the argument. */
  signIn: (credentials?: PasswordCredentials) => Promise<void>;
  signOut: () => Promise<void>;
}

/** Role given to a member signed in through the template flow (spec §6). */
export const DEFAULT_MEMBER_ROLE = 'user';
