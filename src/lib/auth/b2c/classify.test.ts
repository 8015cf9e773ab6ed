import {
  AuthError,
  EventType,
  InteractionRequiredAuthError,
  InteractionType,
  ServerError,
  type EventMessage,
} from '@azure/msal-browser';
import { describe, expect, it } from 'vitest';
import { b2cCode, classifyAuthFailure, outcomeOfEvent } from './classify';

const event = (eventType: EventMessage['eventType'], error: unknown, interactionType = InteractionType.Redirect) =>
  ({ eventType, error, interactionType, payload: null, timestamp: 0 }) as EventMessage;

// What MSAL builds from B2C's answer on the redirect URI: ServerError(error, correlationId, error_description, suberror).
const b2cAnswer = (description: string, suberror = '') =>
  new ServerError('access_denied', 'correlation', description, suberror);
const cancelled = b2cAnswer(
  'AADB2C90091: The user has cancelled entering self-asserted information.\r\nCorrelation ID: 1\r\nTimestamp: 2026-01-01',
);
const forgotPassword = b2cAnswer('AADB2C90118: The user has forgotten their password.\r\nCorrelation ID: 1');

describe('identity failures in the interface’s terms', () => {
  it('reads the AADB2C code from the description or the suberror, not from the error code', () => {
    expect(b2cCode(cancelled)).toBe('AADB2C90091');
    expect(b2cCode(forgotPassword)).toBe('AADB2C90118');
    expect(b2cCode(new AuthError('access_denied', '', '', 'AADB2C90118'))).toBe('AADB2C90118');
    expect(b2cCode(new AuthError('access_denied', '', 'No code here'))).toBeNull();
    expect(b2cCode({ errorMessage: 'AADB2C90091' })).toBeNull();
  });

  it('tells a cancel, an unreachable provider and any other failure apart by code', () => {
    expect(classifyAuthFailure(cancelled)).toBe('signInCancelled');
    expect(classifyAuthFailure(new AuthError('user_cancelled', ''))).toBe('signInCancelled');
    expect(classifyAuthFailure(new AuthError('endpoints_resolution_error', ''))).toBe('providerUnreachable');
    expect(classifyAuthFailure(new TypeError('Failed to fetch'))).toBe('providerUnreachable');
    // access_denied alone is not a cancel: B2C uses it for other refusals too.
    expect(
      classifyAuthFailure(new ServerError('access_denied', '', 'AADB2C90273: An invalid response was received.')),
    ).toBe('signInFailed');
    expect(classifyAuthFailure(new AuthError('invalid_grant', ''))).toBe('signInFailed');
    expect(classifyAuthFailure('weird')).toBe('signInFailed');
  });

  it('answers a failed redirect (ACQUIRE_TOKEN_FAILURE, Redirect): Cancel quietly, Forgot with the reset flow, the rest with a problem', () => {
    expect(outcomeOfEvent(event(EventType.ACQUIRE_TOKEN_FAILURE, cancelled))).toEqual({ action: 'quiet' });
    expect(outcomeOfEvent(event(EventType.ACQUIRE_TOKEN_FAILURE, forgotPassword))).toEqual({ action: 'passwordReset' });
    expect(
      outcomeOfEvent(
        event(EventType.ACQUIRE_TOKEN_FAILURE, new ServerError('server_error', '', 'AADB2C90037: An error occurred.')),
      ),
    ).toEqual({
      action: 'problem',
      problem: 'signInFailed',
    });
    expect(
      outcomeOfEvent(event(EventType.ACQUIRE_TOKEN_FAILURE, new AuthError('endpoints_resolution_error', ''))),
    ).toEqual({ action: 'problem', problem: 'providerUnreachable' });
  });

  it('leaves silent renewals to the token source and reports sign-out failures', () => {
    expect(
      outcomeOfEvent(
        event(
          EventType.ACQUIRE_TOKEN_FAILURE,
          new InteractionRequiredAuthError('login_required', ''),
          InteractionType.Silent,
        ),
      ),
    ).toEqual({ action: 'none' });
    expect(outcomeOfEvent(event(EventType.LOGOUT_FAILURE, new AuthError('x', '')))).toEqual({
      action: 'problem',
      problem: 'signOutFailed',
    });
    expect(outcomeOfEvent(event(EventType.LOGIN_SUCCESS, null))).toEqual({ action: 'none' });
  });
});
