/** The calendar year of an API date ('2025-10-01' → 2025). */
export const yearOf = (isoDate: string) => Number(isoDate.slice(0, 4));

// The years a member may pick: the newest the latest answer has, and the ones before it (a cooperative keeps
// statements for years; five cover a tax audit's usual reach).
const YEARS_OFFERED = 5;

/**
 * The years to offer, newest first: from the newest year among the latest answer's dates, or the current year when
 * that answer is empty.
 */
export function yearChoices(dates: readonly string[], today: Date = new Date()): number[] {
  const newest = dates.length > 0 ? Math.max(...dates.map(yearOf)) : today.getUTCFullYear();
  return Array.from({ length: YEARS_OFFERED }, (_, back) => newest - back);
}

/**
 * The rows of the year (every row when none is picked). The API answers a year with that year's rows; a back end
 * that ignores the parameter (it is an extension) answers its latest ones, narrowed here, so the year never shows
 * another year's rows.
 */
export function inYear<T>(rows: readonly T[], dateOf: (row: T) => string, year: number | null): readonly T[] {
  return year === null ? rows : rows.filter((row) => yearOf(dateOf(row)) === year);
}

/** A sum of amounts in cents, so that adding many never drifts by a fraction of a cent. */
export function sumAmounts<T>(rows: readonly T[], amountOf: (row: T) => number): number {
  return rows.reduce((total, row) => total + Math.round(amountOf(row) * 100), 0) / 100;
}

/** The total of each year the rows have, newest first. */
export function totalsByYear<T>(
  rows: readonly T[],
  dateOf: (row: T) => string,
  amountOf: (row: T) => number,
): { year: number; total: number }[] {
  const years = [...new Set(rows.map((row) => yearOf(dateOf(row))))].sort((a, b) => b - a);
  return years.map((year) => ({ year, total: sumAmounts(inYear(rows, dateOf, year), amountOf) }));
}
