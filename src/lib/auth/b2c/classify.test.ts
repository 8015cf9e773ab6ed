import { AuthError, EventType, InteractionType, type EventMessage } from '@azure/msal-browser';
import { describe, expect, it } from 'vitest';
import { classifyAuthFailure, isForgotPasswordAnswer, problemFromEvent } from './classify';

const event = (eventType: EventMessage['eventType'], error: unknown, interactionType = InteractionType.Redirect) =>
  ({ eventType, error, interactionType, payload: null, timestamp: 0 }) as EventMessage;

describe('identity failures in the interface’s terms', () => {
  it('tells a cancel, an unreachable provider and any other failure apart by error code', () => {
    expect(classifyAuthFailure(new AuthError('access_denied', ''))).toBe('signInCancelled');
    expect(classifyAuthFailure(new AuthError('user_cancelled', ''))).toBe('signInCancelled');
    expect(classifyAuthFailure(new AuthError('endpoints_resolution_error', ''))).toBe('providerUnreachable');
    expect(classifyAuthFailure(new TypeError('Failed to fetch'))).toBe('providerUnreachable');
    expect(classifyAuthFailure(new AuthError('invalid_grant', ''))).toBe('signInFailed');
    expect(classifyAuthFailure('weird')).toBe('signInFailed');
  });

  it('reports interactive failures and sign-out failures, not silent renewals', () => {
    expect(problemFromEvent(event(EventType.ACQUIRE_TOKEN_FAILURE, new AuthError('access_denied', '')))).toBe('signInCancelled');
    expect(problemFromEvent(event(EventType.ACQUIRE_TOKEN_FAILURE, new AuthError('login_required', ''), InteractionType.Silent))).toBeNull();
    expect(problemFromEvent(event(EventType.LOGOUT_FAILURE, new AuthError('x', '')))).toBe('signOutFailed');
    expect(problemFromEvent(event(EventType.LOGIN_SUCCESS, null))).toBeNull();
  });

  it('recognises B2C’s forgot-password answer', () => {
    expect(isForgotPasswordAnswer(new AuthError('access_denied', '', 'AADB2C90118: The user has forgotten their password.'))).toBe(true);
    expect(isForgotPasswordAnswer(new AuthError('access_denied', '', 'AADB2C90091: The user has cancelled.'))).toBe(false);
  });
});
