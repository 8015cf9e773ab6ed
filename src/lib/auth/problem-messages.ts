import { defineMessages } from 'react-intl';
import type { AuthProblem } from './types';

/** What the member reads when the identity provider fails; each comes with a way to try again. */
export const authProblemMessages = defineMessages<AuthProblem>({
  signInFailed: {
    id: 'auth.problem.signInFailed',
    defaultMessage: 'We could not sign you in. Please try again.',
    description: 'Sign-in at the identity provider failed',
  },
  signInCancelled: {
    id: 'auth.problem.signInCancelled',
    defaultMessage: 'Sign-in was cancelled. You can start again whenever you are ready.',
    description: 'The member cancelled at the identity provider',
  },
  signOutFailed: {
    id: 'auth.problem.signOutFailed',
    defaultMessage:
      'We could not reach the sign-in service to sign you out everywhere. This browser no longer keeps your session.',
    description: 'Logout at the identity provider failed',
  },
  providerUnreachable: {
    id: 'auth.problem.providerUnreachable',
    defaultMessage: 'The sign-in service cannot be reached right now. Check your connection and try again.',
    description: 'Identity provider down or offline',
  },
  missingClaims: {
    id: 'auth.problem.missingClaims',
    defaultMessage:
      'Your account is missing an e-mail address, so your stores cannot be found. Please contact your regional manager.',
    description: 'Token lacks the e-mail claim',
  },
});
