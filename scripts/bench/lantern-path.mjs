// `node scripts/bench/lantern-path.mjs <dir>/dashboard-1-artifacts.json` (written by `npm run bench -- --reports=<dir>`):
// how Lighthouse's simulation (Lantern: 150 ms round trips, 1.6 Mbps, 4x CPU) arrived at its LCP. Lighthouse does not
// time the page it loaded; it replays the requests and the main thread's tasks it saw on a simulated phone, and the
// LCP is the end of the last request or task the paint depended on. The list shows each of them with its simulated
// start and end: the bytes fetched before the paint and the long tasks among them are what to cut.
import { readFileSync } from 'node:fs';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';

const file = process.argv[2];
if (!file) throw new Error('usage: node scripts/bench/lantern-path.mjs <report dir>/<page>-<run>-artifacts.json');
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
const lcp = await LanternLargestContentfulPaint.request(data, {
  computedCache: new Map(),
  settings: artifacts.settings,
});
const ms = (value) => String(Math.round(value)).padStart(6);
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
      : `main thread ${(node.duration / 1000).toFixed(1)} ms (seen ${Math.round((node.startTime - origin) / 1000)} ms ` +
        `after the navigation): ${[...new Set(node.childEvents.filter((event) => event.dur > 1500).map((event) => event.name))].slice(0, 4).join(', ')}`;
  console.log(`${ms(timing.startTime)} ${ms(timing.endTime)}  ${what}`);
}
