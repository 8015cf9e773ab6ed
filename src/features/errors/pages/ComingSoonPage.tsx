import { useState } from 'react';
import { Alert, Button, Group, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useIntl } from 'react-intl';
import { StatusPage } from '@/components/StatusPage';
import { emailRule } from '@/lib/validation';
import { errorMessages } from '../messages';

export default function ComingSoonPage() {
  const intl = useIntl();
  const [submitted, setSubmitted] = useState(false);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '' },
    validate: {
      email: emailRule(intl),
    },
  });

  return (
    <StatusPage message={intl.formatMessage(errorMessages.comingSoon)}>
      {submitted ? (
        <Alert color="teal" role="status" variant="light">
          {intl.formatMessage(errorMessages.notifyThanks)}
        </Alert>
      ) : (
        <form onSubmit={form.onSubmit(() => setSubmitted(true))} noValidate>
          <Group align="flex-start" gap="sm">
            <TextInput
              label={intl.formatMessage(errorMessages.notifyEmail)}
              type="email"
              autoComplete="email"
              key={form.key('email')}
              {...form.getInputProps('email')}
            />
            <Button type="submit" mt={25}>
              {intl.formatMessage(errorMessages.notifyMe)}
            </Button>
          </Group>
        </form>
      )}
    </StatusPage>
  );
}
