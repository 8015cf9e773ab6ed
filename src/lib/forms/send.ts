import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import type { UseFormReturnType } from '@mantine/form';
import { onlineManager, type UseMutationOptions, type UseMutationResult } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { ApiError, UploadProgress } from '@/lib/http';
import { describeSendFailure } from './failure';
import type { Failure, KnownServerErrors } from './form-action';

/** What a send hands to the HTTP client on each attempt: Cancel aborts it, and an upload reports its progress. */
export interface SendRequest {
  signal: AbortSignal;
  onUploadProgress: (progress: UploadProgress) => void;
}

/** A generated mutation hook (useEnrollInProgram and the like), or one of the same shape. */
export type MutationHook<Variables, Result> = (options: {
  mutation: UseMutationOptions<Result, ApiError, Variables>;
  request: SendRequest;
}) => UseMutationResult<Result, ApiError, Variables>;

/**
 * idle: nothing under way · waiting: Send was pressed while offline, it goes when the connection is back ·
 * sending · failed: kept with its payload for Try again · cancelled: the member stopped it.
 */
export type SendPhase = 'idle' | 'waiting' | 'sending' | 'failed' | 'cancelled';

export interface SendForm {
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  /** Sends exactly what failed, again. */
  retry: () => void;
  cancel: () => void;
  phase: SendPhase;
  /** True while waiting or sending: the Send button is disabled, a second press does nothing. */
  pending: boolean;
  progress: number | null;
  failure: Failure | null;
  online: boolean;
  /** How many fields the last Send found wrong (announced to screen readers). */
  invalidCount: number;
}

export interface SendOptions<Values, Variables, Result> {
  form: UseFormReturnType<Values>;
  /** The fields in the order they appear: the first invalid one gets the focus. */
  fieldOrder: ReadonlyArray<keyof Values & string>;
  /** The generated mutation hook of the form's operation. */
  mutation: MutationHook<Variables, Result>;
  toVariables: (values: Values) => Variables;
  onSent: (result: Result, variables: Variables) => void | Promise<void>;
  /** Runs before every attempt (the draft is saved, so a redirect to sign in again loses nothing). */
  beforeSend?: () => Promise<void>;
  known?: KnownServerErrors;
}

const subscribeOnline = (listener: () => void) => onlineManager.subscribe(listener);
const isOnline = () => onlineManager.isOnline();

/**
 * One send at a time for a form that must lose nothing, through the operation's TanStack mutation: validation first
 * (focus on the first wrong field), then the variables are built once; while offline the mutation waits paused for
 * the connection (TanStack's online network mode); a failure keeps every value, says what happened, and Try again
 * sends the mutation's own variables again (the same photo, the same body).
 */
export function useSendForm<Values, Variables, Result>(options: SendOptions<Values, Variables, Result>): SendForm {
  const intl = useIntl();
  const online = useSyncExternalStore(subscribeOnline, isOnline, () => true);
  // One controller per attempt that may still be cancelled; Cancel aborts it and the next attempt gets a new one.
  const [attempt, setAttempt] = useState(() => new AbortController());
  const [progress, setProgress] = useState<number | null>(null);
  const [cancelled, setCancelled] = useState(false);
  const [invalidCount, setInvalidCount] = useState(0);
  // The mutation's own pending state disables the button from the next render; this covers the clicks of the same
  // tick before it.
  const starting = useRef(false);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  // The form's own operation hook, the same one on every render of a form.
  const useOperation = options.mutation;
  const mutation = useOperation({
    request: {
      signal: attempt.signal,
      onUploadProgress: ({ loaded, total }) => setProgress(total > 0 ? loaded / total : 0),
    },
    mutation: {
      networkMode: 'online',
      retry: false,
      onSuccess: (result, variables) => options.onSent(result, variables),
      onSettled: () => setProgress(null),
    },
  });

  const start = async (variables: Variables) => {
    if (starting.current) return;
    starting.current = true;
    setCancelled(false);
    setProgress(null);
    // A draft that cannot be saved does not hold the send back: the draft is the safety net, the send the errand.
    await latest.current.beforeSend?.().catch(() => undefined);
    mutation.mutate(variables, {
      onSettled: () => {
        starting.current = false;
      },
    });
  };

  const { form, fieldOrder } = options;
  const onSubmit = (event?: FormEvent<HTMLFormElement>) =>
    form.onSubmit(
      (values) => {
        setInvalidCount(0);
        if (!starting.current) void start(latest.current.toVariables(values));
      },
      (errors) => {
        const wrong = fieldOrder.filter((field) => errors[field] !== undefined && errors[field] !== null);
        setInvalidCount(wrong.length);
        if (wrong[0]) form.getInputNode(wrong[0])?.focus();
      },
    )(event);

  const cancel = () => {
    // An attempt paused offline would still go when the connection is back: its aborted signal stops it at the
    // HTTP client, and the reset lets this form forget it.
    attempt.abort();
    setAttempt(new AbortController());
    mutation.reset();
    starting.current = false;
    setProgress(null);
    setCancelled(true);
  };

  let phase: SendPhase = 'idle';
  if (mutation.isPending) phase = mutation.isPaused ? 'waiting' : 'sending';
  else if (mutation.isError) phase = 'failed';
  else if (cancelled) phase = 'cancelled';

  return {
    onSubmit,
    retry: () => {
      if (mutation.isError && mutation.variables !== undefined) void start(mutation.variables);
    },
    cancel,
    phase,
    pending: mutation.isPending,
    progress,
    failure: mutation.isError ? describeSendFailure(mutation.error, intl, options.known) : null,
    online,
    invalidCount,
  };
}
