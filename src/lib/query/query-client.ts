import { onlineManager, QueryClient } from '@tanstack/react-query';
// The errors module alone: the HTTP client (with the contract's operation list) stays out of the first download.
import { isApiError } from '@/lib/http/errors';

/** Retries after the first failure: three tries in all, and a member waits at most ~3 s more for an answer. */
export const MAX_RETRIES = 2;

/**
 * Retry only what may succeed on a second try: no answer, a timeout, or a server fault (5xx). Never a refusal or a
 * missing record (4xx), an answer that breaks the contract (the same answer would come back), a missing token
 * ('token': the member is being sent to sign in again, and a retry would only ask MSAL once more), or a bug.
 * `failureCount` is the number of failures before this one (TanStack Query passes 0 after the first).
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.kind === 'network') followBrowserOffline();
  if (failureCount >= MAX_RETRIES) return false;
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  return error.kind === 'http' && error.status !== null && error.status >= 500;
}

/**
 * A call that got no answer while the browser says it is offline: TanStack Query learns of it now, not only from the
 * window's 'offline' event, which may come later than the failure (or, in a test browser going offline, not at all
 * before the retries are used up). The query then waits for the network ("You are offline. This will load as soon as
 * you are back online.") instead of spending its three tries and showing a failure; the 'online' event resumes it.
 */
function followBrowserOffline(): void {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) onlineManager.setOnline(false);
}

/** Exponential backoff, 1 s then 2 s: a struggling server gets room, and a member is not kept waiting long. */
export function retryDelay(failureCount: number): number {
  return Math.min(1000 * 2 ** failureCount, 8000);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay, staleTime: 60_000, refetchOnWindowFocus: false },
      // A submitted form is never sent twice by itself: the member sees the failure and decides.
      mutations: { retry: false },
    },
  });
}
