import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/http';

const MAX_RETRIES = 2;

/**
 * Retry only what may succeed on a second try: no answer, a timeout, or a server fault (5xx). Never a missing token
 * ('token'): the member is being sent to sign in again, and a retry would only ask MSAL once more.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (!isApiError(error)) return false;
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  return error.kind === 'http' && error.status !== null && error.status >= 500;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 60_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
