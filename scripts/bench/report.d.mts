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
/** A list page's Lighthouse medians as the bench records them (the fields its budget reads). */
interface ListPageRun {
  path: string;
  lighthouse: { median: { performance: number; lcpMs: number; tbtMs: number } } | null;
}
/** The list pages Lighthouse measures, and their budget. */
export const LIST_PAGES: string[];
export const LIST_PAGE_LIGHTHOUSE: { performance: number; lcpMs: number; tbtMs: number };
/** Every list page over its Lighthouse budget, as sentences. */
export function listPagesOverBudget(listPages: ListPageRun[]): string[];
/** Every route over its budget (JS until its content), as sentences. */
export function routesOverBudget(routes: RouteVisit[]): string[];
/** A route as the report names it: '/admin (as admin@example.com)' when opened as another member than the usual one. */
export function routeName(visit: RouteVisit): string;
