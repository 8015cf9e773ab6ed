import { Text, TextInput, type TextInputProps } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useIntl } from 'react-intl';
import { codeSentTo, flowMessages } from './flow-messages';
import { EmailField } from '@/components/form/fields';

// The e-mailed code field; the common fields (name, e-mail, password) are shared, in src/components/form.
type FieldProps = Omit<TextInputProps, 'label'>;

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

/**
 * The e-mailed code, and where it went: the address carried from the previous step, or an e-mail field when the
 * page was opened directly (from the e-mail, or a bookmark).
 */
export function CodeFields<Values extends { email: string; code: string }>({
  form,
  carried,
}: {
  form: UseFormReturnType<Values>;
  carried: string;
}) {
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
