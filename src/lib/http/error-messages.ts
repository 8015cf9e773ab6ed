import { defineMessages, type MessageDescriptor } from 'react-intl';
import { commonMessages } from '@/lib/i18n/common-messages';
import { isApiError } from './errors';

/** What a member reads when a call fails, by why it failed (never the raw server or library text). */
export const errorMessages = defineMessages({
  offline: {
    id: 'error.offline',
    defaultMessage: 'You are offline. Check your connection; this will load again when you are back online.',
    description: 'A call failed because the device has no network',
  },
  unreachable: {
    id: 'error.unreachable',
    defaultMessage: 'The server could not be reached. Check your connection and try again.',
    description: 'A call got no answer (network error)',
  },
  timeout: {
    id: 'error.timeout',
    defaultMessage: 'The server took too long to answer. Please try again.',
    description: 'A call timed out',
  },
  contract: {
    id: 'error.contract',
    defaultMessage: 'The server sent an answer the portal cannot read. Please try again later.',
    description: 'The answer does not match the API contract',
  },
  signInAgain: {
    id: 'error.signInAgain',
    defaultMessage: 'Your session needs you to sign in again.',
    description: 'A call failed because no valid sign-in token could be obtained, or the server refused it (401)',
  },
  forbidden: {
    id: 'error.forbidden',
    defaultMessage: 'Your account is not allowed to see this.',
    description: 'The server answered 403',
  },
  serverFault: {
    id: 'error.serverFault',
    defaultMessage: 'The server had a problem answering. Please try again.',
    description: 'The server answered with a 5xx status',
  },
});

const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * Whether only a new sign-in can mend the failure: the server refused the token (401), or none could be had. Try
 * again would send the same token; the member is offered to sign in again and come back to the same page.
 */
export function needsSignIn(error: unknown): boolean {
  return isApiError(error) && (error.status === 401 || error.kind === 'token');
}

/** The translated text for a failed call. 404 is not here: for a section it means "nothing for this store". */
export function describeError(error: unknown): MessageDescriptor {
  if (!isApiError(error)) return commonMessages.genericError;
  switch (error.kind) {
    case 'network':
      return offline() ? errorMessages.offline : errorMessages.unreachable;
    case 'timeout':
      return errorMessages.timeout;
    case 'contract':
      return errorMessages.contract;
    case 'http':
      if (error.status === 401) return errorMessages.signInAgain;
      if (error.status === 403) return errorMessages.forbidden;
      if (error.status !== null && error.status >= 500) return errorMessages.serverFault;
      return commonMessages.genericError;
    default:
      // Any later kind (a token that could not be obtained) asks the member to sign in again.
      return errorMessages.signInAgain;
  }
}
