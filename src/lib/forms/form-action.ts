import { useRef, type FormEvent } from 'react';
import type { UseFormReturnType } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
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
 * A failure shows the server's own error field, which is written for members. A code the form knows is shown
 * translated instead; anything else (offline, a timeout, an answer that breaks the contract) gets the translated
 * text for its kind.
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
 * Submits a validated form once at a time, as a TanStack mutation: clicks while it is pending are ignored (the
 * button is disabled too), its failure is kept for the page to show, and the form keeps every value the member typed.
 */
export function useFormAction<Values>(
  form: UseFormReturnType<Values>,
  action: (values: Values) => Promise<void>,
  known?: KnownServerErrors,
): FormAction {
  const intl = useIntl();
  // The mutation's pending state reaches the button on the next render; the ref stops a second submit in the same
  // tick. (form.submitting would not do: Mantine sets it back to false when an ignored second submit returns.)
  const starting = useRef(false);
  const mutation = useMutation({
    mutationFn: action,
    // Offline, the sign-in forms say so at once (the failure names it) rather than wait for the connection.
    networkMode: 'always',
    onSettled: () => {
      starting.current = false;
    },
  });
  const run = (values: Values) => {
    if (starting.current) return;
    starting.current = true;
    mutation.mutate(values);
  };
  const onSubmit = (event?: FormEvent<HTMLFormElement>) => form.onSubmit(run)(event);
  return {
    onSubmit,
    failure: mutation.isError ? describeFailure(mutation.error, intl, known) : null,
    pending: mutation.isPending,
  };
}
