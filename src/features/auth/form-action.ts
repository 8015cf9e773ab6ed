import type { UseFormReturnType } from '@mantine/form';
import { useFormAction as useSharedFormAction, type KnownServerErrors } from '@/lib/forms';
import { commonMessages } from '@/lib/i18n';
import { validationMessages } from '@/lib/validation';
import { flowMessages } from './flow-messages';

/** The contract's error codes of the sign-in flow, each with its translated text (the server words them in English). */
export const serverErrorMessages: KnownServerErrors = {
  email_already_registered: flowMessages.emailRegistered,
  signup_in_progress: flowMessages.signUpInProgress,
  code_expired: flowMessages.codeExpired,
  code_invalid: flowMessages.codeInvalid,
  pin_length: validationMessages.pinLength,
  user_not_found: commonMessages.noUserFound,
};

/** The shared form action, knowing the authentication flow's error codes. */
export function useFormAction<Values>(
  form: UseFormReturnType<Values>,
  action: (values: Values) => Promise<void>,
  known: KnownServerErrors = serverErrorMessages,
) {
  return useSharedFormAction(form, action, known);
}
