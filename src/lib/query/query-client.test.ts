import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, ResponseValidationError } from '@/lib/http';
import { createQueryClient, MAX_RETRIES, retryDelay, shouldRetry } from './query-client';

const failure = (kind: ApiError['kind'], status: number | null) =>
  new ApiError({ kind, status, operation: 'getStore', message: 'x' });

// The retry decision table: what is retried, and how often.
const table: Array<[string, unknown, boolean]> = [
  ['no answer (network error)', failure('network', null), true],
  ['no answer in time (timeout)', failure('timeout', null), true],
  ['500 Internal Server Error', failure('http', 500), true],
  ['502 Bad Gateway', failure('http', 502), true],
  ['503 Service Unavailable', failure('http', 503), true],
  ['504 Gateway Timeout', failure('http', 504), true],
  ['400 Bad Request', failure('http', 400), false],
  ['401 Unauthorized', failure('http', 401), false],
  ['403 Forbidden', failure('http', 403), false],
  ['404 Not Found', failure('http', 404), false],
  ['408 Request Timeout (a 4xx: the client asked wrongly)', failure('http', 408), false],
  ['422 Unprocessable Content', failure('http', 422), false],
  ['429 Too Many Requests', failure('http', 429), false],
  ['a body that fails its schema', new ResponseValidationError('getStore', 200, ['storeName: expected string']), false],
  [
    'HTML or truncated JSON where JSON was promised',
    new ResponseValidationError('getStore', 200, ['the body is not JSON']),
    false,
  ],
  ['no access token', failure('token', null), false],
  ['a programming error', new TypeError('x is undefined'), false],
  ['a cancelled request', new DOMException('aborted', 'AbortError'), false],
];

describe('shouldRetry (what may succeed on a second try)', () => {
  it.each(table)('%s → retried: %s, and never more than twice', (_name, error, retried) => {
    expect(shouldRetry(0, error)).toBe(retried);
    expect(shouldRetry(1, error)).toBe(retried);
    expect(shouldRetry(MAX_RETRIES, error)).toBe(false);
    expect(shouldRetry(MAX_RETRIES + 1, error)).toBe(false);
  });

  it('waits longer before each retry (1 s, then 2 s)', () => {
    expect([0, 1].map(retryDelay)).toEqual([1000, 2000]);
    expect(retryDelay(10)).toBe(8000);
  });
});

describe('the portal QueryClient', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    onlineManager.setOnline(true);
  });

  /** Runs one query that always fails with `error`; resolves with the number of tries and when each started. */
  async function triesFor(error: Error): Promise<{ tries: number; startedAt: number[] }> {
    vi.useFakeTimers();
    const client = createQueryClient();
    const startedAt: number[] = [];
    const start = Date.now();
    const query = client.fetchQuery({
      queryKey: ['always-failing'],
      queryFn: () => {
        startedAt.push(Date.now() - start);
        return Promise.reject(error);
      },
    });
    const settled = query.catch((reason: unknown) => reason);
    await vi.runAllTimersAsync();
    expect(await settled).toBe(error);
    client.clear();
    return { tries: startedAt.length, startedAt };
  }

  it('tries a 5xx three times in all, backing off 1 s then 2 s', async () => {
    expect(await triesFor(failure('http', 503))).toEqual({ tries: 3, startedAt: [0, 1000, 3000] });
  });

  it('tries a network error three times in all', async () => {
    expect((await triesFor(failure('network', null))).tries).toBe(3);
  });

  it('tries a 4xx, a schema failure and a missing token once', async () => {
    expect((await triesFor(failure('http', 404))).tries).toBe(1);
    expect((await triesFor(new ResponseValidationError('getStore', 200, ['x']))).tries).toBe(1);
    expect((await triesFor(failure('token', null))).tries).toBe(1);
  });

  it('waits for the network after a call fails while the browser is offline, before its window event has come', async () => {
    vi.useFakeTimers();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const client = createQueryClient();
    // As the app's provider does: the client follows the online state (and resumes what waited for it).
    client.mount();
    let tries = 0;
    const query = client.fetchQuery({
      queryKey: ['offline'],
      queryFn: () => {
        tries += 1;
        return tries === 1 ? Promise.reject(failure('network', null)) : Promise.resolve('answer');
      },
    });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(client.getQueryState(['offline'])?.fetchStatus).toBe('paused');
    expect(tries).toBe(1);
    // Back online (the window's 'online' event): the query goes on, and its answer comes.
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    onlineManager.setOnline(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(await query).toBe('answer');
    expect(tries).toBe(2);
    client.unmount();
    client.clear();
  });

  it('never retries a mutation', () => {
    expect(createQueryClient().getDefaultOptions().mutations?.retry).toBe(false);
  });
});
