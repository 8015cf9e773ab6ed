import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

const isOnline = () => navigator.onLine;

/** Whether the browser says it has a network (navigator.onLine, kept current by the online/offline events). */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}

/** Resolves when the browser is online again (at once when it is); rejects with the signal's reason on abort. */
export function whenOnline(signal: AbortSignal): Promise<void> {
  if (navigator.onLine) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const done = () => {
      window.removeEventListener('online', onOnline);
      signal.removeEventListener('abort', onAbort);
    };
    const onOnline = () => {
      done();
      resolve();
    };
    const onAbort = () => {
      done();
      reject(signal.reason instanceof Error ? signal.reason : new DOMException('Cancelled', 'AbortError'));
    };
    window.addEventListener('online', onOnline);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
