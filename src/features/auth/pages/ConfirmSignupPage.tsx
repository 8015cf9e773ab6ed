import { useForm } from '@mantine/form';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { useAuth } from '@/lib/auth';
import { emailRule, normalizePin, pinRule } from '@/lib/validation';
import { ActionForm } from '@/components/form/ActionForm';
import { expiredCodeHint, FlowNoticeAlert } from '../AuthForm';
import { AuthPageFrame } from '../AuthPageFrame';
import { CodeFields } from '../fields';
import { flowMessages } from '../flow-messages';
import { readFlowState } from '../flow-state';
import { useFormAction } from '../form-action';
import { authPaths } from '../paths';
import { ProviderFlowPanel } from '../ProviderFlowPanel';

/**
 * Sign-up, step two: the six-digit code from the e-mail completes sign-up and gives the token; the member is
 * then signed in and the route guard takes them into the app. An expired code means signing up again.
 */
function TemplateConfirmSignUp() {
  const intl = useIntl();
  const { completeSignUp } = useAuth();
  const { email, notice } = readFlowState(useLocation().state);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email, code: '' },
    validate: { email: emailRule(intl), code: pinRule(intl) },
  });

  const action = useFormAction(form, async (values) => {
    if (!completeSignUp) throw new Error('This identity method has no template sign-up');
    await completeSignUp(values.email.trim(), normalizePin(values.code));
  });

  return (
    <AuthPageFrame
      heading={intl.formatMessage(flowMessages.confirmHeading)}
      intro={intl.formatMessage(flowMessages.confirmIntro)}
    >
      <ActionForm
        action={action}
        submitLabel={intl.formatMessage(flowMessages.confirm)}
        notice={<FlowNoticeAlert notice={notice} />}
        failureHint={expiredCodeHint(authPaths.signUp, intl.formatMessage(flowMessages.signUpAgain))}
      >
        <CodeFields form={form} carried={email} />
      </ActionForm>
    </AuthPageFrame>
  );
}

export default function ConfirmSignupPage() {
  const { method } = useAuth();
  return method === 'b2c' ? <ProviderFlowPanel flow="signUp" /> : <TemplateConfirmSignUp />;
}
