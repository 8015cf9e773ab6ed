import { PasswordInput, Text, TextInput, type PasswordInputProps, type TextInputProps } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useIntl } from 'react-intl';
import { codeSentTo, flowMessages } from './flow-messages';
import { authMessages } from './messages';

// Labelled inputs shared by the authentication forms. Each is `required` for assistive technology; the messages
// come from the form's own validation (spec §5), so the browser's bubbles stay off (the forms are noValidate).
type FieldProps = Omit<TextInputProps, 'label'>;

export function NameField(props: FieldProps) {
  const intl = useIntl();
  return <TextInput label={intl.formatMessage(flowMessages.name)} autoComplete="name" required withAsterisk={false} {...props} />;
}

export function EmailField(props: FieldProps) {
  const intl = useIntl();
  return <TextInput label={intl.formatMessage(authMessages.email)} type="email" autoComplete="email" required withAsterisk={false} {...props} />;
}

function CodeField(props: FieldProps) {
  const intl = useIntl();
  return (
    <TextInput
      label={intl.formatMessage(flowMessages.code)}
      description={intl.formatMessage(flowMessages.codeHint)}
      inputMode="numeric"
      autoComplete="one-time-code"
      required
      withAsterisk={false}
      {...props}
    />
  );
}

export function PasswordField({ label, ...props }: Omit<PasswordInputProps, 'label'> & { label: string }) {
  return <PasswordInput label={label} autoComplete="new-password" required withAsterisk={false} {...props} />;
}

/**
 * The e-mailed code, and where it went: the address carried from the previous step, or an e-mail field when the
 * page was opened directly (from the e-mail, or a bookmark).
 */
export function CodeFields<Values extends { email: string; code: string }>({ form, carried }: { form: UseFormReturnType<Values>; carried: string }) {
  const intl = useIntl();
  return (
    <>
      {carried ? (
        <Text size="sm" ta="center">
          {intl.formatMessage(codeSentTo, { email: carried })}
        </Text>
      ) : (
        <EmailField key={form.key('email')} {...form.getInputProps('email')} />
      )}
      <CodeField key={form.key('code')} {...form.getInputProps('code')} />
    </>
  );
}
