/**
 * A few requests at a time: a chain owner's 'All my stores' asks one dashboard per store, and 300 at once
 * would be a burst on the API per click. Tasks beyond `limit` wait in order; a waiting task whose signal aborts (the
 * member left the view) leaves the queue without ever starting. A running task gets the same signal itself (fetch),
 * and its slot frees when it settles, however it ends.
 */
export interface RequestPool {
  run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T>;
  /** Tasks running now, and waiting (for tests and measurements). */
  readonly running: number;
  readonly waiting: number;
}

const abortReason = (signal: AbortSignal): Error =>
  signal.reason instanceof Error ? signal.reason : new DOMException('The operation was aborted.', 'AbortError');
// What a task throws passes on as it is; only something that is no Error at all is wrapped.
const asError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)));

export function createRequestPool(limit: number): RequestPool {
  let running = 0;
  const queue: (() => void)[] = [];

  const next = () => {
    while (running < limit && queue.length > 0) queue.shift()?.();
  };

  function run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (signal?.aborted) return Promise.reject(abortReason(signal));
    return new Promise<T>((resolve, reject) => {
      const onAbort = () => {
        const index = queue.indexOf(start);
        if (index >= 0) queue.splice(index, 1);
        reject(abortReason(signal!));
      };
      const start = () => {
        signal?.removeEventListener('abort', onAbort);
        running += 1;
        let settled: Promise<T>;
        try {
          settled = task();
        } catch (error) {
          settled = Promise.reject(asError(error));
        }
        void settled
          .then(resolve, (error: unknown) => reject(asError(error)))
          .finally(() => {
            running -= 1;
            next();
          });
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      queue.push(start);
      next();
    });
  }

  return {
    run,
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
  };
}
