import type { FieldRecord } from './records';

// Records wait in memory and leave together when the page is hidden (the moment a phone's browser may freeze or
// discard it without another word), in as few requests as fit a beacon. A browser queues at most 64 KiB of beacons and
// keepalive requests per page: a batch over the limit goes in parts, each below it.

export const PAYLOAD_LIMIT_BYTES = 60_000;

export interface Batch {
  /** Queues a record; one with the key of a queued one replaces it (a vital's later, final value). */
  add(record: FieldRecord, key?: string): void;
  /** Sends what is queued, now. */
  flush(): void;
}

const bytes = (text: string) => new TextEncoder().encode(text).length;

/** The bodies that carry `records`, each at most `limit` bytes, in order (a record too big alone goes alone). */
export function payloads(records: FieldRecord[], encode: (part: FieldRecord[]) => string, limit: number): string[] {
  if (records.length === 0) return [];
  const text = encode(records);
  if (records.length === 1 || bytes(text) <= limit) return [text];
  const half = Math.ceil(records.length / 2);
  return [...payloads(records.slice(0, half), encode, limit), ...payloads(records.slice(half), encode, limit)];
}

export function createBatch(options: {
  encode: (records: FieldRecord[]) => string;
  send: (body: string) => void;
  limit?: number;
}): Batch {
  const queued = new Map<string, FieldRecord>();
  let next = 0;
  return {
    add(record, key = `#${(next += 1)}`) {
      queued.delete(key);
      queued.set(key, record);
    },
    flush() {
      const records = [...queued.values()];
      queued.clear();
      for (const body of payloads(records, options.encode, options.limit ?? PAYLOAD_LIMIT_BYTES)) options.send(body);
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
