import { describe, expect, it } from 'vitest';
import { inYear, sumAmounts, totalsByYear, yearChoices, yearOf } from './year-model';

const receipts = [
  { date: '2026-12-05', rebate: 179.42 },
  { date: '2026-01-02', rebate: 0.1 },
  { date: '2025-12-31', rebate: 0.2 },
  { date: '2025-07-03', rebate: 49 },
  { date: '2024-02-29', rebate: -12.5 },
];
const dateOf = (row: { date: string }) => row.date;
const rebateOf = (row: { rebate: number }) => row.rebate;

describe('the years behind the money pages', () => {
  it('reads the year of an API date, in no time zone', () => {
    expect(yearOf('2025-12-31')).toBe(2025);
    expect(yearOf('2026-01-01')).toBe(2026);
  });

  it('offers the newest year of the latest answer and the four before it, newest first', () => {
    expect(yearChoices(['2025-10-01', '2026-03-31', '2024-01-01'])).toEqual([2026, 2025, 2024, 2023, 2022]);
    // An empty answer: the current year (UTC, like every API date).
    expect(yearChoices([], new Date('2031-01-01T02:00:00Z'))).toEqual([2031, 2030, 2029, 2028, 2027]);
  });

  it('keeps the rows of the picked year only (every row when none is picked)', () => {
    expect(inYear(receipts, dateOf, 2025).map(dateOf)).toEqual(['2025-12-31', '2025-07-03']);
    expect(inYear(receipts, dateOf, 2023)).toEqual([]);
    expect(inYear(receipts, dateOf, null)).toBe(receipts);
  });

  it('adds up each year in cents, newest year first, deductions included', () => {
    expect(sumAmounts(receipts, rebateOf)).toBe(216.22);
    expect(sumAmounts([0.1, 0.2], (amount) => amount)).toBe(0.3);
    expect(totalsByYear(receipts, dateOf, rebateOf)).toEqual([
      { year: 2026, total: 179.52 },
      { year: 2025, total: 49.2 },
      { year: 2024, total: -12.5 },
    ]);
    expect(totalsByYear(receipts.slice(0, 0), dateOf, rebateOf)).toEqual([]);
  });
});
