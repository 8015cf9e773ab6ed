import { useRef, useState, type FormEvent } from 'react';
import type { UseFormReturnType } from '@mantine/form';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { describeError, isApiError } from '@/lib/http';

/** A failed submit as the member reads it, with the server's machine code so a page can add a way out. */
export interface Failure {
  code: string | null;
  text: string;
}

/** Error codes of the contract a form knows, each with its translated text. */
export type KnownServerErrors = Readonly<Record<string, MessageDescriptor>>;

/**
 * Spec §8: calls show the server's error field. A code the form knows is shown translated instead; anything else
 * (offline, a timeout, an answer that breaks the contract) gets the translated text for its kind.
 */
export function describeFailure(error: unknown, intl: IntlShape, known: KnownServerErrors = {}): Failure {
  if (isApiError(error) && error.kind === 'http') {
    const descriptor = error.serverCode ? known[error.serverCode] : undefined;
    if (descriptor) return { code: error.serverCode, text: intl.formatMessage(descriptor) };
    if (error.serverMessage) return { code: error.serverCode, text: error.serverMessage };
  }
  return { code: null, text: intl.formatMessage(describeError(error)) };
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
export function useFormAction<Values>(
  form: UseFormReturnType<Values>,
  action: (values: Values) => Promise<void>,
  known?: KnownServerErrors,
): FormAction {
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
