import { useState } from 'react';
import { useForm } from '@mantine/form';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { useResetPassword } from '@generated/api/auth/auth';
import { useAuth } from '@/lib/auth';
import { emailRule, newPasswordRule, normalizePin, pinRule, retypeRule } from '@/lib/validation';
import { ActionForm } from '@/components/form/ActionForm';
import { expiredCodeHint, FlowNoticeAlert, Notice } from '../AuthForm';
import { AuthPageFrame } from '../AuthPageFrame';
import { PasswordField } from '@/components/form/fields';
import { CodeFields } from '../fields';
import { flowMessages } from '../flow-messages';
import { readFlowState } from '../flow-state';
import { serverErrorMessages, useFormAction } from '../form-action';
import { authPaths } from '../paths';
import { ProviderFlowPanel } from '../ProviderFlowPanel';

// An expired reset code means asking for a new one, not signing up again.
const resetErrors = { ...serverErrorMessages, code_expired: flowMessages.resetCodeExpired };

/** Password reset, step two: the e-mailed code and a new password, typed twice; then the member signs in with it. */
function TemplateResetPassword() {
  const intl = useIntl();
  const { email, notice } = readFlowState(useLocation().state);
  const [passwordSet, setPasswordSet] = useState(false);
  const { mutateAsync: reset } = useResetPassword();
  const initialValues = { email, code: '', password: '', retypePassword: '' };
  const form = useForm({
    mode: 'uncontrolled',
    initialValues,
    validate: {
      email: emailRule(intl),
      code: pinRule(intl),
      password: newPasswordRule(intl, 'newPasswordRequired'),
      retypePassword: retypeRule<typeof initialValues>(intl, 'password'),
    },
  });

  const action = useFormAction(
    form,
    async (values) => {
      await reset({ data: { email: values.email.trim(), code: normalizePin(values.code), password: values.password } });
      setPasswordSet(true);
    },
    resetErrors,
  );

  const heading = intl.formatMessage(flowMessages.resetHeading);
  if (passwordSet) {
    return (
      <AuthPageFrame heading={heading}>
        {/* The layout's own link leads back to sign-in. */}
        <Notice>{intl.formatMessage(flowMessages.passwordSet)}</Notice>
      </AuthPageFrame>
    );
  }
  return (
    <AuthPageFrame heading={heading} intro={intl.formatMessage(flowMessages.resetIntro)}>
      <ActionForm
        action={action}
        submitLabel={intl.formatMessage(flowMessages.setPassword)}
        notice={<FlowNoticeAlert notice={notice} />}
        failureHint={expiredCodeHint(authPaths.forgetPassword, intl.formatMessage(flowMessages.requestNewCode))}
      >
        <CodeFields form={form} carried={email} />
        <PasswordField
          label={intl.formatMessage(flowMessages.newPassword)}
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <PasswordField
          label={intl.formatMessage(flowMessages.retypePassword)}
          key={form.key('retypePassword')}
          {...form.getInputProps('retypePassword')}
        />
      </ActionForm>
    </AuthPageFrame>
  );
}

export default function ResetPasswordPage() {
  const { method } = useAuth();
  return method === 'b2c' ? <ProviderFlowPanel flow="passwordReset" /> : <TemplateResetPassword />;
}
