import { Alert, Button, Stack } from '@mantine/core';
import { useIntl } from 'react-intl';
import { authProblemMessages, useAuth } from '@/lib/auth';
import { commonMessages } from '@/lib/i18n';
import { authMessages } from './messages';
import { SignedOutIdleNotice } from './SignedOutIdleNotice';

/**
 * B2C sign-in: one button that starts the provider's redirect. Nothing redirects by itself, so a failure lands here
 * with its message and the button as Try again, never in a loop; a cancel at the provider lands here with neither.
 * Beside it, a sign-in that makes the provider ask who it is: on a shared computer the provider may still know the
 * previous person.
 */
export function B2CSignIn() {
  const intl = useIntl();
  const { signIn, signInAsSomeoneElse, problem } = useAuth();
  // A failed sign-out is explained, but there is nothing to try again: the member simply signs in.
  const failedSignIn = Boolean(problem) && problem !== 'signOutFailed';
  return (
    <Stack gap="md">
      <SignedOutIdleNotice />
      {problem && (
        <Alert color="red" variant="light" role="alert">
          {intl.formatMessage(authProblemMessages[problem])}
        </Alert>
      )}
      <Button fullWidth size="md" onClick={() => void signIn()}>
        {intl.formatMessage(failedSignIn ? commonMessages.tryAgain : authMessages.signIn)}
      </Button>
      {signInAsSomeoneElse && (
        <Button fullWidth size="md" variant="default" onClick={() => void signInAsSomeoneElse()}>
          {intl.formatMessage(authMessages.signInAsSomeoneElse)}
        </Button>
      )}
    </Stack>
  );
}
