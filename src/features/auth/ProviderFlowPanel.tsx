import { useState } from 'react';
import { Alert, Button, Stack } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useAuth } from '@/lib/auth';
import { commonMessages } from '@/lib/i18n';
import { AuthPageFrame } from './AuthPageFrame';
import { flowMessages } from './flow-messages';

const panels = {
  signUp: {
    heading: flowMessages.signUpHeading,
    intro: flowMessages.providerSignUpIntro,
    button: flowMessages.providerSignUp,
  },
  passwordReset: {
    heading: flowMessages.forgotHeading,
    intro: flowMessages.providerResetIntro,
    button: flowMessages.providerReset,
  },
} as const;

/**
 * With the identity provider (B2C), sign-up and password reset happen on its pages. The member starts them with a
 * button rather than an automatic redirect, so coming back here can never loop.
 */
export function ProviderFlowPanel({ flow }: { flow: keyof typeof panels }) {
  const intl = useIntl();
  const auth = useAuth();
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const panel = panels[flow];
  // A provider without a separate flow offers sign-up and reset from its sign-in page.
  const start = (flow === 'signUp' ? auth.startSignUp : auth.startPasswordReset) ?? (() => auth.signIn());

  const go = async () => {
    setPending(true);
    setFailed(false);
    try {
      await start();
    } catch {
      setFailed(true);
    } finally {
      setPending(false);
    }
  };

  return (
    <AuthPageFrame heading={intl.formatMessage(panel.heading)} intro={intl.formatMessage(panel.intro)}>
      <Stack gap="md">
        {failed && (
          <Alert color="red" role="alert" variant="light">
            {intl.formatMessage(commonMessages.genericError)}
          </Alert>
        )}
        <Button fullWidth loading={pending} onClick={go}>
          {intl.formatMessage(panel.button)}
        </Button>
      </Stack>
    </AuthPageFrame>
  );
}
