// The chain owner's run: the member of tests/fixtures/members.json with generated stores signs in and
// switches the dashboard to "All my stores", with every store's dashboard answering in `answerMs` (held by the
// browser's request interception, as a busy API would). Measured in the page: the time from the click to the first
// totals on screen, the main thread's long tasks (PerformanceObserver 'longtask') until the view is at rest, the
// elements drawn at rest (globalThis.document.querySelectorAll('*')), and the most dashboard requests in flight at once, counted
// from the page's own network events.
import { signInThroughProvider } from './visits.mjs';
import { chainOwners } from '../mock-chain.mjs';

export const CHAIN_OWNER_BUDGETS = { firstTotalsMs: 1000, longTasksMs: 1000, elements: 3000, inFlight: 8 };

// At rest: no dashboard request in flight and none started for this long (the pool never pauses that long).
const QUIET_MS = 1500;
const DASHBOARD = /\/api\/myDashboardApi\?/;

export async function measureChainOwner(page, { answerMs = 300 } = {}) {
  const [owner] = chainOwners();
  if (!owner) throw new Error('bench: no member with generatedStores in tests/fixtures/members.json');
  await signInThroughProvider(page, owner.email);

  let inFlight = 0;
  let mostInFlight = 0;
  let answered = 0;
  // At rest: resolved QUIET_MS after the last dashboard request ended with none in flight; every request re-arms it.
  let quietTimer;
  let atRest = () => undefined;
  const rest = new Promise((resolve) => (atRest = resolve));
  const activity = () => {
    clearTimeout(quietTimer);
    if (inFlight === 0) quietTimer = setTimeout(atRest, QUIET_MS);
  };
  const started = (request) => {
    if (!DASHBOARD.test(request.url())) return;
    inFlight += 1;
    mostInFlight = Math.max(mostInFlight, inFlight);
    activity();
  };
  const ended = (request) => {
    if (!DASHBOARD.test(request.url())) return;
    inFlight -= 1;
    answered += 1;
    activity();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  await page.route(DASHBOARD, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, answerMs));
    await route.continue().catch(() => undefined);
  });

  const totalsHeading = 'All my stores together';
  await page.evaluate((heading) => {
    globalThis.benchLongTasksMs = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) globalThis.benchLongTasksMs += entry.duration;
    }).observe({ type: 'longtask' });
    // The first totals: the totals section's figures shown, nothing in it still loading.
    const section = () =>
      [...globalThis.document.querySelectorAll('main section')].find((element) =>
        element.querySelector('h2')?.textContent?.includes(heading),
      );
    const check = () => {
      const totals = section();
      const loading = totals?.querySelector('[data-state="loading"], [aria-busy="true"]');
      if (totals && !loading && totals.textContent.includes('$')) globalThis.benchTotalsAt = performance.now();
      else globalThis.requestAnimationFrame(check);
    };
    globalThis.benchClickedAt = performance.now();
    globalThis.requestAnimationFrame(check);
  }, totalsHeading);
  // The radio itself is drawn under its label (ViewSwitch): the member clicks the label.
  await page.getByRole('radiogroup', { name: 'Dashboard view' }).getByText('All my stores', { exact: true }).click();
  await page.waitForFunction(() => globalThis.benchTotalsAt !== undefined, null, { timeout: 120_000 });
  activity();
  await rest;
  const result = await page.evaluate(() => ({
    firstTotalsMs: Math.round(globalThis.benchTotalsAt - globalThis.benchClickedAt),
    longTasksMs: Math.round(globalThis.benchLongTasksMs),
    elements: globalThis.document.querySelectorAll('*').length,
  }));
  page.off('request', started);
  page.off('requestfinished', ended);
  page.off('requestfailed', ended);
  await page.unroute(DASHBOARD);
  return { stores: owner.generatedStores.count, answerMs, ...result, mostInFlight, dashboardCalls: answered };
}

/** The budgets the run missed, as sentences. */
export function chainOwnerOverBudget(run) {
  if (!run) return [];
  const limits = CHAIN_OWNER_BUDGETS;
  const over = [];
  if (run.firstTotalsMs > limits.firstTotalsMs)
    over.push(`chain owner: first totals after ${run.firstTotalsMs} ms > ${limits.firstTotalsMs} ms`);
  if (run.longTasksMs >= limits.longTasksMs)
    over.push(`chain owner: long tasks ${run.longTasksMs} ms ≥ ${limits.longTasksMs} ms`);
  if (run.elements >= limits.elements) over.push(`chain owner: ${run.elements} elements ≥ ${limits.elements}`);
  if (run.mostInFlight > limits.inFlight)
    over.push(`chain owner: ${run.mostInFlight} dashboard requests in flight > ${limits.inFlight}`);
  return over;
}

/** The README's line for the run. */
export function chainOwnerLine(run) {
  const limits = CHAIN_OWNER_BUDGETS;
  return (
    `Chain owner (${run.stores} stores, each dashboard answering in ${run.answerMs} ms; "All my stores" clicked, ` +
    `Chromium on this host, no throttling): first totals after ${run.firstTotalsMs} ms (≤ ${limits.firstTotalsMs}), ` +
    `long tasks ${run.longTasksMs} ms in all (< ${limits.longTasksMs}), ${run.elements} elements at rest ` +
    `(< ${limits.elements}), at most ${run.mostInFlight} dashboard requests in flight (≤ ${limits.inFlight}), ` +
    `${run.dashboardCalls} dashboard calls.`
  );
}
