import type { SessionEnd } from './live-session';

/** Who is signed in ("Auth user"), the same shape for every identity method. */
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
  /** Whether the identity client itself reports a signed-in account (Logout is shown only then). */
  isAuthenticated: boolean;
  /** Template method: e-mail and password; B2C: starts the provider's redirect and ignores the argument. */
  signIn: (credentials?: PasswordCredentials) => Promise<void>;
  /**
   * Logout: ends everything the browser holds of the member. With 'idle' (no activity in any tab for the configured
   * time), the same except the member's unsent forms, and the sign-in page then says why.
   */
  signOut: (ended?: SessionEnd) => Promise<void>;
  /** The last sign-in or sign-out failure, for a translated message with a way to try again. */
  problem?: AuthProblem | null;
  dismissProblem?: () => void;
  /** When the session can no longer be renewed silently (epoch ms), if the method knows. */
  sessionEndsAt?: number | null;
  /** Signs in again now and returns to the same page. */
  renewSession?: () => Promise<void>;
  /** Template method: completes a pending sign-up with the six-digit code e-mailed to the address; the member is then signed in. */
  completeSignUp?: (email: string, code: string) => Promise<void>;
  /** B2C: signs in asking the provider who it is, whatever session the provider keeps (a shared computer). */
  signInAsSomeoneElse?: () => Promise<void>;
  /** B2C: starts the identity provider's own sign-up flow (a redirect). */
  startSignUp?: () => Promise<void>;
  /** B2C: starts the identity provider's own password-reset flow (a redirect). */
  startPasswordReset?: () => Promise<void>;
  /** Locks the session: signs out but remembers, in this browser tab only, who was signed in, for the lock screen. */
  lock?: () => Promise<void>;
  /** Who locked the session in this tab (the lock screen greets them and asks for the password again); null when nobody did. */
  lockedMember?: LockedMember | null;
}

/** What the lock screen may show of the member who locked the session; never a token. */
export interface LockedMember {
  displayName: string;
  email: string;
  photoURL: string | null;
}

/** What went wrong with the identity provider, in terms the interface can explain. */
export type AuthProblem =
  'signInFailed' | 'signInCancelled' | 'signOutFailed' | 'providerUnreachable' | 'missingClaims';

/** Role given to a member signed in through the template flow. */
export const DEFAULT_MEMBER_ROLE = 'user';
