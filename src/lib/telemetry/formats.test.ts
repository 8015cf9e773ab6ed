import { describe, expect, it } from 'vitest';
import { encode } from './formats';
import type { FieldRecord, PageContext } from './records';

const context: PageContext = {
  pageView: '5c4e2a9e-1111-4222-8333-944455556666',
  release: 'app-Bx3k9aBq',
  visit: 'returning',
  connection: '4g',
  memory: 'mid',
  sampleRate: 0.25,
};
const iKey = '8d2f8c3e-3b0f-4c65-9d0e-2f3b4a5c6d7e';
const time = Date.UTC(2026, 10, 27, 9, 30, 0);
const records: FieldRecord[] = [
  { type: 'vital', name: 'LCP', value: 1840, rating: 'good', route: 'dashboard', time },
  {
    type: 'error',
    typeName: 'TypeError',
    message: 'x is not a function',
    stack: 'at f (https://p.example/assets/app-Bx3k9aBq.js:1:200)',
    source: 'page-boundary',
    route: 'myPos',
    time,
  },
  { type: 'suppressed', count: 4, route: 'myPos', time },
];

describe('Application Insights’ track envelopes', () => {
  const [metric, exception, event] = JSON.parse(encode('application-insights', records, context, iKey)) as any[];

  it('give each record the resource’s key, its time, the page view as the operation and the release', () => {
    for (const envelope of [metric, exception, event]) {
      expect(envelope).toMatchObject({
        time: '2026-11-27T09:30:00.000Z',
        iKey,
        sampleRate: 25,
        tags: {
          'ai.operation.id': context.pageView,
          'ai.application.ver': 'app-Bx3k9aBq',
          'ai.cloud.role': 'member-portal',
          'ai.location.ip': '0.0.0.0',
        },
      });
    }
    expect(metric.name).toBe('Microsoft.ApplicationInsights.8d2f8c3e3b0f4c659d0e2f3b4a5c6d7e.Metric');
    expect(exception.name).toBe('Microsoft.ApplicationInsights.8d2f8c3e3b0f4c659d0e2f3b4a5c6d7e.Exception');
    expect(event.name).toBe('Microsoft.ApplicationInsights.8d2f8c3e3b0f4c659d0e2f3b4a5c6d7e.Event');
  });

  it('send a vital as a metric, sliced by route, kind of visit, connection, memory and rating', () => {
    expect(metric.tags['ai.operation.name']).toBe('dashboard');
    expect(metric.data).toEqual({
      baseType: 'MetricData',
      baseData: {
        ver: 2,
        metrics: [{ name: 'LCP', value: 1840, count: 1 }],
        properties: {
          route: 'dashboard',
          visit: 'returning',
          connection: '4g',
          memory: 'mid',
          release: 'app-Bx3k9aBq',
          rating: 'good',
        },
      },
    });
  });

  it('send an error as an exception with its stack, and the errors past the limit as an event counting them', () => {
    expect(exception.data).toMatchObject({
      baseType: 'ExceptionData',
      baseData: {
        ver: 2,
        severityLevel: 3,
        exceptions: [
          {
            typeName: 'TypeError',
            message: 'x is not a function',
            hasFullStack: true,
            stack: 'at f (https://p.example/assets/app-Bx3k9aBq.js:1:200)',
          },
        ],
        properties: { route: 'myPos', source: 'page-boundary' },
      },
    });
    expect(event.data).toMatchObject({
      baseType: 'EventData',
      baseData: { ver: 2, name: 'FieldData.ErrorsSuppressed', measurements: { count: 4 } },
    });
  });
});

describe('the plain JSON format', () => {
  it('is the page view’s context and its records as they are', () => {
    expect(JSON.parse(encode('json', records, context, ''))).toEqual({ context, records });
  });
});
