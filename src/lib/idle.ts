/**
 * Runs `run` in the browser's next idle period, or after `timeoutMs` at the latest; at once after the current task
 * where the browser has no requestIdleCallback (Safari). Returns the function that cancels it.
 */
export function whenIdle(run: () => void, timeoutMs: number): () => void {
  if (!window.requestIdleCallback) {
    const timer = window.setTimeout(run);
    return () => window.clearTimeout(timer);
  }
  const idle = window.requestIdleCallback(run, { timeout: timeoutMs });
  return () => window.cancelIdleCallback(idle);
}
