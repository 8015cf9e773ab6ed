import { defineMessages } from 'react-intl';

/** Texts more than one feature shows; defined once so each has one id and one translation per language. */
export const commonMessages = defineMessages({
  genericError: {
    id: 'error.generic',
    defaultMessage: 'Something went wrong, Please try again!',
    description: 'Generic failure',
  },
  noUserFound: {
    id: 'error.noUserFound',
    defaultMessage: 'No User Found!',
    description: 'No member for this e-mail address',
  },
  tryAgain: { id: 'common.tryAgain', defaultMessage: 'Try again', description: 'Button that repeats what failed' },
  signInAgain: {
    id: 'common.signInAgain',
    defaultMessage: 'Sign in again',
    description: 'Button shown when the server refused the session: signs in again and comes back to the same page',
  },
  dismiss: { id: 'common.dismiss', defaultMessage: 'Dismiss', description: 'Closes a notice' },
});
