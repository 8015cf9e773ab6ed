import { AuthError, EventType, InteractionType, type EventMessage } from '@azure/msal-browser';
import type { AuthProblem } from '../types';

const CANCELLED = new Set(['user_cancelled', 'access_denied']);
const UNREACHABLE = new Set(['endpoints_resolution_error', 'no_network_connectivity', 'post_request_failed', 'get_request_failed', 'network_error', 'timed_out']);

/** Turns an MSAL failure into something the interface can explain (branching on errorCode, never the text). */
export function classifyAuthFailure(error: unknown): AuthProblem {
  const code = error instanceof AuthError ? error.errorCode : typeof error === 'object' && error && 'errorCode' in error ? String(error.errorCode) : '';
  if (CANCELLED.has(code)) return 'signInCancelled';
  if (UNREACHABLE.has(code) || error instanceof TypeError) return 'providerUnreachable';
  return 'signInFailed';
}

/** The problem an MSAL event reports, if any. */
export function problemFromEvent(message: EventMessage): AuthProblem | null {
  switch (message.eventType) {
    case EventType.ACQUIRE_TOKEN_FAILURE:
      // A silent renewal that fails leads to a redirect of its own; only interactive failures reach the member.
      return message.interactionType === InteractionType.Redirect ? classifyAuthFailure(message.error) : null;
    case EventType.LOGOUT_FAILURE:
      return 'signOutFailed';
    default:
      return null;
  }
}

/** B2C answers "forgot password" on the sign-in page with this code (AADB2C90118) in the error description. */
export function isForgotPasswordAnswer(error: unknown): boolean {
  return error instanceof AuthError && /AADB2C90118/.test(`${error.errorMessage} ${error.subError}`);
}
