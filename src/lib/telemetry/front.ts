import { config } from '@/lib/config';
import { whenIdle } from '@/lib/idle';
import type { ErrorSource, PageViewState, VisitKind } from './types';

// The part of field data that every visit loads: it decides once per page view whether this one is sampled, notes
// which route is on screen and whether the member has signed in, and keeps the errors that happen before the
// collector (web-vitals, the formats, the sending: collector.ts) has loaded, after the page's content, by import().
// It must stay a few hundred bytes: it is in the first load, and the size gate counts every one of them.

// The build that runs: the hashed name of the first load's file this module is in, which a new build names anew.
const RELEASE = /\/assets\/([^/]+)\.js$/.exec(new URL(import.meta.url).pathname)?.[1] ?? 'development';

const settings = config.app.telemetry;
let state: PageViewState | null = null;
let loading = false;
const seen = new WeakSet<object>();
let accepted = 0;
let signedOutSeen = false;

/** The current page view's state, or null when field data is off or this page view was not sampled. */
export const pageView = (): PageViewState | null => state;

const allowed = (view: PageViewState) => view.signedIn || !settings.requireSignIn;

function whenIdleAfterLoad(run: () => void): void {
  const idle = () => void whenIdle(run, 5000);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/** The collector loads once the page's content has loaded and the page view may send (see requireSignIn). */
function loadCollector(): void {
  const view = state;
  if (!view || loading || !allowed(view)) return;
  loading = true;
  whenIdleAfterLoad(() => {
    import('./collector').then(
      (collector) => collector.startCollector(view, settings),
      // Field data is worth nothing to the member: a collector that cannot load is left at that.
      () => undefined,
    );
  });
}

/** An error the member met. Each error once, and no more than the page view's limit: the rest are only counted. */
export function reportError(error: unknown, source: ErrorSource): void {
  if (!state) return;
  if (typeof error === 'object' && error !== null) {
    if (seen.has(error)) return;
    seen.add(error);
  }
  if (accepted >= settings.maxErrorsPerPage) {
    state.suppressed += 1;
    return;
  }
  accepted += 1;
  const caught = { error, source, time: performance.now() };
  if (state.sink) state.sink(caught);
  else state.errors.push(caught);
}

/**
 * Starts field data for this page view, before the app renders, so that no uncaught error is missed. Off without an
 * endpoint; a page view outside the sample sets nothing up at all. `random` is for tests.
 */
export function startFieldData(random: () => number = Math.random): void {
  if (state || !settings.endpoint || random() >= settings.sampleRate) return;
  state = {
    release: RELEASE,
    routes: [],
    signedIn: false,
    visit: 'first',
    personal: new Set(),
    errors: [],
    suppressed: 0,
    sink: null,
  };
  window.addEventListener('error', (event) => {
    // A script of another origin reports only "Script error." and no error object, nothing of use: left out.
    if (!event.error && event.message === 'Script error.') return;
    reportError(event.error ?? event.message, 'uncaught');
  });
  window.addEventListener('unhandledrejection', (event) => reportError(event.reason, 'unhandled-rejection'));
}

/** The route now on screen, by its id in config/routes.json (never its address, which may carry a store number). */
export function noteRoute(id: string): void {
  if (state && state.routes.at(-1)?.id !== id) state.routes.push({ id, time: performance.now() });
}

/**
 * How this page view began. A later, stronger kind wins: a visit that came back from signing in may also show the
 * member's last answers, and is counted as after sign-in.
 */
export function noteVisit(kind: VisitKind): void {
  const order: VisitKind[] = ['first', 'returning', 'after-sign-in'];
  if (state && order.indexOf(kind) > order.indexOf(state.visit)) state.visit = kind;
}

/** Who is signed in now (null: nobody); their name and e-mail are kept only to be blanked out of what is sent. */
export function noteMember(member: { displayName: string; email: string } | null): void {
  if (!state) return;
  if (!member) signedOutSeen = true;
  else {
    // Signed in after this page view had shown the member signed out: they signed in in this page.
    if (signedOutSeen) noteVisit('after-sign-in');
    state.signedIn = true;
    for (const value of [member.displayName, member.email]) if (value.trim().length >= 3) state.personal.add(value);
  }
  loadCollector();
}

/** For tests: forget this page view. */
export function resetFieldDataForTests(): void {
  state = null;
  loading = false;
  accepted = 0;
  signedOutSeen = false;
}
