import { useIntl } from 'react-intl';
import { useAuth } from '@/lib/auth';
import { AuthPageFrame } from '../AuthPageFrame';
import { B2CSignIn } from '../B2CSignIn';
import { TemplateSignInForm } from '../TemplateSignInForm';
import { authMessages } from '../messages';

export default function SignInPage() {
  const intl = useIntl();
  const { method } = useAuth();
  return (
    <AuthPageFrame heading={intl.formatMessage(authMessages.signInHeading)} intro={intl.formatMessage(authMessages.signInIntro)}>
      {method === 'b2c' ? <B2CSignIn /> : <TemplateSignInForm />}
    </AuthPageFrame>
  );
}
