import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MetricType } from 'web-vitals';
import { ApiError } from '@/lib/http';
import { deviceClasses, errorRecord, routeAt, scrubbed, vitalRecord } from './records';

const routes = [
  { id: 'signIn', time: 400 },
  { id: 'dashboard', time: 2000 },
  { id: 'myPos', time: 9000 },
];

const metric = (name: MetricType['name'], value: number, entryTime?: number) =>
  ({
    name,
    value,
    rating: 'good',
    delta: value,
    id: `v5-${name}`,
    entries: entryTime === undefined ? [] : [{ startTime: entryTime } as PerformanceEntry],
    navigationType: 'navigate',
    navigationId: 1,
  }) as unknown as MetricType;

describe('filing a figure under its route', () => {
  it('takes the route on screen at the moment, the first one before any was noted, unknown without any', () => {
    expect(routeAt(routes, 100)).toBe('signIn');
    expect(routeAt(routes, 2500)).toBe('dashboard');
    expect(routeAt(routes, 9000)).toBe('myPos');
    expect(routeAt([], 500)).toBe('unknown');
  });

  it('files a vital by its last entry (the largest paint, the interaction), TTFB by the start', () => {
    expect(vitalRecord(metric('LCP', 2345.678, 2600), routes)).toMatchObject({
      type: 'vital',
      name: 'LCP',
      value: 2346,
      rating: 'good',
      route: 'dashboard',
    });
    expect(vitalRecord(metric('INP', 88, 9500), routes).route).toBe('myPos');
    expect(vitalRecord(metric('TTFB', 120), routes).route).toBe('signIn');
    expect(vitalRecord(metric('CLS', 0.0123456, 3000), routes).value).toBe(0.0123);
  });
});

describe('an error as sent', () => {
  const caught = (error: unknown) => ({ error, source: 'uncaught' as const, time: 2500 });

  it('keeps a plain error’s name, message and stack', () => {
    const error = new TypeError('x is not a function');
    expect(errorRecord(caught(error), routes)).toMatchObject({
      type: 'error',
      typeName: 'TypeError',
      message: 'x is not a function',
      stack: error.stack,
      source: 'uncaught',
      route: 'dashboard',
    });
  });

  it('never carries the API’s answer: an API error is its operation and status, and its stack loses the message', () => {
    const error = new ApiError({
      kind: 'http',
      status: 500,
      operation: 'getStore (GET /mystoreapi/{ibcNumber})',
      serverMessage: 'No store 10482 for Maria Alvarez',
      message: 'No store 10482 for Maria Alvarez',
    });
    const record = scrubbed(errorRecord(caught(error), routes), []);
    expect(record).toMatchObject({ typeName: 'ApiError', message: 'getStore (GET /mystoreapi/{ibcNumber}): 500' });
    expect(JSON.stringify(record)).not.toMatch(/10482|Maria|No store/);
  });

  it('names a thrown answer or other value by its type, never writing it out', () => {
    const answer = { storeName: 'Maple Street Market', ibcNumber: 10482 };
    expect(errorRecord(caught(answer), routes)).toMatchObject({
      typeName: 'object',
      message: 'a thrown object',
      stack: '',
    });
    expect(errorRecord(caught(null), routes)).toMatchObject({ message: 'a thrown null' });
    expect(scrubbed(errorRecord(caught('lost member@example.com'), routes), [])).toMatchObject({
      typeName: 'string',
      message: 'lost [email]',
    });
  });
});

describe('the device', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is told by the connection’s effective type and a class of memory', () => {
    vi.stubGlobal('navigator', { connection: { effectiveType: '3g' }, deviceMemory: 0.5 });
    expect(deviceClasses()).toEqual({ connection: '3g', memory: 'low' });
    vi.stubGlobal('navigator', { deviceMemory: 4 });
    expect(deviceClasses()).toEqual({ connection: 'unknown', memory: 'mid' });
    vi.stubGlobal('navigator', { deviceMemory: 8 });
    expect(deviceClasses().memory).toBe('high');
    vi.stubGlobal('navigator', {});
    expect(deviceClasses().memory).toBe('unknown');
  });
});
