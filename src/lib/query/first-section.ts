/**
 * Whether a section of a page (QuerySection) has been committed: what the member came for, or its skeleton, is on
 * screen. A returning member's MSAL waits for it (ProvisionalB2CAuth), so its download and start come after the
 * content's first paint rather than competing with it.
 */
let shown = false;
const waiting = new Set<() => void>();

export function noteSectionShown(): void {
  if (shown) return;
  shown = true;
  for (const run of waiting) run();
  waiting.clear();
}

/** Runs `run` once a section has been shown (at once if one has); returns the function that cancels it. */
export function whenSectionShown(run: () => void): () => void {
  if (shown) {
    run();
    return () => undefined;
  }
  waiting.add(run);
  return () => void waiting.delete(run);
}
