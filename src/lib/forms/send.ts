import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type { UseFormReturnType } from '@mantine/form';
import { useIntl } from 'react-intl';
import { whenOnline, useOnline } from './online';
import { describeSendFailure } from './failure';
import type { Failure, KnownServerErrors } from './form-action';

export interface SendContext {
  signal: AbortSignal;
  /** Part of the body sent so far, 0 to 1 (uploads). */
  onProgress: (fraction: number) => void;
}

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

interface SendOptions<Values, Payload, Result> {
  form: UseFormReturnType<Values>;
  /** The fields in the order they appear: the first invalid one gets the focus. */
  fieldOrder: ReadonlyArray<keyof Values & string>;
  toPayload: (values: Values) => Payload;
  send: (payload: Payload, context: SendContext) => Promise<Result>;
  onSent: (result: Result, payload: Payload) => void | Promise<void>;
  /** Runs before every attempt (the draft is saved, so a redirect to sign in again loses nothing). */
  beforeSend?: () => Promise<void>;
  known?: KnownServerErrors;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * One send at a time for a form that must lose nothing: validation first (focus on the first wrong field), then the
 * payload is built once and kept; while offline it waits for the connection; a failure keeps every value and the
 * payload, says what happened, and Try again sends the very same payload (the same photo, the same body).
 */
export function useSendForm<Values, Payload, Result>(options: SendOptions<Values, Payload, Result>): SendForm {
  const intl = useIntl();
  const online = useOnline();
  const [phase, setPhase] = useState<SendPhase>('idle');
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [invalidCount, setInvalidCount] = useState(0);
  // The ref stops a second send in the same tick, before React has re-rendered the disabled button.
  const busy = useRef(false);
  const lastPayload = useRef<{ payload: Payload } | null>(null);
  const controller = useRef<AbortController | null>(null);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  const run = useCallback(
    async (payload: Payload) => {
      if (busy.current) return;
      busy.current = true;
      lastPayload.current = { payload };
      const abort = new AbortController();
      controller.current = abort;
      setFailure(null);
      setProgress(null);
      try {
        await latest.current.beforeSend?.();
        if (!navigator.onLine) {
          setPhase('waiting');
          await whenOnline(abort.signal);
        }
        setPhase('sending');
        const result = await latest.current.send(payload, {
          signal: abort.signal,
          onProgress: (fraction) => setProgress(fraction),
        });
        lastPayload.current = null;
        setPhase('idle');
        await latest.current.onSent(result, payload);
      } catch (error) {
        if (abort.signal.aborted && (isAbort(error) || error === abort.signal.reason)) {
          setPhase('cancelled');
        } else {
          setFailure(describeSendFailure(error, intl, latest.current.known));
          setPhase('failed');
        }
      } finally {
        controller.current = null;
        busy.current = false;
        setProgress(null);
      }
    },
    [intl],
  );

  const { form, fieldOrder } = options;
  const onSubmit = (event?: FormEvent<HTMLFormElement>) =>
    form.onSubmit(
      (values) => {
        setInvalidCount(0);
        if (busy.current) return;
        void run(latest.current.toPayload(values));
      },
      (errors) => {
        const wrong = fieldOrder.filter((field) => errors[field] !== undefined && errors[field] !== null);
        setInvalidCount(wrong.length);
        if (wrong[0]) form.getInputNode(wrong[0])?.focus();
      },
    )(event);

  return {
    onSubmit,
    retry: () => {
      if (lastPayload.current) void run(lastPayload.current.payload);
    },
    cancel: () => controller.current?.abort(),
    phase,
    pending: phase === 'waiting' || phase === 'sending',
    progress,
    failure,
    online,
    invalidCount,
  };
}
