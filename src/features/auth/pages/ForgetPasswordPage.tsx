import { useForm } from '@mantine/form';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useRequestPasswordReset } from '@generated/api/auth/auth';
import { useAuth } from '@/lib/auth';
import { emailRule } from '@/lib/validation';
import { ActionForm } from '@/components/form/ActionForm';
import { AuthPageFrame } from '../AuthPageFrame';
import { EmailField } from '@/components/form/fields';
import { flowMessages } from '../flow-messages';
import { flowState } from '../flow-state';
import { useFormAction } from '../form-action';
import { authPaths } from '../paths';
import { ProviderFlowPanel } from '../ProviderFlowPanel';

/** Password reset, step one: a six-digit code is e-mailed to the account's address; the reset page comes next. */
function TemplateForgetPassword() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { mutateAsync: requestReset } = useRequestPasswordReset();
  const form = useForm({ mode: 'uncontrolled', initialValues: { email: '' }, validate: { email: emailRule(intl) } });

  const action = useFormAction(form, async (values) => {
    const email = values.email.trim();
    await requestReset({ data: { email } });
    await navigate(authPaths.resetPassword, { state: flowState(email, 'codeSent') });
  });

  return (
    <AuthPageFrame
      heading={intl.formatMessage(flowMessages.forgotHeading)}
      intro={intl.formatMessage(flowMessages.forgotIntro)}
    >
      <ActionForm action={action} submitLabel={intl.formatMessage(flowMessages.sendCode)}>
        <EmailField key={form.key('email')} {...form.getInputProps('email')} />
      </ActionForm>
    </AuthPageFrame>
  );
}

export default function ForgetPasswordPage() {
  const { method } = useAuth();
  return method === 'b2c' ? <ProviderFlowPanel flow="passwordReset" /> : <TemplateForgetPassword />;
}
