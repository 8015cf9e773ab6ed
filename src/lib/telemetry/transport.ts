// Records wait in memory and leave together when the page is hidden (the moment a phone's browser may freeze or
// discard it without another word), in as few requests as fit a beacon. A browser queues at most 64 KiB of beacons and
// keepalive requests per page: a batch over the limit goes in parts, each below it.

export const PAYLOAD_LIMIT_BYTES = 60_000;

export interface Batch<T> {
  /** Queues an item; one with the key of a queued one replaces it (a vital's later, final value). */
  add(item: T, key?: string): void;
  /** Sends what is queued, now. */
  flush(): void;
}

const bytes = (text: string) => new TextEncoder().encode(text).length;

/** The bodies that carry `items`, each at most `limit` bytes, in order (an item too big alone goes alone). */
export function payloads<T>(items: T[], encode: (part: T[]) => string, limit: number): string[] {
  if (items.length === 0) return [];
  const text = encode(items);
  if (items.length === 1 || bytes(text) <= limit) return [text];
  const half = Math.ceil(items.length / 2);
  return [...payloads(items.slice(0, half), encode, limit), ...payloads(items.slice(half), encode, limit)];
}

export function createBatch<T>(options: {
  encode: (items: T[]) => string;
  send: (body: string) => void;
  limit?: number;
}): Batch<T> {
  const queued = new Map<string, T>();
  let next = 0;
  return {
    add(item, key = `#${(next += 1)}`) {
      queued.delete(key);
      queued.set(key, item);
    },
    flush() {
      const items = [...queued.values()];
      queued.clear();
      for (const body of payloads(items, options.encode, options.limit ?? PAYLOAD_LIMIT_BYTES)) options.send(body);
    },
  };
}

/**
 * Sends a body the way the web sends on its way out: a beacon, which the browser delivers even as the page goes. A
 * string goes as text/plain, which needs no preflight to another origin (Application Insights' own script sends so).
 * When the browser will not queue the beacon (its quota full), a keepalive request, whose answer nobody reads.
 */
export function sendTo(endpoint: string): (body: string) => void {
  return (body) => {
    if (navigator.sendBeacon?.(endpoint, body)) return;
    fetch(endpoint, { method: 'POST', body, keepalive: true, mode: 'no-cors', credentials: 'omit' }).catch(
      () => undefined,
    );
  };
}
