import { defineMessages, type IntlShape } from 'react-intl';

/** Spec §5 validation texts, word for word in English; every form takes its messages from here. */
export const validationMessages = defineMessages({
  emailRequired: { id: 'validation.email.required', defaultMessage: 'Please enter Email Address!', description: 'Spec §5' },
  emailInvalid: { id: 'validation.email.invalid', defaultMessage: 'The Email you entered is not a valid format!', description: 'Spec §5' },
  passwordRequired: { id: 'validation.password.required', defaultMessage: 'Please enter password!', description: 'Spec §5' },
  nameRequired: { id: 'validation.name.required', defaultMessage: 'Please enter name!', description: 'Spec §5' },
  retypeRequired: { id: 'validation.retypePassword.required', defaultMessage: 'Please re-enter password!', description: 'Spec §5' },
  passwordsDiffer: { id: 'validation.retypePassword.mismatch', defaultMessage: 'The two passwords you entered did not match!', description: 'Spec §5' },
  pinLength: { id: 'validation.pin.length', defaultMessage: 'The length of Pin should be 6 digits', description: 'Spec §5' },
  tryAgain: { id: 'validation.tryAgain', defaultMessage: 'Please try again', description: 'Spec §5 generic retry text' },
});

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** A @mantine/form rule for a required e-mail address with spec §5's two messages. */
export function emailRule(intl: IntlShape) {
  return (value: string): string | null => {
    if (!value.trim()) return intl.formatMessage(validationMessages.emailRequired);
    return isEmail(value) ? null : intl.formatMessage(validationMessages.emailInvalid);
  };
}

export function requiredRule(intl: IntlShape, message: keyof typeof validationMessages) {
  return (value: string): string | null => (value.trim() ? null : intl.formatMessage(validationMessages[message]));
}
