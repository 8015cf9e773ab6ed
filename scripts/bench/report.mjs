// The benchmark's budgets, the check against them, and where the results go: a JSON file kept in the repository and
// a marked section of docs/performance.md that each run rewrites, so the page always shows the latest full run.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chainOwnerLine } from './chain-owner.mjs';
import { sessionsLine } from './sessions.mjs';

export const BUDGETS = {
  // The sign-in page paints from its HTML and then fetches the app ahead of the member's first move: the whole visit
  // counts, not only what came before the button showed (`wholeVisit`).
  '/signin': {
    jsKiB: 170,
    cssKiB: 30,
    wholeVisit: true,
    lighthouse: { performance: 95, lcpMs: 2000, tbtMs: 100, cls: 0.02 },
  },
  // The page a member opens every day, signed in and returning: the JS until the key figures show, and the whole visit (the chart included, once in view) in KiB and files.
  // 260 KiB since the account menu (Mantine's Menu, Popover and floating-ui: +27.5 KiB) is part of the frame's first
  // download, so that Logout opens at any moment, offline included (docs/decisions/lazy-popups.md).
  '/dashboard': {
    jsKiB: 260,
    cssKiB: 30,
    wholeVisitJsKiB: 300,
    wholeVisitFiles: 25,
    lighthouse: { performance: 90, lcpMs: 2000, tbtMs: 200, cls: 0.02 },
  },
};

// Every other member page, opened as a first visit (signed in, empty HTTP cache): no heavier than a frame, a page
// and MSAL can be. Its time to content is printed, not budgeted: what a member feels is budgeted by Lighthouse's
// simulated phone on the list pages below.
export const ROUTE_BUDGETS = { jsKiB: 300 };

// Three list pages (a table of receipts with its choices; incentives with their claim forms; the account page's
// tabs) as Lighthouse's simulated mid-tier phone loads them, a signed-in member's first visit: the medians of five.
export const LIST_PAGES = ['/rebate/invoice', '/incentives', '/account-details'];
export const LIST_PAGE_LIGHTHOUSE = { performance: 90, lcpMs: 2500, tbtMs: 300 };

/** Every list page over its Lighthouse budget, as sentences. */
export function listPagesOverBudget(listPages) {
  const over = [];
  for (const { path: page, lighthouse } of listPages) {
    const median = lighthouse?.median;
    if (!median) continue;
    const limits = LIST_PAGE_LIGHTHOUSE;
    if (median.performance < limits.performance)
      over.push(`${page}: Lighthouse performance ${median.performance} < ${limits.performance}`);
    if (median.lcpMs > limits.lcpMs) over.push(`${page}: Lighthouse LCP ${median.lcpMs} ms > ${limits.lcpMs} ms`);
    if (median.tbtMs > limits.tbtMs) over.push(`${page}: Lighthouse TBT ${median.tbtMs} ms > ${limits.tbtMs} ms`);
  }
  return over;
}

/** A route as the report names it: with the account it was opened as when not the usual member's. */
export const routeName = (visit) => (visit.account ? `${visit.path} (as ${visit.account})` : visit.path);

/** Every route over its budget, as sentences: JS until its content. */
export function routesOverBudget(routes) {
  return routes
    .filter((visit) => visit.jsKiB > ROUTE_BUDGETS.jsKiB)
    .map(
      (visit) => `${routeName(visit)}: JS until the content ${visit.jsKiB.toFixed(1)} KiB > ${ROUTE_BUDGETS.jsKiB} KiB`,
    );
}

/** The sizes (and script count) a page's budget applies to: until its content showed, or its whole visit. */
export function budgetedSizes(page) {
  const { visit } = page;
  const laterScripts = visit.later.filter((file) => file.file.endsWith('.js')).length;
  return BUDGETS[page.path]?.wholeVisit
    ? {
        jsKiB: visit.jsKiB + visit.laterJsKiB,
        cssKiB: visit.cssKiB + visit.laterCssKiB,
        scripts: visit.scripts + laterScripts,
      }
    : { jsKiB: visit.jsKiB, cssKiB: visit.cssKiB, scripts: visit.scripts };
}

