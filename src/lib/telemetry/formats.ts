import type { FieldRecord, PageContext } from './records';

// The two shapes a batch can leave in (config/app.json telemetry.format):
// - 'application-insights': the envelopes of Application Insights' track endpoint, so the cooperative's own resource
//   takes them as they are. A vital is a metric (customMetrics), an error an exception (exceptions), the count of
//   errors past the page view's limit an event (customEvents). Every record of a page view shares its operation id.
// - 'json': { context, records }, for any other collector.

export type Format = 'application-insights' | 'json';

const SDK_VERSION = 'member-portal-field-data:1';

type Envelope = {
  name: string;
  time: string;
  iKey: string;
  sampleRate: number;
  tags: Record<string, string>;
  data: { baseType: 'MetricData' | 'ExceptionData' | 'EventData'; baseData: Record<string, unknown> };
};

/** The page view's context as custom dimensions: what each figure can be sliced by in the resource. */
const dimensions = (context: PageContext, route: string): Record<string, string> => ({
  route,
  visit: context.visit,
  connection: context.connection,
  memory: context.memory,
  release: context.release,
});

function envelope(record: FieldRecord, context: PageContext, iKey: string): Envelope {
  const kind = { vital: 'Metric', error: 'Exception', suppressed: 'Event' } as const;
  const base = {
    name: `Microsoft.ApplicationInsights.${iKey.replace(/-/g, '')}.${kind[record.type]}`,
    time: new Date(record.time).toISOString(),
    iKey,
    // A percentage, by which the resource multiplies what it counts.
    sampleRate: context.sampleRate * 100,
    tags: {
      'ai.operation.id': context.pageView,
      'ai.operation.name': record.route,
      'ai.application.ver': context.release,
      'ai.cloud.role': 'member-portal',
      'ai.device.type': 'Browser',
      // No address of the member's is to be derived from what arrives.
      'ai.location.ip': '0.0.0.0',
      'ai.internal.sdkVersion': SDK_VERSION,
    },
  };
  const properties = dimensions(context, record.route);
  switch (record.type) {
    case 'vital':
      return {
        ...base,
        data: {
          baseType: 'MetricData',
          baseData: {
            ver: 2,
            metrics: [{ name: record.name, value: record.value, count: 1 }],
            properties: { ...properties, rating: record.rating },
          },
        },
      };
    case 'error':
      return {
        ...base,
        data: {
          baseType: 'ExceptionData',
          baseData: {
            ver: 2,
            exceptions: [
              { typeName: record.typeName, message: record.message, hasFullStack: true, stack: record.stack },
            ],
            // 3: Error.
            severityLevel: 3,
            properties: { ...properties, source: record.source },
          },
        },
      };
    case 'suppressed':
      return {
        ...base,
        data: {
          baseType: 'EventData',
          baseData: { ver: 2, name: 'FieldData.ErrorsSuppressed', properties, measurements: { count: record.count } },
        },
      };
  }
}

/** The body of one request carrying `records`, in the endpoint's format. */
export function encode(format: Format, records: FieldRecord[], context: PageContext, iKey: string): string {
  if (format === 'application-insights')
    return JSON.stringify(records.map((record) => envelope(record, context, iKey)));
  return JSON.stringify({ context, records });
}
