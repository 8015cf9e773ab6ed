import { AuthError, EventType, InteractionType, type EventMessage } from '@azure/msal-browser';
import type { AuthProblem } from '../types';

const CANCELLED = new Set(['user_cancelled']);
const UNREACHABLE = new Set([
  'endpoints_resolution_error',
  'no_network_connectivity',
  'post_request_failed',
  'get_request_failed',
  'network_error',
  'timed_out',
]);

/** B2C's answer when the member presses Cancel on its page (error access_denied). */
export const B2C_CANCELLED = 'AADB2C90091';
/** B2C's answer when the member follows 'Forgot your password?' on its sign-in page (error access_denied). */
export const B2C_FORGOT_PASSWORD = 'AADB2C90118';

function errorCodeOf(error: unknown): string {
  if (error instanceof AuthError) return error.errorCode;
  return typeof error === 'object' && error && 'errorCode' in error ? String(error.errorCode) : '';
}

/**
 * The AADB2C code of a B2C answer. B2C sends it at the start of error_description, which MSAL keeps as errorMessage;
 * some paths put it in the suberror instead, so both are read (plus the full message, which repeats them).
 */
export function b2cCode(error: unknown): string | null {
  if (!(error instanceof AuthError)) return null;
  return /\bAADB2C\d{5}\b/.exec(`${error.errorMessage} ${error.subError} ${error.message}`)?.[0] ?? null;
}

/** Turns an MSAL failure into something the interface can explain (branching on codes, never on the text). */
export function classifyAuthFailure(error: unknown): AuthProblem {
  const code = errorCodeOf(error);
  if (CANCELLED.has(code) || b2cCode(error) === B2C_CANCELLED) return 'signInCancelled';
  if (UNREACHABLE.has(code) || error instanceof TypeError) return 'providerUnreachable';
  return 'signInFailed';
}

/** What the portal does about an MSAL event. */
export type EventOutcome =
  | { action: 'none' }
  /** The member left the provider's page on purpose: back on /signin, nothing to explain. */
  | { action: 'quiet' }
  /** 'Forgot your password?' on the provider's page: start the password-reset user flow. */
  | { action: 'passwordReset' }
  | { action: 'problem'; problem: AuthProblem };

const NOTHING: EventOutcome = { action: 'none' };

/**
 * Reads an MSAL event. msal-browser 5 has no LOGIN_FAILURE: a redirect answered with an error (sign-in, sign-up,
 * password reset or a token redirect) arrives as ACQUIRE_TOKEN_FAILURE with interaction type Redirect.
 */
export function outcomeOfEvent(message: EventMessage): EventOutcome {
  switch (message.eventType) {
    case EventType.ACQUIRE_TOKEN_FAILURE: {
      // A silent renewal that fails leads to a redirect of its own (see token-source.ts); only interactive failures
      // concern the member.
      if (message.interactionType !== InteractionType.Redirect) return NOTHING;
      const b2c = b2cCode(message.error);
      if (b2c === B2C_FORGOT_PASSWORD) return { action: 'passwordReset' };
      const problem = classifyAuthFailure(message.error);
      return problem === 'signInCancelled' ? { action: 'quiet' } : { action: 'problem', problem };
    }
    case EventType.LOGOUT_FAILURE:
      return { action: 'problem', problem: 'signOutFailed' };
    default:
      return NOTHING;
  }
}
