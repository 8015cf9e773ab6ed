import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PERFORMANCE_PAGE, routesOverBudget, routeTimeLimitMs, withResults } from './report.mjs';

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

  it('holds each page to 300 KiB until its content and 1.5x the dashboard’s time in the same run', () => {
    const routes = [visit('/dashboard', 269, 900), visit('/incentives', 301, 1300), visit('/newsletter', 280, 1351)];
    expect(routeTimeLimitMs(routes)).toBe(1350);
    expect(routesOverBudget(routes)).toEqual([
      '/incentives: JS until the content 301.0 KiB > 300 KiB',
      "/newsletter: content at 1351 ms > 1350 ms (1.5x the dashboard's)",
    ]);
  });

  it('names the member a page was opened as when it is not the usual member', () => {
    const routes = [visit('/dashboard', 269, 900), { ...visit('/admin', 250, 1400), account: 'admin@example.com' }];
    expect(routesOverBudget(routes)).toEqual([
      "/admin (as admin@example.com): content at 1400 ms > 1350 ms (1.5x the dashboard's)",
    ]);
  });

  it('checks sizes alone when the run has no dashboard row', () => {
    expect(routeTimeLimitMs([visit('/incentives', 200, 5000)])).toBeNull();
    expect(routesOverBudget([visit('/incentives', 200, 5000)])).toEqual([]);
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
    const next = withResults(`${START}\n${END}\n`, {
      ...results,
      routes: [
        route('/dashboard', 269, 900),
        route('/incentives', 301, 1400),
        { ...route('/admin', 250, 1000), account: 'admin@example.com' },
      ],
    });
    expect(next).toContain("time to content (≤ 1.5x the dashboard's: 1350 ms)");
    const rowOf = (path: string) => next.split('\n').find((line) => line.startsWith(`| ${path} |`)) ?? '';
    expect(rowOf('/incentives')).toContain('| 301.0 KiB **over** |');
    expect(rowOf('/incentives')).toContain('| 1400 ms **over** (of 1300, 1400, 1450) |');
    expect(rowOf('/dashboard')).not.toContain('**over**');
    expect(rowOf('/admin (as admin@example.com)')).toContain('| 250.0 KiB |');
  });
});
