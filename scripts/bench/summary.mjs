// What `npm run bench` prints at the end of a run: each measured page (its files, API calls, Lighthouse medians), each
// member page's first visit, the sign-in journey, the chain owner's view and the browser session's two ways in.
import path from 'node:path';
import { chainOwnerLine } from './chain-owner.mjs';
import { BUDGETS, budgetedSizes, LIST_PAGE_LIGHTHOUSE, ROUTE_BUDGETS, routeName, wholeVisit } from './report.mjs';
import { sessionsLine } from './sessions.mjs';

/** Prints the run's results (`allFiles`: every file of each visit rather than the largest eight). */
export function printSummary({ pages, listPages = [], routes, journeyMs, journeys, chainOwner, sessions, allFiles }) {
  console.log(
    '\nFirst visit in Chromium (gzip -9 of what the browser fetched until the content showed), API calls, Lighthouse mobile medians:',
  );
  for (const page of pages) {
    const lh = page.lighthouse?.median ?? { performance: '–', fcpMs: '–', lcpMs: '–', tbtMs: '–', cls: '–' };
    console.log(
      `  ${page.path.padEnd(11)} JS ${budgetedSizes(page).jsKiB.toFixed(1).padStart(6)} KiB (${budgetedSizes(page).scripts} files)  CSS ${budgetedSizes(page).cssKiB.toFixed(1).padStart(5)} KiB  ` +
        `API ${page.visit.apiCalls.length}  perf ${lh.performance}  FCP ${lh.fcpMs} ms  LCP ${lh.lcpMs} ms  TBT ${lh.tbtMs} ms  CLS ${lh.cls}`,
    );
    if (BUDGETS[page.path]?.wholeVisitJsKiB)
      console.log(
        `      whole visit: JS ${wholeVisit(page).jsKiB.toFixed(1)} KiB in ${wholeVisit(page).scripts} files; content at ${page.visit.readyMs} ms (Chromium, unthrottled)`,
      );
    if (page.lighthouse)
      console.log(
        `      main-thread work ${lh.mainThreadMs} ms, host benchmarkIndex ${lh.benchmarkIndex}; LCP element: ${page.lighthouse.lcpElement.slice(0, 120)}`,
      );
    if (page.visit.later.length)
      console.log(
        `      after the content showed${BUDGETS[page.path]?.wholeVisit ? ' (counted above: the whole visit is budgeted)' : ''}: JS ${page.visit.laterJsKiB.toFixed(1)} KiB, CSS ${page.visit.laterCssKiB.toFixed(1)} KiB (${page.visit.later.map((file) => `${path.basename(file.file)} ${file.gzipKiB}`).join(', ')})`,
      );
    console.log(
      `      largest: ${page.visit.files
        .slice(0, allFiles ? undefined : 8)
        .map((file) => `${path.basename(file.file)} ${file.gzipKiB}`)
        .join(', ')}`,
    );
  }
  if (listPages.length) {
    const limits = LIST_PAGE_LIGHTHOUSE;
    console.log(
      `List pages, Lighthouse mobile medians (performance ≥ ${limits.performance}, LCP ≤ ${limits.lcpMs} ms, TBT ≤ ${limits.tbtMs} ms):`,
    );
    for (const { path: page, lighthouse } of listPages) {
      const lh = lighthouse.median;
      console.log(
        `  ${page.padEnd(17)} perf ${lh.performance}  FCP ${lh.fcpMs} ms  LCP ${lh.lcpMs} ms  TBT ${lh.tbtMs} ms  CLS ${lh.cls}  main-thread work ${lh.mainThreadMs} ms, host benchmarkIndex ${lh.benchmarkIndex}`,
      );
    }
  }
  if (routes.length)
    console.log(
      `Member pages, first visit (JS until the content ≤ ${ROUTE_BUDGETS.jsKiB} KiB; time to content printed):`,
    );
  for (const visit of routes) {
    const whole = wholeVisit({ visit });
    console.log(
      `  ${routeName(visit).padEnd(32)} JS ${visit.jsKiB.toFixed(1).padStart(6)} KiB until the content, ${whole.jsKiB.toFixed(1).padStart(6)} KiB in ${String(whole.scripts).padStart(2)} files in all  API ${visit.apiCalls.length}  content at ${visit.readyMs} ms (median of ${visit.readyRunsMs?.join(', ') ?? '1 run'})`,
    );
  }
  if (journeyMs)
    console.log(`  journey: Sign in pressed on /signin -> key figures: ${journeyMs} ms (median of ${journeys})`);
  if (chainOwner) console.log(`\n${chainOwnerLine(chainOwner)}`);
  if (sessions) console.log(`\n${sessionsLine(sessions)}`);
}
