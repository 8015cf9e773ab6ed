// What the first-load part of field data (front.ts) and the collector it loads later (collector.ts) share.

export type VisitKind = 'first' | 'returning' | 'after-sign-in';
export type ErrorSource = 'uncaught' | 'unhandled-rejection' | 'app-boundary' | 'route-boundary' | 'page-boundary';

/** An error as it was caught, and the moment (performance.now()), which tells the route it happened on. */
export interface CaughtError {
  error: unknown;
  source: ErrorSource;
  time: number;
}

/** What the collector reads of this page view. One object, shared with it once it has loaded. */
export interface PageViewState {
  /** The build that runs (see front.ts): its source maps are in that build's dist-meta/. */
  release: string;
  /** The routes shown, in order, each from the moment it was noted: a figure is filed under the route it happened on. */
  routes: Array<{ id: string; time: number }>;
  /** Signed in at some moment of this page view: consent given, so what it measured may go. */
  signedIn: boolean;
  visit: VisitKind;
  /** The signed-in member's name and e-mail, to blank out wherever they might turn up in an error's text. */
  personal: Set<string>;
  /** Errors waiting for the collector; it takes them over and receives the later ones through `sink`. */
  errors: CaughtError[];
  /** Errors past the page view's limit, counted only. */
  suppressed: number;
  sink: ((caught: CaughtError) => void) | null;
}
