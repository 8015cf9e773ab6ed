// Lighthouse 13 (mobile, simulated throttling: its defaults) on a page of a Chromium that Playwright drives, so the
// signed-in run measures a browser that signed in through the local provider. Lighthouse's storage reset empties
// the HTTP cache and leaves local storage and cookies (where MSAL keeps the session, and its key) alone: every run is
// a first visit of a signed-in member. Timings swing on a shared machine; the median of the runs is reported.
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { median } from './median.mjs';

function metricsOf(lhr) {
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcpMs: Math.round(lhr.audits['first-contentful-paint'].numericValue),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
    cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    // Where the time goes: the main thread's work (before the 4x slowdown is simulated) and this host's CPU power.
    // Lighthouse's 4x slowdown assumes a high-end desktop host (benchmarkIndex 1500-2000, docs/throttling.md); on
    // a slower host the simulated phone is slower than the mid-tier phone the budgets describe.
    mainThreadMs: Math.round(lhr.audits['mainthread-work-breakdown']?.numericValue ?? 0),
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
  };
}

/** The element Lighthouse took as the largest paint (a snippet of its HTML), to see what the LCP waits for. */
// Lighthouse 13 names it in the LCP breakdown insight (a list: the subparts table, then the element's node).
const lcpElementOf = (lhr) =>
  lhr.audits['lcp-breakdown-insight']?.details?.items?.find((item) => item.type === 'node')?.snippet ?? '';

/**
 * `runs` Lighthouse navigations to `url`, each in the tab `preparePage()` hands back (a Playwright page of the
 * browser listening on `debuggingPort`); resolves with every run and the medians.
 */
export async function lighthouseMedians({ url, debuggingPort, preparePage, runs = 3, reportsDir = null }) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${debuggingPort}`, defaultViewport: null });
  const results = [];
  const lcpElements = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      const page = await preparePage();
      // The prepared tab is found by a mark in its address (a fragment: nothing loads), as soon as the browser
      // reports it; Lighthouse then navigates it to the page.
      const marker = `lighthouse-${run}-${Date.now()}`;
      await page.evaluate((mark) => globalThis.history.replaceState(globalThis.history.state, '', `#${mark}`), marker);
      const target = await browser.waitForTarget((candidate) => candidate.url().endsWith(`#${marker}`), {
        timeout: 30_000,
      });
      const tab = await target.page();
      if (!tab) throw new Error('bench: Lighthouse could not find the prepared tab');
      const answer = await lighthouse(
        url,
        { logLevel: 'error', output: 'json', onlyCategories: ['performance'] },
        undefined,
        tab,
      );
      if (!answer?.lhr) throw new Error(`bench: Lighthouse returned nothing for ${url}`);
      if (answer.lhr.runtimeError)
        throw new Error(`bench: Lighthouse failed on ${url}: ${answer.lhr.runtimeError.message}`);
      if (reportsDir) writeReport(reportsDir, url, run, answer);
      results.push(metricsOf(answer.lhr));
      lcpElements.push(lcpElementOf(answer.lhr));
      // The tab is done with: left open, a signed-in dashboard keeps its timers and animations running (three such
      // tabs took 7 % of a core here) on the two cores the next run is measured on.
      await page.context().close();
    }
  } finally {
    await browser.disconnect();
  }
  const keys = Object.keys(results[0]);
  return {
    runs: results,
    median: Object.fromEntries(keys.map((key) => [key, median(results.map((result) => result[key]))])),
    lcpElement: lcpElements.at(-1) ?? '',
  };
}

/** `--reports <dir>`: each run's whole Lighthouse report (JSON), to read what the medians hide (long tasks, bootup time). */
// The run's trace goes beside it (`-trace.json`, open it in Chromium's Performance panel), and what Lighthouse gathered
// (`-artifacts.json`: the trace and the network log its simulation replays; scripts/bench/lantern-path.mjs reads it).
function writeReport(dir, url, run, { lhr, artifacts }) {
  mkdirSync(dir, { recursive: true });
  const name = `${new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'root'}-${run + 1}`;
  writeFileSync(path.join(dir, `${name}.json`), JSON.stringify(lhr));
  if (artifacts?.Trace) writeFileSync(path.join(dir, `${name}-trace.json`), JSON.stringify(artifacts.Trace));
  if (artifacts)
    writeFileSync(
      path.join(dir, `${name}-artifacts.json`),
      JSON.stringify({ ...artifacts, settings: lhr.configSettings }),
    );
}
