// `node scripts/bench/lantern-path.mjs <dir>/dashboard-1-artifacts.json` (written by `npm run bench -- --reports=<dir>`):
// how Lighthouse's simulation (Lantern: 150 ms round trips, 1.6 Mbps, 4x CPU) arrived at its LCP. Lighthouse does not
// time the page it loaded; it replays the requests and the main thread's tasks it saw on a simulated phone, and the
// LCP is the end of the last request or task the paint depended on. The list shows each of them with its simulated
// start and end: the bytes fetched before the paint and the long tasks among them are what to cut.
//
// `--tbt`: the same replay for the Total Blocking Time instead. Every main-thread task the simulated phone ran for 50 ms
// or more, with when it ran there, what it blocked (the part beyond 50 ms between the simulated first paint and the
// page becoming interactive: the blocking time Lighthouse adds up), and which task of the real visit it was (when and
// how long, what it did). A task of the real visit counts only if the simulation puts it after the first paint, so
// the list says which ones to shorten or split.
import { readFileSync } from 'node:fs';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternInteractive } from 'lighthouse/core/computed/metrics/lantern-interactive.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';

const file = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
if (!file)
  throw new Error('usage: node scripts/bench/lantern-path.mjs [--tbt] <report dir>/<page>-<run>-artifacts.json');
const artifacts = JSON.parse(readFileSync(file, 'utf8'));
const data = {
  trace: artifacts.Trace,
  devtoolsLog: artifacts.DevtoolsLog,
  gatherContext: artifacts.GatherContext,
  settings: artifacts.settings,
  simulator: null,
  URL: artifacts.URL,
  SourceMaps: artifacts.SourceMaps,
  HostDPR: artifacts.HostDPR,
};
const context = { computedCache: new Map(), settings: artifacts.settings };
const ms = (value) => String(Math.round(value)).padStart(6);
/** A task of the real visit: when it began after the navigation, how long it took, the events that filled it. */
const realTask = (node, origin) =>
  `${(node.duration / 1000).toFixed(1)} ms (seen ${Math.round((node.startTime - origin) / 1000)} ms after the navigation): ` +
  [...new Set(node.childEvents.filter((event) => event.dur > 1500).map((event) => event.name))].slice(0, 4).join(', ');

if (process.argv.includes('--tbt')) printBlockingTasks();
else printLcpPath();

async function printLcpPath() {
  const lcp = await LanternLargestContentfulPaint.request(data, context);
  console.log(
    `LCP ${Math.round(lcp.timing)} ms (the mean of an optimistic ${Math.round(lcp.optimisticEstimate.timeInMs)} and a ` +
      `pessimistic ${Math.round(lcp.pessimisticEstimate.timeInMs)}); the pessimistic path, simulated start and end (ms):`,
  );
  const rows = [...lcp.pessimisticEstimate.nodeTimings.entries()].sort((a, b) => a[1].startTime - b[1].startTime);
  const origin = rows[0]?.[0].startTime ?? 0;
  for (const [node, timing] of rows) {
    const what =
      node.type === 'network'
        ? `${node.request.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 70)} ${(node.request.transferSize / 1024).toFixed(1)} KiB`
        : `main thread ${realTask(node, origin)}`;
    console.log(`${ms(timing.startTime)} ${ms(timing.endTime)}  ${what}`);
  }
}

async function printBlockingTasks() {
  const [tbt, fcp, interactive] = await Promise.all([
    LanternTotalBlockingTime.request(data, context),
    LanternFirstContentfulPaint.request(data, context),
    LanternInteractive.request(data, context),
  ]);
  // Lighthouse takes the mean of two estimates; each counts from the other estimate's first paint (its own rule).
  const windows = [
    ['optimistic', tbt.optimisticEstimate, fcp.pessimisticEstimate.timeInMs, interactive.optimisticEstimate.timeInMs],
    ['pessimistic', tbt.pessimisticEstimate, fcp.optimisticEstimate.timeInMs, interactive.pessimisticEstimate.timeInMs],
  ];
  console.log(`TBT ${Math.round(tbt.timing)} ms, the mean of these two estimates:`);
  for (const [name, estimate, from, to] of windows) {
    console.log(
      `\n${name}: ${Math.round(estimate.timeInMs)} ms, counted from ${Math.round(from)} to ${Math.round(to)} ms`,
    );
    console.log(' start  length  blocking  the task of the real visit');
    const tasks = [...estimate.nodeTimings.entries()].filter(
      ([node, timing]) => node.type === 'cpu' && timing.duration >= Lantern.Metrics.TBTUtils.BLOCKING_TIME_THRESHOLD,
    );
    const origin = Math.min(...[...estimate.nodeTimings.keys()].map((node) => node.startTime));
    for (const [node, timing] of tasks.sort((a, b) => a[1].startTime - b[1].startTime)) {
      // Lighthouse's own rule for one task (clipped to the window, less the 50 ms a task may take).
      const blocking = Lantern.Metrics.TBTUtils.calculateTbtImpactForEvent(
        { start: timing.startTime, end: timing.endTime, duration: timing.duration },
        from,
        to,
      );
      console.log(`${ms(timing.startTime)} ${ms(timing.duration)}  ${ms(blocking)}    ${realTask(node, origin)}`);
    }
  }
}
