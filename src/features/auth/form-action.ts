import { useRef, useState, type FormEvent } from 'react';
import type { UseFormReturnType } from '@mantine/form';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { isApiError } from '@/lib/http';
import { validationMessages } from '@/lib/validation';
import { commonMessages } from '@/lib/i18n';
import { flowMessages } from './flow-messages';

/** A failed submit as the member reads it, with the server's machine code so a page can add a way out. */
export interface Failure {
  code: string | null;
  text: string;
}

export type KnownServerErrors = Readonly<Record<string, MessageDescriptor>>;

/** The contract's error codes of the template flow, each with its translated text (spec §8 in English). */
export const serverErrorMessages: KnownServerErrors = {
  email_already_registered: flowMessages.emailRegistered,
  signup_in_progress: flowMessages.signUpInProgress,
  code_expired: flowMessages.codeExpired,
  code_invalid: flowMessages.codeInvalid,
  pin_length: validationMessages.pinLength,
  user_not_found: commonMessages.noUserFound,
};

/**
 * Spec §8: JWT calls show the server's error field. A code the portal knows is shown translated instead; no answer
 * at all (offline, timeout) or an answer that breaks the contract gets the generic text.
 */
export function describeFailure(error: unknown, intl: IntlShape, known: KnownServerErrors = serverErrorMessages): Failure {
  if (isApiError(error) && error.kind === 'http') {
    const descriptor = error.serverCode ? known[error.serverCode] : undefined;
    if (descriptor) return { code: error.serverCode, text: intl.formatMessage(descriptor) };
    if (error.serverMessage) return { code: error.serverCode, text: error.serverMessage };
  }
  return { code: null, text: intl.formatMessage(commonMessages.genericError) };
}

export interface FormAction {
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  failure: Failure | null;
  pending: boolean;
}

/**
 * Submits a validated form once at a time: clicks while a request is under way are ignored (the button is disabled
 * too), a failure is kept for the page to show, and the form keeps every value the member typed.
 */
export function useFormAction<Values>(form: UseFormReturnType<Values>, action: (values: Values) => Promise<void>, known?: KnownServerErrors): FormAction {
  const intl = useIntl();
  const [failure, setFailure] = useState<Failure | null>(null);
  // The ref stops a second submit in the same tick; the state disables the button. (form.submitting would not do:
  // Mantine sets it back to false when an ignored second submit returns.)
  const busy = useRef(false);
  const [pending, setPending] = useState(false);
  const run = async (values: Values) => {
    if (busy.current) return;
    busy.current = true;
    setPending(true);
    setFailure(null);
    try {
      await action(values);
    } catch (error) {
      setFailure(describeFailure(error, intl, known));
    } finally {
      busy.current = false;
      setPending(false);
    }
  };
  const onSubmit = (event?: FormEvent<HTMLFormElement>) => form.onSubmit(run)(event);
  return { onSubmit, failure, pending };
}
