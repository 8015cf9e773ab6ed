import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import { hasTokenSource } from '@/lib/http';
import { firstCallMember } from '@/lib/member';
import type { FirstQuery } from '@/lib/query/first-query';

/**
 * How long the page waits for that answer before it is drawn without it (its skeleton, then the answer). Asked as the
 * page's code arrives, the answer is usually there before the frame is drawn: the page then shows its content in its
 * first frame instead of a skeleton replaced a moment later. A slow answer holds the page no longer than this.
 */
export const FIRST_ANSWER_WAIT_MS = 250;

const wait = (ms: number) => new Promise<'waiting'>((resolve) => setTimeout(() => resolve('waiting'), ms));

/**
 * Asks the page's first answer through the page's own query (same key, same retries: the page's query takes it over
 * as it mounts, whether it has come or is still on its way) and waits for it a moment. A failure that came before the
 * page mounts is shown as the page's own would be, not asked again on mount (TanStack Query retries an errored query
 * as an observer mounts): one call, as without this. Returns what the page must do once it has mounted.
 */
export async function askFirstAnswer(firstQuery: FirstQuery | undefined, client: QueryClient): Promise<() => void> {
  const member = firstCallMember();
  // Without a member or a token yet (a visitor, the template method before its sign-in), the page asks as before.
  const options = member && hasTokenSource() ? firstQuery?.(member) : null;
  if (!options) return () => undefined;
  const outcome = await Promise.race([
    // The page's own generated options (its query function, its answer's type), run as they are.
    client.fetchQuery(options as FetchQueryOptions).then(
      () => 'answered' as const,
      () => 'failed' as const,
    ),
    wait(FIRST_ANSWER_WAIT_MS),
  ]);
  if (outcome !== 'failed') return () => undefined;
  client.setQueryDefaults(options.queryKey, { retryOnMount: false });
  // Once mounted, the page's query is retried on a later mount as any other.
  return () => client.setQueryDefaults(options.queryKey, {});
}
