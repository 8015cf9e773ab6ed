/**
 * The moment of a page's first paint its sections (QuerySection) reach: a section is on screen (what the member came
 * for, or its skeleton). A returning member without a kept token waits for MSAL's token; MSAL's download and start
 * wait for this moment (ProvisionalB2CAuth), so that they come after that paint rather than compete with it.
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
