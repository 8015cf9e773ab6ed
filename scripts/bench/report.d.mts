/** Where the latest run's tables are written, relative to the repository. */
export const PERFORMANCE_PAGE: string;
/** The performance page with its marked section replaced by this run's tables. */
export function withResults(page: string, results: unknown): string;
