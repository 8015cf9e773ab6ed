import type { IntlShape } from 'react-intl';
import { describeError, errorMessages, INVALID_TOKEN_MESSAGE, isApiError } from '@/lib/http';
import { describeFailure, type Failure, type KnownServerErrors } from './form-action';

/**
 * Why a send failed, for the forms that keep everything: the kind of failure in the member's language (a server
 * fault, no answer in time, offline, the sign-in must be renewed, including the server's 'Token is not valid');
 * the server's own words only for what it refused about the request itself (400, 404, 409, 422).
 */
export function describeSendFailure(error: unknown, intl: IntlShape, known?: KnownServerErrors): Failure {
  if (isApiError(error) && error.kind === 'http') {
    if (error.status === 401 || error.serverMessage === INVALID_TOKEN_MESSAGE)
      return { code: error.serverCode, text: intl.formatMessage(errorMessages.signInAgain) };
    if ((error.status ?? 0) >= 500) return { code: error.serverCode, text: intl.formatMessage(describeError(error)) };
  }
  return describeFailure(error, intl, known);
}