/** Every budget a page missed, as sentences; an empty list means within budget. */
export function overBudget(pages) {
  const over = [];
  for (const page of pages) {
    const sizes = BUDGETS[page.path];
    const { jsKiB, cssKiB } = budgetedSizes(page);
    if (jsKiB > sizes.jsKiB) over.push(`${page.path}: first-visit JS ${jsKiB.toFixed(1)} KiB > ${sizes.jsKiB} KiB`);
    if (cssKiB > sizes.cssKiB)
      over.push(`${page.path}: first-visit CSS ${cssKiB.toFixed(1)} KiB > ${sizes.cssKiB} KiB`);
    const whole = wholeVisit(page);
    if (sizes.wholeVisitJsKiB && whole.jsKiB > sizes.wholeVisitJsKiB)
      over.push(`${page.path}: whole visit JS ${whole.jsKiB.toFixed(1)} KiB > ${sizes.wholeVisitJsKiB} KiB`);
    if (sizes.wholeVisitFiles && whole.scripts > sizes.wholeVisitFiles)
      over.push(`${page.path}: whole visit ${whole.scripts} JS files > ${sizes.wholeVisitFiles}`);
    if (page.visit.duplicateApiCalls.length)
      over.push(`${page.path}: API called more than once: ${page.visit.duplicateApiCalls.join(', ')}`);
    const lh = page.lighthouse?.median;
    if (!lh) continue;
    const limits = sizes.lighthouse;
    if (lh.performance < limits.performance)
      over.push(`${page.path}: performance ${lh.performance} < ${limits.performance}`);
    if (lh.lcpMs > limits.lcpMs) over.push(`${page.path}: LCP ${lh.lcpMs} ms > ${limits.lcpMs} ms`);
    if (lh.tbtMs > limits.tbtMs) over.push(`${page.path}: TBT ${lh.tbtMs} ms > ${limits.tbtMs} ms`);
    if (lh.cls > limits.cls) over.push(`${page.path}: CLS ${lh.cls} > ${limits.cls}`);
  }
  return over;
}

/** The whole visit: until the content showed and after (JS KiB and files). */
export function wholeVisit(page) {
  const { visit } = page;
  return {
    jsKiB: visit.jsKiB + visit.laterJsKiB,
    scripts: visit.scripts + visit.later.filter((file) => file.file.endsWith('.js')).length,
  };
}

/** The host's CPU power as Lighthouse measured it: its 4x slowdown assumes a high-end desktop (1500-2000). */
function hostLine(results) {
  const indexes = results.pages.map((page) => page.lighthouse?.median.benchmarkIndex).filter(Boolean);
  if (!indexes.length) return '';
  return `Host CPU (Lighthouse benchmarkIndex, median per page): ${indexes.join(', ')}. Lighthouse's default 4x CPU slowdown assumes a high-end desktop host (1500-2000, Lighthouse docs/throttling.md); the timings above are Lighthouse's defaults on this host, uncalibrated.`;
}

