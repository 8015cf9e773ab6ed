/** Where the latest run's tables are written, relative to the repository. */
export const PERFORMANCE_PAGE: string;
/** The performance page with its marked section replaced by this run's tables. */
export function withResults(page: string, results: unknown): string;
/** A first visit of a member page as the bench records it (the fields its budgets read). */
interface RouteVisit {
  path: string;
  /** Whom the page was opened as, when not the usual member (a page that needs a role she lacks). */
  account?: string;
  jsKiB: number;
  readyMs: number;
}
/** The time to content a route may take in a run: 1.5x the dashboard's, or null without a dashboard row. */
export function routeTimeLimitMs(routes: RouteVisit[]): number | null;
/** Every route over its budget, as sentences. */
export function routesOverBudget(routes: RouteVisit[]): string[];
/** A route as the report names it: '/admin (as admin@example.com)' when opened as another member than the usual one. */
export function routeName(visit: RouteVisit): string;
