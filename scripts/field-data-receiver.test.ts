// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { encode } from '../src/lib/telemetry/formats';
import type { FieldRecord, PageContext } from '../src/lib/telemetry/records';
import { createFieldDataReceiver, p75, readBatch } from './field-data-receiver.mjs';
import { createSymbolicator } from './source-maps.mjs';

const context = (pageView: string): PageContext => ({
  pageView,
  release: 'app-Bx3k',
  visit: 'first',
  connection: '4g',
  memory: 'high',
  sampleRate: 1,
});
const vital = (name: 'LCP' | 'INP' | 'CLS', value: number, route = 'dashboard'): FieldRecord => ({
  type: 'vital',
  name,
  value,
  rating: 'good',
  route,
  time: 0,
});
const error: FieldRecord = {
  type: 'error',
  typeName: 'TypeError',
  message: 'x is not a function',
  stack: 'at f (http://127.0.0.1:4173/assets/app-Bx3k.js:1:11)',
  source: 'uncaught',
  route: 'dashboard',
  time: 0,
};
const KEY = '00000000-0000-0000-0000-000000000000';

describe('the local field-data receiver', () => {
  it('reads the portal’s records from Application Insights’ envelopes and from the plain JSON alike', () => {
    const records = [vital('LCP', 1800), error, { type: 'suppressed', count: 2, route: 'dashboard', time: 0 } as const];
    const fromEnvelopes = readBatch(encode('application-insights', records, context('pv-1'), KEY));
    const fromJson = readBatch(encode('json', records, context('pv-1'), ''));
    for (const read of [fromEnvelopes, fromJson]) {
      expect(read).toMatchObject([
        { type: 'vital', pageView: 'pv-1', route: 'dashboard', name: 'LCP', value: 1800 },
        { type: 'error', pageView: 'pv-1', route: 'dashboard', typeName: 'TypeError', source: 'uncaught' },
        { type: 'suppressed', pageView: 'pv-1', route: 'dashboard', count: 2 },
      ]);
    }
    expect(readBatch('not json')).toEqual([]);
  });

  it('prints per route the p75 of each vital over its page views (each one’s last value) and the errors counted', () => {
    const lines: string[] = [];
    const receiver = createFieldDataReceiver({ log: (line) => lines.push(line) });
    const send = (pageView: string, records: FieldRecord[]) =>
      receiver.receive(readBatch(encode('application-insights', records, context(pageView), KEY)));
    send('pv-1', [vital('LCP', 1000), vital('INP', 40), vital('CLS', 0.01)]);
    send('pv-2', [vital('LCP', 2000), vital('CLS', 0.2)]);
    send('pv-2', [vital('CLS', 0.05)]);
    send('pv-3', [vital('LCP', 3000), error]);
    send('pv-4', [vital('LCP', 900, 'myPos')]);
    expect(lines.slice(-3)).toEqual([
      'field data  dashboard: 3 page views, p75 LCP 3.00 s · INP 40 ms · CLS 0.05 · errors 1',
      '  uncaught error on dashboard: TypeError: x is not a function  at f (http://127.0.0.1:4173/assets/app-Bx3k.js:1:11)',
      'field data  myPos: 1 page view, p75 LCP 900 ms · errors 0',
    ]);
    expect(p75([1, 2, 3, 4])).toBe(3);
    expect(p75([5])).toBe(5);
  });

  it('answers a POST with 204 and nothing else, silently unless asked to print', async () => {
    const receiver = createFieldDataReceiver();
    const server = http.createServer((request, response) => receiver.handle(request, response));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as { port: number };
      const body = encode('json', [vital('LCP', 1234)], context('pv-9'), '');
      const answer = await fetch(`http://127.0.0.1:${port}/telemetry`, { method: 'POST', body });
      expect(answer.status).toBe(204);
      expect(receiver.summary('dashboard')).toBe('field data  dashboard: 1 page view, p75 LCP 1.23 s · errors 0');
    } finally {
      server.close();
    }
  });
});

describe('a stack from the field, turned back into source', () => {
  it('gives each frame of the build its source file, line and column from the build’s hidden maps', () => {
    const meta = mkdtempSync(path.join(os.tmpdir(), 'build-meta-'));
    try {
      mkdirSync(path.join(meta, 'assets'));
      // Column 0 of line 1 is src/lib/a.ts 1:0; column 10 is its line 5, column 2.
      const map = { version: 3, sources: ['../../src/lib/a.ts'], names: [], mappings: 'AAAA,UAIE' };
      writeFileSync(path.join(meta, 'assets', 'app-Bx3k.js.map'), JSON.stringify(map));
      const symbolicate = createSymbolicator(meta);
      expect(symbolicate('at f (http://127.0.0.1:4173/assets/app-Bx3k.js:1:11)')).toBe('at f (src/lib/a.ts:5:3)');
      expect(symbolicate('at g (https://portal.example/assets/other-Q9z.js:1:11)')).toBe(
        'at g (https://portal.example/assets/other-Q9z.js:1:11)',
      );
    } finally {
      rmSync(meta, { recursive: true, force: true });
    }
  });
});