const START = '<!-- bench:start (npm run bench rewrites this section) -->';
/** The commit the run measured (with "+ changes" when the work tree differs from it), or null outside a git clone. */
function measuredCommit(root) {
  try {
    const git = (args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
    return `${git(['rev-parse', '--short', 'HEAD'])}${git(['status', '--porcelain']) ? ' + changes' : ''}`;
  } catch {
    return null;
  }
}

const END = '<!-- bench:end -->';

function markdown(results) {
  const row = (page) => {
    const lh = page.lighthouse?.median;
    const budget = BUDGETS[page.path];
    const limits = budget.lighthouse;
    const whole = wholeVisit(page);
    const cells = [
      page.path,
      `${budgetedSizes(page).jsKiB.toFixed(1)} KiB (≤ ${budget.jsKiB})${budget.wholeVisit ? `: ${page.visit.jsKiB.toFixed(1)} before it painted, the rest fetched ahead` : ''}`,
      `${whole.jsKiB.toFixed(1)} KiB in ${whole.scripts} files${budget.wholeVisitJsKiB ? ` (≤ ${budget.wholeVisitJsKiB} in ≤ ${budget.wholeVisitFiles})` : ''}`,
      `${budgetedSizes(page).cssKiB.toFixed(1)} KiB (≤ ${budget.cssKiB})`,
      `${page.visit.apiCalls.length}${page.visit.duplicateApiCalls.length ? `, ${page.visit.duplicateApiCalls.length} repeated` : ', none repeated'}`,
      lh ? `${lh.performance} (≥ ${limits.performance})` : '–',
      lh ? `${(lh.lcpMs / 1000).toFixed(2)} s (≤ ${(limits.lcpMs / 1000).toFixed(1)})` : '–',
      lh ? `${lh.tbtMs} ms (≤ ${limits.tbtMs})` : '–',
      lh ? `${lh.cls} (≤ ${limits.cls})` : '–',
    ];
    return `| ${cells.join(' | ')} |`;
  };
  const mark = (over) => (over ? ' **over**' : '');
  const routeRow = (visit) =>
    `| ${routeName(visit)} | ${visit.jsKiB.toFixed(1)} KiB${mark(visit.jsKiB > ROUTE_BUDGETS.jsKiB)} | ${wholeVisit({ visit }).jsKiB.toFixed(1)} KiB in ${wholeVisit({ visit }).scripts} files | ${visit.apiCalls.length}${visit.duplicateApiCalls.length ? ` (${visit.duplicateApiCalls.length} repeated)` : ''} | ${visit.readyMs} ms${visit.readyRunsMs ? ` (of ${visit.readyRunsMs.join(', ')})` : ''} |`;
  const limits = LIST_PAGE_LIGHTHOUSE;
  const listRow = ({ path: page, lighthouse }) => {
    const lh = lighthouse?.median;
    if (!lh) return `| ${page} | – | – | – | – |`;
    return `| ${page} | ${lh.performance}${mark(lh.performance < limits.performance)} | ${(lh.lcpMs / 1000).toFixed(2)} s${mark(lh.lcpMs > limits.lcpMs)} | ${lh.tbtMs} ms${mark(lh.tbtMs > limits.tbtMs)} | ${lh.cls} |`;
  };
  return [
    START,
    `Latest \`npm run bench\` (${results.date}${results.commit ? `, commit ${results.commit}` : ''}, Lighthouse ${results.lighthouseVersion} mobile, median of ${results.runs} runs; this machine is shared and noisy, so timings swing between runs while sizes are exact):`,
    '',
    '| page | JS until the content (gzip) | whole visit JS | CSS (gzip) | API calls | performance | LCP | TBT | CLS |',
    '|---|---|---|---|---|---|---|---|---|',
    ...results.pages.map(row),
    '',
    ...(results.listPages?.length
      ? [
          `Lighthouse mobile on three list pages, a signed-in member's first visit (median of ${results.runs} runs):`,
          '',
          `| page | performance (≥ ${limits.performance}) | LCP (≤ ${(limits.lcpMs / 1000).toFixed(1)} s) | TBT (≤ ${limits.tbtMs} ms) | CLS |`,
          '|---|---|---|---|---|',
          ...results.listPages.map(listRow),
          '',
        ]
      : []),
    hostLine(results),
    '',
    ...(results.routes?.length
      ? [
          `First visit of each member page, signed in (as member@example.com, or as the member named where a page needs a role she lacks), empty HTTP cache (Chromium on this host, no throttling; time to content: the page's heading shown and nothing in it still loading, the median of ${results.routes[0].readyRunsMs?.length ?? 'three'} first visits):`,
          '',
          `| route | JS until the content (gzip, ≤ ${ROUTE_BUDGETS.jsKiB} KiB) | whole visit JS | API calls | time to content |`,
          '|---|---|---|---|---|',
          ...results.routes.map(routeRow),
          '',
        ]
      : []),
    ...(results.journeyMs
      ? [
          `Journey: from pressing Sign in on /signin, through the local provider's page, to the dashboard's key figures: ${(results.journeyMs / 1000).toFixed(2)} s (median of ${results.journeyRuns}, Chromium on this host, no throttling).`,
          '',
        ]
      : []),
    ...(results.chainOwner ? [chainOwnerLine(results.chainOwner), ''] : []),
    ...(results.sessions ? [sessionsLine(results.sessions), ''] : []),
    results.over.length ? `Over budget: ${results.over.join('; ')}.` : 'Within every budget.',
    END,
  ].join('\n');
}

export const PERFORMANCE_PAGE = 'docs/performance.md';

/** The performance page with its marked section replaced by this run's tables (appended when the markers are gone). */
export function withResults(page, results) {
  const section = markdown(results);
  const start = page.indexOf(START);
  const end = page.indexOf(END);
  return start >= 0 && end > start
    ? `${page.slice(0, start)}${section}${page.slice(end + END.length)}`
    : `${page.trimEnd()}\n\n## Latest run\n\n${section}\n`;
}

/** Writes the JSON file and the tables of docs/performance.md, naming the commit measured. */
export function writeResults(root, results, jsonFile) {
  const recorded = { ...results, commit: results.commit ?? measuredCommit(root) };
  writeFileSync(jsonFile, `${JSON.stringify(recorded, null, 2)}\n`);
  const pageFile = path.join(root, PERFORMANCE_PAGE);
  writeFileSync(pageFile, withResults(readFileSync(pageFile, 'utf8'), recorded));
}
