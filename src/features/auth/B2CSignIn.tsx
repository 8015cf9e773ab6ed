import { useMemo, type FormEvent } from 'react';
import { Alert, Button, Stack } from '@mantine/core';
import { useIntl } from 'react-intl';
import { authProblemMessages, useAuth } from '@/lib/auth';
import { commonMessages } from '@/lib/i18n';
import { authMessages } from './messages';
import { SignedOutIdleNotice } from './SignedOutIdleNotice';
import { authPaths } from './paths';
import { START_PARAM, useStartAction, type StartActions } from './start-action';

/**
 * B2C sign-in: one button that starts the provider's redirect. Nothing redirects by itself, so a failure lands here
 * with its message and the button as Try again, never in a loop; a cancel at the provider lands here with neither.
 * Beside it, a sign-in that makes the provider ask who it is: on a shared computer the provider may still know the
 * previous person.
 * The buttons are a form's submit buttons (start-action.ts): pressed on the prerendered page before the app runs, the
 * browser's own submission asks the app to start that sign-in; once the app runs, the form's submit does it.
 */
export function B2CSignIn() {
  const intl = useIntl();
  const { signIn, signInAsSomeoneElse, problem } = useAuth();
  const actions = useMemo<StartActions>(
    () => ({
      'sign-in': () => void signIn(),
      ...(signInAsSomeoneElse && { 'someone-else': () => void signInAsSomeoneElse() }),
    }),
    [signIn, signInAsSomeoneElse],
  );
  useStartAction(actions);
  // A failed sign-out is explained, but there is nothing to try again: the member simply signs in.
  const failedSignIn = Boolean(problem) && problem !== 'signOutFailed';
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const action = submitter instanceof HTMLButtonElement ? submitter.value : 'sign-in';
    actions[action]?.();
  };
  return (
    <Stack gap="md">
      <SignedOutIdleNotice />
      {problem && (
        <Alert color="red" variant="light" role="alert">
          {intl.formatMessage(authProblemMessages[problem])}
        </Alert>
      )}
      <form method="get" action={authPaths.signIn} onSubmit={submit}>
        <Stack gap="md">
          <Button type="submit" name={START_PARAM} value="sign-in" fullWidth size="md">
            {intl.formatMessage(failedSignIn ? commonMessages.tryAgain : authMessages.signIn)}
          </Button>
          {signInAsSomeoneElse && (
            <Button type="submit" name={START_PARAM} value="someone-else" fullWidth size="md" variant="default">
              {intl.formatMessage(authMessages.signInAsSomeoneElse)}
            </Button>
          )}
        </Stack>
      </form>
    </Stack>
  );
}
