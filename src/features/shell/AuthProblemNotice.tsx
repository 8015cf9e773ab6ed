import { Alert } from '@mantine/core';
import { useIntl } from 'react-intl';
import { authProblemMessages, useAuth } from '@/lib/auth';
import { commonMessages } from '@/lib/i18n';

/** Identity-provider trouble while signed in (a failed sign-out, a token without e-mail), said in place. */
export function AuthProblemNotice() {
  const intl = useIntl();
  const { problem, dismissProblem } = useAuth();
  if (!problem) return null;
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      mb="md"
      withCloseButton={Boolean(dismissProblem)}
      closeButtonLabel={intl.formatMessage(commonMessages.dismiss)}
      onClose={dismissProblem}
    >
      {intl.formatMessage(authProblemMessages[problem])}
    </Alert>
  );
}
