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

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * How long a page that never mounted (the member went elsewhere first) keeps its first answer's failure from being
 * asked again as it mounts: a visit after that asks again, as any other.
 */
const FAILURE_HELD_MS = 10_000;

/**
 * Asks the page's first answer through the page's own query (same key, same retries: the page's query takes it over
 * as it mounts, whether it has come or is still on its way) and waits for it a moment. Returns what the page must do
 * once it has mounted. TanStack Query asks a failed query again when an observer mounts on it (`retryOnMount`): a
 * failure of this call, whether it comes before the wait ends or after it but before the page has subscribed, would
 * be asked twice. So until the page has mounted this query does not retry on mount: its failure is shown as the
 * page's own, after one call (or the retries its kind has), as without this.
 */
export async function askFirstAnswer(
  firstQuery: FirstQuery | undefined,
  client: QueryClient,
  address: URL,
): Promise<() => void> {
  const member = firstCallMember();
  // Without a member or a token yet (a visitor, the template method before its sign-in), the page asks as before.
  const options = member && hasTokenSource() ? firstQuery?.(member, address) : null;
  if (!options) return () => undefined;
  client.setQueryDefaults(options.queryKey, { retryOnMount: false });
  const release = () => client.setQueryDefaults(options.queryKey, {});
  const held = setTimeout(release, FAILURE_HELD_MS);
  await Promise.race([
    // The page's own generated options (its query function, its answer's type), run as they are.
    client.fetchQuery(options as FetchQueryOptions).catch(() => undefined),
    wait(FIRST_ANSWER_WAIT_MS),
  ]);
  return () => {
    clearTimeout(held);
    release();
  };
}
