import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PERFORMANCE_PAGE, withResults } from './report.mjs';

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
