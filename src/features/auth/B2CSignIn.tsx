import { Alert, Button, Stack } from '@mantine/core';
import { useIntl } from 'react-intl';
import { authProblemMessages, useAuth } from '@/lib/auth';
import { authMessages } from './messages';

/**
 * B2C sign-in: one button that starts the provider's redirect. Nothing redirects by itself, so a failure or a
 * cancel lands here with a message and the same button, never in a loop.
 */
export function B2CSignIn() {
  const intl = useIntl();
  const { signIn, problem } = useAuth();
  return (
    <Stack gap="md">
      {problem && (
        <Alert color="red" variant="light" role="alert">
          {intl.formatMessage(authProblemMessages[problem])}
        </Alert>
      )}
      <Button fullWidth size="md" onClick={() => void signIn()}>
        {intl.formatMessage(authMessages.signIn)}
      </Button>
    </Stack>
  );
}
