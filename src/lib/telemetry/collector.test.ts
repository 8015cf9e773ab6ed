import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MetricType } from 'web-vitals';
import { config } from '@/lib/config';
import { ApiError } from '@/lib/http';
import { startCollector } from './collector';
import type { PageViewState } from './types';

// web-vitals itself needs a real browser's performance entries (the e2e test has them): here each measure hands its
// callback over, and the test reports what a browser would.
const reporters = new Map<string, (metric: MetricType) => void>();
vi.mock('web-vitals', () => {
  const measure = (name: string) => (report: (metric: MetricType) => void) => void reporters.set(name, report);
  return {
    onCLS: measure('CLS'),
    onFCP: measure('FCP'),
    onINP: measure('INP'),
    onLCP: measure('LCP'),
    onTTFB: measure('TTFB'),
  };
});

const metric = (name: MetricType['name'], value: number, id = `v5-${name}`) =>
  ({ name, value, rating: 'good', delta: value, id, entries: [], navigationType: 'navigate' }) as unknown as MetricType;

function view(): PageViewState {
  return {
    release: 'app-Bx3k',
    routes: [{ id: 'dashboard', time: 0 }],
    signedIn: true,
    visit: 'returning',
    personal: new Set(['Maria Alvarez', 'member@example.com']),
    errors: [
      {
        error: new Error('No store 10482 for Maria Alvarez <member@example.com>'),
        source: 'uncaught',
        time: 5,
      },
    ],
    suppressed: 0,
    sink: null,
  };
}

const settings = {
  ...config.app.telemetry,
  endpoint: '/telemetry',
  format: 'application-insights' as const,
  instrumentationKey: '00000000-0000-0000-0000-000000000000',
  sampleRate: 1,
};

function hide(): void {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

let beacons: string[];
beforeEach(() => {
  beacons = [];
  reporters.clear();
  vi.spyOn(navigator, 'sendBeacon').mockImplementation((_url, body) => {
    beacons.push(body as string);
    return true;
  });
});
afterEach(() => {
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
});

describe('the collector', () => {
  it('sends the page view’s vitals and errors in one beacon when the page is hidden, nothing before', () => {
    const state = view();
    startCollector(state, settings);
    for (const name of ['TTFB', 'FCP', 'LCP', 'INP', 'CLS'] as const) reporters.get(name)?.(metric(name, 120));
    state.sink?.({ error: new TypeError('later'), source: 'page-boundary', time: 9 });
    expect(beacons).toEqual([]);
    hide();
    expect(beacons).toHaveLength(1);
    const envelopes = JSON.parse(beacons[0] ?? '[]') as any[];
    // The error caught before the collector loaded, the five vitals, the error caught since.
    expect(envelopes.map((envelope) => envelope.data.baseType)).toEqual([
      'ExceptionData',
      ...Array<string>(5).fill('MetricData'),
      'ExceptionData',
    ]);
    expect(envelopes.map((envelope) => envelope.data.baseData.metrics?.[0]?.name).filter(Boolean)).toEqual([
      'TTFB',
      'FCP',
      'LCP',
      'INP',
      'CLS',
    ]);
    expect(new Set(envelopes.map((envelope) => envelope.tags['ai.operation.id'])).size).toBe(1);
    expect(envelopes[0].data.baseData.properties).toMatchObject({ route: 'dashboard', visit: 'returning' });
  });

  it('sends no personal data: the member’s name and e-mail, and store numbers, are blanked out of errors', () => {
    const state = view();
    startCollector(state, settings);
    hide();
    const body = beacons.join('');
    expect(body).toContain('No store [number] for [personal] <[personal]>');
    expect(body).not.toMatch(/10482|Maria|Alvarez|member@example\.com/);
  });

  it('sends none of an API error’s e-mail, store number or time, from its message or its stack', () => {
    const state = view();
    const failure = new ApiError({
      kind: 'http',
      status: 409,
      operation: 'getStore (GET /mystoreapi/{ibcNumber})',
      message: 'Store 10482 for other@shop.example is closed until 18:00:00',
    });
    state.errors = [{ error: failure, source: 'page-boundary', time: 5 }];
    startCollector(state, settings);
    hide();
    const [envelope] = JSON.parse(beacons[0] ?? '[]') as any[];
    const [exception] = envelope.data.baseData.exceptions;
    expect(exception.message).toBe('getStore (GET /mystoreapi/{ibcNumber}): 409');
    // The stack still leaves, frames and all: only what it quoted of the message is blanked out.
    expect(exception.stack).toContain('Store [number] for [email] is closed until [time]');
    expect(beacons.join('')).not.toMatch(/10482|other@shop\.example|18:00/);
  });

  it('files a figure reported before any route was noted under the first route noted by the time it leaves', () => {
    const state = view();
    state.routes = [];
    state.errors = [];
    startCollector(state, settings);
    reporters.get('TTFB')?.(metric('TTFB', 200));
    state.routes.push({ id: 'dashboard', time: 1500 });
    hide();
    const [envelope] = JSON.parse(beacons[0] ?? '[]') as any[];
    expect(envelope.tags['ai.operation.name']).toBe('dashboard');
    expect(envelope.data.baseData.properties.route).toBe('dashboard');
  });

  it('sends a vital’s later value at the next hiding, and the count of errors past the limit', () => {
    const state = view();
    state.errors = [];
    startCollector(state, settings);
    reporters.get('CLS')?.(metric('CLS', 0.01));
    hide();
    reporters.get('CLS')?.(metric('CLS', 0.08));
    state.suppressed = 6;
    window.dispatchEvent(new Event('pagehide'));
    const second = JSON.parse(beacons[1] ?? '[]') as any[];
    expect(second.map((envelope) => envelope.data.baseData.metrics?.[0]?.value ?? envelope.data.baseData.name)).toEqual(
      [0.08, 'FieldData.ErrorsSuppressed'],
    );
    expect(second[1].data.baseData.measurements).toEqual({ count: 6 });
  });
});
