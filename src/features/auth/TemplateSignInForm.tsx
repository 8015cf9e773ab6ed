import { useState } from 'react';
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useIntl } from 'react-intl';
import { useAuth } from '@/lib/auth';
import { isApiError } from '@/lib/http';
import { emailRule, validationMessages } from '@/lib/validation';
import { commonMessages } from '@/lib/i18n';
import { fieldMessages } from '@/components/form/messages';
import { authMessages } from './messages';
import { SignedOutIdleNotice } from './SignedOutIdleNotice';

/** E-mail and password sign-in of the template flow. A failure keeps what was typed. */
export function TemplateSignInForm() {
  const intl = useIntl();
  const { signIn } = useAuth();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: {
      email: emailRule(intl),
      password: (value) => (value ? null : intl.formatMessage(validationMessages.passwordRequired)),
    },
  });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      await signIn({ email: values.email.trim(), password: values.password });
    } catch (error) {
      // The template flow's calls fail with a text meant for the member: show the server's error field.
      setFailure(
        isApiError(error) && error.serverMessage
          ? error.serverMessage
          : intl.formatMessage(commonMessages.genericError),
      );
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SignedOutIdleNotice />
        {failure && (
          <Alert color="red" role="alert" variant="light">
            {failure}
          </Alert>
        )}
        <TextInput
          label={intl.formatMessage(fieldMessages.email)}
          type="email"
          autoComplete="username"
          required
          withAsterisk={false}
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label={intl.formatMessage(authMessages.password)}
          autoComplete="current-password"
          required
          withAsterisk={false}
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <Button type="submit" fullWidth loading={form.submitting}>
          {intl.formatMessage(authMessages.signIn)}
        </Button>
      </Stack>
    </form>
  );
}
