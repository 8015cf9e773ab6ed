// The local end of field data (src/lib/telemetry): what `npm start` and the local builds (e2e, bench, preview) send
// arrives here instead of at Application Insights, so a developer sees the data flow without an Azure account. It reads
// both formats the portal can send (Application Insights' track envelopes, or the plain JSON), keeps each page view's
// last value of each vital, and after every batch prints a line per route it touched: the p75 of each vital over every
// page view so far, and the errors counted, each error with its first frame (in source terms when the build's maps
// are at hand).

/** Where the portal sends field data on this machine (the local config points there). */
export const FIELD_DATA_PATH = '/telemetry';

/** The settings of a local build or `npm start`: the local receiver, in Application Insights' format (a dummy key). */
export const LOCAL_FIELD_DATA_ENV = {
  VITE_TELEMETRY_ENDPOINT: FIELD_DATA_PATH,
  VITE_TELEMETRY_FORMAT: 'application-insights',
  VITE_TELEMETRY_INSTRUMENTATION_KEY: '00000000-0000-0000-0000-000000000000',
};

const VITALS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'];

/** One envelope of Application Insights as the portal's own record (src/lib/telemetry/records.ts). */
function fromEnvelope(envelope) {
  const baseData = envelope?.data?.baseData ?? {};
  const properties = baseData.properties ?? {};
  const common = {
    pageView: envelope?.tags?.['ai.operation.id'] ?? '',
    route: properties.route ?? envelope?.tags?.['ai.operation.name'] ?? 'unknown',
  };
  switch (envelope?.data?.baseType) {
    case 'MetricData': {
      const [metric = {}] = baseData.metrics ?? [];
      return { ...common, type: 'vital', name: metric.name, value: metric.value };
    }
    case 'ExceptionData': {
      const [exception = {}] = baseData.exceptions ?? [];
      const { typeName, message, stack } = exception;
      return { ...common, type: 'error', typeName, message, stack: stack ?? '', source: properties.source };
    }
    case 'EventData':
      return { ...common, type: 'suppressed', count: baseData.measurements?.count ?? 0 };
    default:
      return null;
  }
}

/** The records of a request's body, in either format; an unreadable body has none. */
export function readBatch(body) {
  let parsed;
  try {
    parsed = JSON.parse(body);
  } catch {
    return [];
  }
  if (Array.isArray(parsed)) return parsed.map(fromEnvelope).filter(Boolean);
  const pageView = parsed?.context?.pageView ?? '';
  return Array.isArray(parsed?.records) ? parsed.records.map((record) => ({ ...record, pageView })) : [];
}

/** The 75th percentile by nearest rank, the figure Core Web Vitals are judged by. */
export function p75(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(sorted.length * 0.75) - 1)];
}

const shown = (name, value) =>
  name === 'CLS' ? String(value) : value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`;

/**
 * A receiver: `handle(request, response)` answers a POST with 204 and reads its body; `log` (a line at a time; none
 * means silent) gets the summary; `symbolicate` (scripts/source-maps.mjs) turns a frame of the build into source;
 * `onBatch` is handed each body as it came (the e2e suite keeps them for its tests to read).
 */
export function createFieldDataReceiver({ log = null, symbolicate = (stack) => stack, onBatch = null } = {}) {
  /** `${pageView} ${name}` → the page view's last report of that vital. */
  const vitals = new Map();
  const errors = new Map();
  const pageViews = new Map();

  function summary(route) {
    const parts = VITALS.flatMap((name) => {
      const values = [...vitals.values()].filter((v) => v.route === route && v.name === name).map((v) => v.value);
      return values.length ? [`${name} ${shown(name, p75(values))}`] : [];
    });
    const views = pageViews.get(route)?.size ?? 0;
    return `field data  ${route}: ${views} page view${views === 1 ? '' : 's'}, p75 ${parts.join(' · ') || '(no vitals yet)'} · errors ${errors.get(route) ?? 0}`;
  }

  function receive(records) {
    const touched = new Set();
    const lines = [];
    for (const record of records) {
      touched.add(record.route);
      if (!pageViews.has(record.route)) pageViews.set(record.route, new Set());
      pageViews.get(record.route).add(record.pageView);
      if (record.type === 'vital' && VITALS.includes(record.name) && typeof record.value === 'number')
        vitals.set(`${record.pageView} ${record.name}`, record);
      const count = record.type === 'error' ? 1 : record.type === 'suppressed' ? record.count : 0;
      errors.set(record.route, (errors.get(record.route) ?? 0) + count);
      if (record.type === 'error') {
        const frame = symbolicate(record.stack).split('\n')[0]?.trim();
        lines.push(
          `  ${record.source} error on ${record.route}: ${record.typeName}: ${record.message}${frame ? `  ${frame}` : ''}`,
        );
      }
    }
    if (log) for (const line of [...[...touched].map(summary), ...lines]) log(line);
  }

  return {
    summary,
    receive,
    handle(request, response) {
      const chunks = [];
      request.on('data', (chunk) => chunks.push(chunk));
      request.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        onBatch?.(body);
        receive(readBatch(body));
        response.writeHead(204);
        response.end();
      });
    },
  };
}
