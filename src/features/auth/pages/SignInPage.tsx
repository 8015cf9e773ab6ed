import { Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { TemplateSignInForm } from '../TemplateSignInForm';
import { authMessages } from '../messages';

export default function SignInPage() {
  const intl = useIntl();
  return (
    <Stack gap="lg">
      <Stack gap={4} ta="center">
        <Title order={1} size="h3">
          {intl.formatMessage(authMessages.signInHeading)}
        </Title>
        <Text size="sm" c="dimmed">
          {intl.formatMessage(authMessages.signInIntro)}
        </Text>
      </Stack>
      <TemplateSignInForm />
    </Stack>
  );
}
