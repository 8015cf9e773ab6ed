import { onCLS, onFCP, onINP, onLCP, onTTFB, type MetricType } from 'web-vitals';
import type { config } from '@/lib/config';
import type { CaughtError, PageViewState } from './types';
import { encode } from './formats';
import {
  deviceClasses,
  errorRecord,
  routeAt,
  scrubbed,
  vitalRecord,
  type FieldRecord,
  type PageContext,
} from './records';
import { createBatch, sendTo } from './transport';

// Loaded with import() once the page's content is there (front.ts): web-vitals and the rest of field data are no part
// of what a member waits for. web-vitals reads the browser's buffered entries, so a figure from before it loaded
// (the first paint, the largest one) is still measured.

type Settings = typeof config.app.telemetry;

const randomId = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');

export function startCollector(view: PageViewState, settings: Settings): void {
  const pageView = randomId();
  const context = (): PageContext => ({
    pageView,
    release: view.release,
    visit: view.visit,
    ...deviceClasses(),
    sampleRate: settings.sampleRate,
  });
  // What is queued is made into records as the batch leaves: by then the routes of the page view are noted.
  const batch = createBatch<() => FieldRecord>({
    encode: (makers) =>
      encode(
        settings.format,
        makers.map((make) => scrubbed(make(), view.personal)),
        context(),
        settings.instrumentationKey,
      ),
    send: sendTo(settings.endpoint),
  });

  // A vital reported again (CLS and INP grow while the page is used) replaces its value not yet sent.
  const report = (metric: MetricType) => batch.add(() => vitalRecord(metric, view.routes), metric.id);
  for (const measure of [onTTFB, onFCP, onLCP, onCLS]) measure(report);
  // INP with every change: web-vitals weighs an interaction in the next idle moment, and its report as the page hides
  // runs before that moment's work when both wait. A tap that leaves the page (never idle again) then had no INP.
  // Reported at each change, the value is already queued here, and only the last one leaves with the batch.
  onINP(report, { reportAllChanges: true });

  const take = (caught: CaughtError) => batch.add(() => errorRecord(caught, view.routes));
  for (const caught of view.errors.splice(0)) take(caught);
  view.sink = take;

  const flush = () => {
    const count = view.suppressed;
    if (count > 0) {
      const now = performance.now();
      batch.add(() => ({ type: 'suppressed', count, route: routeAt(view.routes, now), time: Date.now() }));
      view.suppressed = 0;
    }
    batch.flush();
  };
  // Registered after web-vitals' own listeners (on window, in the capture phase), so what it reports as the page
  // hides is in this batch. pagehide too: on a page being left it comes first, and Safari may send nothing else.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  window.addEventListener('pagehide', flush);
  // For a profile of the page, and for the e2e test: it waits for this before it leaves the page, and finds what the
  // page view sent by its id (random, and sent with every record anyway).
  performance.mark('field-data:collecting', { detail: { pageView } });
}
