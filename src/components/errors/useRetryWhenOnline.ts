import { useEffect, useEffectEvent, useMemo } from 'react';
import { isOfflineChunkFailure } from './messages';

/**
 * For an error boundary: true when `error` is a part of the app that did not arrive while the device was offline.
 * That is no sign of a new release (the "newer version" message would be wrong, and a reload would show the browser's
 * own offline page): the boundary says the device is offline, and `retry` runs as soon as the browser is back online.
 */
export function useRetryWhenOnline(error: unknown, retry: (() => void) | undefined): boolean {
  const canRetry = retry !== undefined;
  // Read when the error arrives: the online state at the moment of the failure, not at a later render.
  const waiting = useMemo(() => canRetry && isOfflineChunkFailure(error), [error, canRetry]);
  // The boundary's retry is often a new function each render: the listener calls the latest.
  const onOnline = useEffectEvent(() => retry?.());
  useEffect(() => {
    if (!waiting) return undefined;
    // Shown a moment after the failure (React committed it late): a connection back by then sent its 'online'
    // event before this listened.
    if (navigator.onLine) {
      onOnline();
      return undefined;
    }
    const listener = () => onOnline();
    window.addEventListener('online', listener, { once: true });
    return () => window.removeEventListener('online', listener);
  }, [waiting]);
  return waiting;
}
