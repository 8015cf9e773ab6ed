/**
 * The listeners of a module-level store that components read with useSyncExternalStore: `subscribe` is React's,
 * `notify` is called by the store after each change.
 */
export function createListeners(): { subscribe: (listener: () => void) => () => void; notify: () => void } {
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    notify() {
      for (const listener of listeners) listener();
    },
  };
}
