import { lazy, Suspense } from 'react';
import { Loader } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useAuth } from '@/lib/auth';
import { AuthPageFrame } from '../AuthPageFrame';
import { B2CSignIn } from '../B2CSignIn';
import { authMessages } from '../messages';

// Only the template flow has a form here: B2C's one button must not wait for the form library (@mantine/form).
const TemplateSignInForm = lazy(() =>
  import('../TemplateSignInForm').then((module) => ({ default: module.TemplateSignInForm })),
);

export default function SignInPage() {
  const intl = useIntl();
  const { method } = useAuth();
  return (
    <AuthPageFrame
      heading={intl.formatMessage(authMessages.signInHeading)}
      intro={intl.formatMessage(authMessages.signInIntro)}
    >
      {method === 'b2c' ? (
        <B2CSignIn />
      ) : (
        <Suspense fallback={<Loader mx="auto" aria-hidden />}>
          <TemplateSignInForm />
        </Suspense>
      )}
    </AuthPageFrame>
  );
}
