import { defineMessage, defineMessages, type IntlShape } from 'react-intl';

/** Validation texts, word for word in English; every form takes its messages from here. */
export const validationMessages = defineMessages({
  emailRequired: {
    id: 'validation.email.required',
    defaultMessage: 'Please enter Email Address!',
    description: 'Form field error: the e-mail address is empty',
  },
  emailInvalid: {
    id: 'validation.email.invalid',
    defaultMessage: 'The Email you entered is not a valid format!',
    description: 'Form field error: the e-mail address is not one',
  },
  passwordRequired: {
    id: 'validation.password.required',
    defaultMessage: 'Please enter password!',
    description: 'Form field error: the password is empty',
  },
  nameRequired: {
    id: 'validation.name.required',
    defaultMessage: 'Please enter name!',
    description: 'Form field error: the name is empty',
  },
  retypeRequired: {
    id: 'validation.retypePassword.required',
    defaultMessage: 'Please re-enter password!',
    description: 'Form field error: the repeated password is empty',
  },
  passwordsDiffer: {
    id: 'validation.retypePassword.mismatch',
    defaultMessage: 'The two passwords you entered did not match!',
    description: 'Form field error: the repeated password differs',
  },
  newPasswordRequired: {
    id: 'validation.newPassword.required',
    defaultMessage: 'Please enter new password!',
    description: 'Form field error: the new password is empty',
  },
  passwordTooShort: {
    id: 'validation.password.tooShort',
    defaultMessage: 'The password must be at least 6 characters long!',
    description: 'A new password shorter than the API accepts (not in the spec; worded like its messages)',
  },
  phoneRequired: {
    id: 'validation.phone.required',
    defaultMessage: 'Please enter phone number!',
    description: 'Form field error: the phone number is empty',
  },
  phoneInvalid: {
    id: 'validation.phone.invalid',
    defaultMessage: 'Phone number is not valid!',
    description: 'Form field error: the phone number is not one',
  },
  titleRequired: {
    id: 'validation.title.required',
    defaultMessage: 'Please enter Title!',
    description: 'Form field error: the title is empty',
  },
  pinLength: {
    id: 'validation.pin.length',
    defaultMessage: 'The length of Pin should be 6 digits',
    description: 'Form field error: the e-mailed code is not six digits',
  },
  tryAgain: {
    id: 'validation.tryAgain',
    defaultMessage: 'Please try again',
    description: 'Generic retry text',
  },
  termsRequired: {
    id: 'validation.terms.required',
    defaultMessage: 'Please accept the terms and conditions!',
    description: 'Sign-up: the agreement box is not ticked (not in the spec; worded like its messages)',
  },
});

const PIN_PATTERN = /^\d{6}$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** A @mantine/form rule for a required e-mail address with its two messages. */
export function emailRule(intl: IntlShape) {
  return (value: string): string | null => {
    if (!value.trim()) return intl.formatMessage(validationMessages.emailRequired);
    return isEmail(value) ? null : intl.formatMessage(validationMessages.emailInvalid);
  };
}

export function requiredRule(intl: IntlShape, message: keyof typeof validationMessages) {
  return (value: string): string | null => (value.trim() ? null : intl.formatMessage(validationMessages[message]));
}

/** The e-mailed verification pin is exactly six digits; spaces a member types or pastes are ignored. */
export function normalizePin(value: string): string {
  return value.replace(/\s/g, '');
}

export function pinRule(intl: IntlShape) {
  return (value: string): string | null =>
    PIN_PATTERN.test(normalizePin(value)) ? null : intl.formatMessage(validationMessages.pinLength);
}

/** The retyped password: required, and equal to the field named `field` (its two messages). */
export function retypeRule<Values extends Record<string, unknown>>(intl: IntlShape, field: keyof Values & string) {
  return (value: string, values: Values): string | null => {
    if (!value) return intl.formatMessage(validationMessages.retypeRequired);
    return value === values[field] ? null : intl.formatMessage(validationMessages.passwordsDiffer);
  };
}

/** The shortest password the API accepts for a new account or a reset (openapi: RegisterUserRequest.password). */
export const PASSWORD_MIN_LENGTH = 6;

/** A new password: required (with the given message) and as long as the API asks. */
export function newPasswordRule(intl: IntlShape, required: 'passwordRequired' | 'newPasswordRequired') {
  return (value: string): string | null => {
    if (!value) return intl.formatMessage(validationMessages[required]);
    return value.length < PASSWORD_MIN_LENGTH ? intl.formatMessage(validationMessages.passwordTooShort) : null;
  };
}

/** A phone number as people type it: digits with spaces, dots, dashes, brackets and a leading +; 7 to 15 digits. */
const PHONE_PATTERN = /^\+?[\d\s().-]+$/;

export function isPhoneNumber(value: string): boolean {
  const trimmed = value.trim();
  const digits = trimmed.replace(/\D/g, '').length;
  return PHONE_PATTERN.test(trimmed) && digits >= 7 && digits <= 15;
}

/** The two phone messages: required, then valid (no letters, a plausible number of digits). */
export function phoneRule(intl: IntlShape) {
  return (value: string): string | null => {
    if (!value.trim()) return intl.formatMessage(validationMessages.phoneRequired);
    return isPhoneNumber(value) ? null : intl.formatMessage(validationMessages.phoneInvalid);
  };
}

/** A required text (with its message) of at most `max` characters (the contract's maxLength). */
export function requiredTextRule(intl: IntlShape, message: keyof typeof validationMessages, max: number) {
  return (value: string): string | null => {
    if (!value.trim()) return intl.formatMessage(validationMessages[message]);
    return maxLengthRule(intl, max)(value);
  };
}

export function maxLengthRule(intl: IntlShape, max: number) {
  return (value: string): string | null =>
    value.trim().length > max ? intl.formatMessage(tooLongMessage, { max, length: value.trim().length }) : null;
}

export const tooLongMessage = defineMessage<{ max: number; length: number }>(
  {
    id: 'validation.tooLong',
    defaultMessage: 'Please keep this to {max, number} characters or fewer (now {length, number}).',
    description: 'A text field is longer than the API accepts (not in the spec; worded like its messages)',
  },
  { typed: true },
);
