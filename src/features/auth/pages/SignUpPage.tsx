import { Checkbox } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useRegisterUser } from '@generated/api/auth/auth';
import { useAuth } from '@/lib/auth';
import { isApiError } from '@/lib/http';
import { emailRule, newPasswordRule, requiredRule, retypeRule, validationMessages } from '@/lib/validation';
import { ActionForm } from '@/components/form/ActionForm';
import { AuthPageFrame } from '../AuthPageFrame';
import { EmailField, NameField, PasswordField } from '@/components/form/fields';
import { flowMessages } from '../flow-messages';
import { flowState, type FlowNotice } from '../flow-state';
import { useFormAction } from '../form-action';
import { authMessages } from '../messages';
import { authPaths } from '../paths';
import { ProviderFlowPanel } from '../ProviderFlowPanel';

const initialValues = { name: '', email: '', password: '', retypePassword: '', agreed: false };

/** Sign-up, step one: the details are sent, a six-digit code is e-mailed, the code page comes next. */
function TemplateSignUp() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { mutateAsync: register } = useRegisterUser();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues,
    validate: {
      name: requiredRule(intl, 'nameRequired'),
      email: emailRule(intl),
      password: newPasswordRule(intl, 'passwordRequired'),
      retypePassword: retypeRule<typeof initialValues>(intl, 'password'),
      agreed: (agreed) => (agreed ? null : intl.formatMessage(validationMessages.termsRequired)),
    },
  });

  const action = useFormAction(form, async ({ name, email, password }) => {
    const address = email.trim();
    const toCodePage = (notice: FlowNotice) => navigate(authPaths.confirmSignUp, { state: flowState(address, notice) });
    try {
      await register({ data: { name: name.trim(), email: address, password } });
    } catch (error) {
      // An unfinished sign-up prompts for the security code rather than failing.
      if (isApiError(error) && error.serverCode === 'signup_in_progress') return toCodePage('signUpInProgress');
      throw error;
    }
    return toCodePage('codeSent');
  });

  return (
    <AuthPageFrame
      heading={intl.formatMessage(flowMessages.signUpHeading)}
      intro={intl.formatMessage(flowMessages.signUpIntro)}
    >
      <ActionForm action={action} submitLabel={intl.formatMessage(flowMessages.signUp)}>
        <NameField key={form.key('name')} {...form.getInputProps('name')} />
        <EmailField key={form.key('email')} {...form.getInputProps('email')} />
        <PasswordField
          label={intl.formatMessage(authMessages.password)}
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <PasswordField
          label={intl.formatMessage(flowMessages.retypePassword)}
          key={form.key('retypePassword')}
          {...form.getInputProps('retypePassword')}
        />
        <Checkbox
          label={intl.formatMessage(flowMessages.agree)}
          key={form.key('agreed')}
          {...form.getInputProps('agreed', { type: 'checkbox' })}
        />
      </ActionForm>
    </AuthPageFrame>
  );
}

export default function SignUpPage() {
  const { method } = useAuth();
  return method === 'b2c' ? <ProviderFlowPanel flow="signUp" /> : <TemplateSignUp />;
}
