import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FieldRecord } from './records';
import { createBatch, payloads, sendTo } from './transport';

const vital = (name: 'LCP' | 'CLS', value: number): FieldRecord => ({
  type: 'vital',
  name,
  value,
  rating: 'good',
  route: 'dashboard',
  time: 0,
});
const encode = (records: FieldRecord[]) => JSON.stringify(records);

describe('a batch', () => {
  it('sends nothing until it is flushed, then everything queued, once', () => {
    const send = vi.fn();
    const batch = createBatch<FieldRecord>({ encode, send });
    batch.add(vital('LCP', 1200));
    batch.add(vital('CLS', 0.01));
    expect(send).not.toHaveBeenCalled();
    batch.flush();
    expect(send).toHaveBeenCalledTimes(1);
    expect(JSON.parse(send.mock.calls[0]?.[0] as string)).toEqual([vital('LCP', 1200), vital('CLS', 0.01)]);
    batch.flush();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('keeps a vital’s latest value while unsent, and sends a later value again after a flush', () => {
    const send = vi.fn();
    const batch = createBatch<FieldRecord>({ encode, send });
    batch.add(vital('CLS', 0.01), 'v5-cls');
    batch.add(vital('CLS', 0.05), 'v5-cls');
    batch.flush();
    batch.add(vital('CLS', 0.2), 'v5-cls');
    batch.flush();
    expect(send.mock.calls.map(([body]) => JSON.parse(body as string))).toEqual([
      [vital('CLS', 0.05)],
      [vital('CLS', 0.2)],
    ]);
  });

  it('splits what does not fit one beacon into parts below the limit, in order', () => {
    const records = Array.from({ length: 40 }, (_, index) => vital('LCP', index));
    const parts = payloads(records, encode, 600);
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(600);
    expect(parts.flatMap((part) => JSON.parse(part) as FieldRecord[])).toEqual(records);
    expect(payloads([], encode, 600)).toEqual([]);
  });
});

describe('sending', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('goes as a beacon of text, which needs no preflight', () => {
    const sendBeacon = vi.fn(() => true);
    const fetch = vi.fn();
    vi.stubGlobal('navigator', { sendBeacon });
    vi.stubGlobal('fetch', fetch);
    sendTo('https://monitor.example/v2/track')('[1]');
    expect(sendBeacon).toHaveBeenCalledWith('https://monitor.example/v2/track', '[1]');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('falls back to a keepalive request, without cookies, when the browser will not queue the beacon', async () => {
    const fetch = vi.fn(() => Promise.reject(new TypeError('offline')));
    vi.stubGlobal('navigator', { sendBeacon: () => false });
    vi.stubGlobal('fetch', fetch);
    sendTo('/telemetry')('[1]');
    expect(fetch).toHaveBeenCalledWith('/telemetry', {
      method: 'POST',
      body: '[1]',
      keepalive: true,
      mode: 'no-cors',
      credentials: 'omit',
    });
    // Its failure is nobody's business: no unhandled rejection.
    await Promise.resolve();
  });
});
