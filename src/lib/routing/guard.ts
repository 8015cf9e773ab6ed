import type { RouteConfig } from '@/lib/config';
import { canAccess } from './can-access';
import type { AuthStatus } from '@/lib/auth/types';

export type GuardDecision =
  | { kind: 'render' }
  | { kind: 'loading' }
  | { kind: 'redirect'; to: string; rememberPath?: string }
  | { kind: 'enterApp' };

export interface GuardInput {
  /** The path asked for, with its query string. */
  path: string;
  pathname: string;
  /** The configured route at that path, or null for an unknown path. */
  route: RouteConfig | null;
  status: AuthStatus;
  roles: readonly string[];
  initialPath: string;
  signInPath: string;
  notFoundPath: string;
  /** Someone locked the session in this tab: a protected page sends them to the lock screen, not to sign-in. */
  locked?: boolean;
  lockScreenPath?: string;
}

/**
 * The route guard as a pure function (redirects included):
 * '/' → initial URL (signed in: into the app, as after sign-in); unknown path → 404; while authentication loads → loader; signed out on a protected route →
 * sign-in (or the lock screen, when the session was locked), remembering the path; signed in on an authentication page → into the app ('enterApp': the remembered
 * path or the initial URL); signed in without permission → 404.
 */
export function decideNavigation(input: GuardInput): GuardDecision {
  const { route, status } = input;
  // Loading comes first: the identity provider's answer may be in this very URL and must not be navigated away.
  if (status === 'loading') return { kind: 'loading' };
  // Signed in at '/': the identity provider has just returned there (the redirect URI); on to the remembered path.
  if (input.pathname === '/')
    return status === 'signedIn' ? { kind: 'enterApp' } : { kind: 'redirect', to: input.initialPath };
  if (!route) return { kind: 'redirect', to: input.notFoundPath };
  if (status === 'signedOut') {
    if (route.roles === null) return { kind: 'render' };
    const to = input.locked && input.lockScreenPath ? input.lockScreenPath : input.signInPath;
    return { kind: 'redirect', to, rememberPath: input.path };
  }
  if (route.authPage) return { kind: 'enterApp' };
  if (!canAccess(route.roles, input.roles)) return { kind: 'redirect', to: input.notFoundPath };
  return { kind: 'render' };
}
