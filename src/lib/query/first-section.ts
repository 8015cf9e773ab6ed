/**
 * Two moments of a page's first paint, as its sections (QuerySection) reach them: a section is on screen (what the
 * member came for, or its skeleton), and a section shows its content (an answer, a failure, or that it waits for the
 * network: no longer a skeleton). A returning member's MSAL waits for one of them (ProvisionalB2CAuth), so its
 * download and start come after that paint rather than competing with it.
 */
type Moment = 'section' | 'content';

const reached: Record<Moment, boolean> = { section: false, content: false };
const waiting: Record<Moment, Set<() => void>> = { section: new Set(), content: new Set() };

function note(moment: Moment): void {
  if (reached[moment]) return;
  reached[moment] = true;
  for (const run of waiting[moment]) run();
  waiting[moment].clear();
}

function when(moment: Moment, run: () => void): () => void {
  if (reached[moment]) {
    run();
    return () => undefined;
  }
  waiting[moment].add(run);
  return () => void waiting[moment].delete(run);
}

export const noteSectionShown = (): void => note('section');

/** A section shows its content (which means a section is shown too). */
export function noteContentShown(): void {
  note('section');
  note('content');
}

/** Runs `run` once a section has been shown (at once if one has); returns the function that cancels it. */
export const whenSectionShown = (run: () => void): (() => void) => when('section', run);

/** Runs `run` once a section shows its content (at once if one has); returns the function that cancels it. */
export const whenContentShown = (run: () => void): (() => void) => when('content', run);
