import { PasswordInput, TextInput, type PasswordInputProps, type TextInputProps } from '@mantine/core';
import { useIntl } from 'react-intl';
import { fieldMessages } from './messages';

// Labelled inputs shared by the forms. Each is `required` for assistive technology; the messages come from the
// form's own validation (translated messages under each field), so the browser's bubbles stay off (the forms are noValidate).
type FieldProps = Omit<TextInputProps, 'label'>;

/** A name; the full name unless another label is given (first name, last name). */
export function NameField(props: FieldProps & { label?: string }) {
  const intl = useIntl();
  return (
    <TextInput
      label={intl.formatMessage(fieldMessages.name)}
      autoComplete="name"
      required
      withAsterisk={false}
      {...props}
    />
  );
}

/** An e-mail address; labelled 'Email' unless another label is given. */
export function EmailField(props: FieldProps & { label?: string }) {
  const intl = useIntl();
  return (
    <TextInput
      label={intl.formatMessage(fieldMessages.email)}
      type="email"
      autoComplete="email"
      required
      withAsterisk={false}
      {...props}
    />
  );
}

export function PasswordField({ label, ...props }: Omit<PasswordInputProps, 'label'> & { label: string }) {
  return <PasswordInput label={label} autoComplete="new-password" required withAsterisk={false} {...props} />;
}

export function PhoneField(props: FieldProps) {
  const intl = useIntl();
  return (
    <TextInput
      label={intl.formatMessage(fieldMessages.cellNumber)}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      required
      withAsterisk={false}
      {...props}
    />
  );
}

export function TitleField(props: FieldProps) {
  const intl = useIntl();
  return (
    <TextInput
      label={intl.formatMessage(fieldMessages.title)}
      description={intl.formatMessage(fieldMessages.titleHint)}
      autoComplete="organization-title"
      required
      withAsterisk={false}
      {...props}
    />
  );
}
