import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listPagesOverBudget, PERFORMANCE_PAGE, routesOverBudget, withResults } from './report.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const results = {
  ...JSON.parse(readFileSync(path.join(root, 'scripts/bench/results.json'), 'utf8')),
  commit: 'abc1234',
};
const START = '<!-- bench:start (npm run bench rewrites this section) -->';
const END = '<!-- bench:end -->';

describe('the bench writes its tables into docs/performance.md', () => {
  it('replaces only the marked section, naming the date and the commit measured', () => {
    const page = `# Performance\n\nBudgets stay.\n\n${START}\nold table\n${END}\n\nNotes stay.\n`;
    const next = withResults(page, results);
    expect(next).toContain('Budgets stay.');
    expect(next).toContain('Notes stay.');
    expect(next).not.toContain('old table');
    expect(next).toContain(`(${results.date}, commit abc1234, Lighthouse`);
    expect(next.indexOf(START)).toBeLessThan(next.indexOf('| /dashboard |'));
    expect(next.split(START)).toHaveLength(2);
  });

  it('finds its markers in the page kept in the repository', () => {
    const page = readFileSync(path.join(root, PERFORMANCE_PAGE), 'utf8');
    expect(page).toContain(START);
    expect(page).toContain(END);
  });
});

describe('every member page has a budget of its own', () => {
  const visit = (path: string, jsKiB: number, readyMs: number) => ({ path, jsKiB, readyMs });

  it('holds each page to 300 KiB until its content; its time to content is printed, not budgeted', () => {
    const routes = [visit('/dashboard', 269, 900), visit('/incentives', 301, 1300), visit('/newsletter', 280, 5000)];
    expect(routesOverBudget(routes)).toEqual(['/incentives: JS until the content 301.0 KiB > 300 KiB']);
  });

  it('names the member a page was opened as when it is not the usual member', () => {
    const routes = [{ ...visit('/admin', 301, 1400), account: 'admin@example.com' }];
    expect(routesOverBudget(routes)).toEqual([
      '/admin (as admin@example.com): JS until the content 301.0 KiB > 300 KiB',
    ]);
  });

  it('marks the pages over budget in the table it writes', () => {
    const route = (path: string, jsKiB: number, readyMs: number) => ({
      ...results.routes[0],
      path,
      jsKiB,
      readyMs,
      // The three first visits the median was taken from, shown beside it.
      readyRunsMs: [readyMs - 100, readyMs, readyMs + 50],
      later: [],
      laterJsKiB: 0,
    });
    // Without the list pages' Lighthouse table, whose rows start with the same paths.
    const next = withResults(`${START}\n${END}\n`, {
      ...results,
      listPages: [],
      routes: [
        route('/dashboard', 269, 900),
        route('/incentives', 301, 1400),
        { ...route('/admin', 250, 1000), account: 'admin@example.com' },
      ],
    });
    expect(next).toContain('| time to content |');
    const rowOf = (path: string) => next.split('\n').find((line) => line.startsWith(`| ${path} |`)) ?? '';
    expect(rowOf('/incentives')).toContain('| 301.0 KiB **over** |');
    expect(rowOf('/incentives')).toContain('| 1400 ms (of 1300, 1400, 1450) |');
    expect(rowOf('/dashboard')).not.toContain('**over**');
    expect(rowOf('/admin (as admin@example.com)')).toContain('| 250.0 KiB |');
  });
});

describe('three list pages have Lighthouse budgets of their own', () => {
  const run = (path: string, performance: number, lcpMs: number, tbtMs: number) => ({
    path,
    lighthouse: { median: { performance, lcpMs, tbtMs, cls: 0, fcpMs: 900, mainThreadMs: 2000, benchmarkIndex: 2000 } },
  });

  it('holds each to performance 90, LCP 2.5 s and TBT 300 ms', () => {
    expect(listPagesOverBudget([run('/rebate/invoice', 90, 2500, 300)])).toEqual([]);
    expect(listPagesOverBudget([run('/incentives', 89, 2501, 301)])).toEqual([
      '/incentives: Lighthouse performance 89 < 90',
      '/incentives: Lighthouse LCP 2501 ms > 2500 ms',
      '/incentives: Lighthouse TBT 301 ms > 300 ms',
    ]);
  });

  it('writes their table, marking what is over', () => {
    const next = withResults(`${START}\n${END}\n`, {
      ...results,
      listPages: [run('/rebate/invoice', 96, 2190, 150), run('/account-details', 88, 2600, 120)],
    });
    const rowOf = (path: string) => next.split('\n').find((line) => line.startsWith(`| ${path} |`)) ?? '';
    expect(rowOf('/rebate/invoice')).toBe('| /rebate/invoice | 96 | 2.19 s | 150 ms | 0 |');
    expect(rowOf('/account-details')).toBe('| /account-details | 88 **over** | 2.60 s **over** | 120 ms | 0 |');
  });
});
