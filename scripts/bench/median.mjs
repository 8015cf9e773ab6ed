/** The middle of a run's values (the mean of the two middle ones for an even count): what the bench reports of timings. */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The visit with the median time to content (its files and calls too), with every visit's time beside it. */
export function medianVisit(runs) {
  const sorted = [...runs].sort((a, b) => a.readyMs - b.readyMs);
  return { ...sorted[Math.floor(sorted.length / 2)], readyRunsMs: runs.map((run) => run.readyMs) };
}
