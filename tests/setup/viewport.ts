// The width the unit setup's matchMedia answers for, chosen by a test (setViewportWidth) before it renders; the
// setup forgets it after each test. With no width chosen every width query answers "no", the rendering the other
// tests were written against (not a phone, no store name, no ad column, Mantine's base values): no single width
// gives those answers, as "not a phone" (max-width: 47.99em) and "not sm" (min-width: 48em) meet at 767.84 px.
let width: number | undefined;

export const viewportWidth = (): number | undefined => width;

export function setViewportWidth(next?: number): void {
  width = next;
}

/**
 * A window of this size for the layout (matchMedia, setViewportWidth) and for the styles too (happy-dom's window,
 * where Mantine's stylesheets hide what they hide below a breakpoint). The window's size is not reset after a test.
 */
export function setWindowSize(next: number, height = 800): void {
  setViewportWidth(next);
  (
    window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } }
  ).happyDOM.setViewport({ width: next, height });
}

const PX_PER_EM = 16;

/**
 * Whether a media query holds at `at` px wide. Only width features are understood ((min-width: …) and (max-width: …)
 * in px or em, joined by `and`); any other feature, or any width query while no width is chosen, answers false, and
 * the empty query matches, as in a browser.
 */
export function matchesWidth(query: string, at: number | undefined): boolean {
  const text = query.trim();
  if (text === '') return true;
  if (at === undefined) return false;
  return text.split(/\s+and\s+/).every((part) => {
    const found = /^\(\s*(min|max)-width:\s*([\d.]+)(px|em|rem)\s*\)$/.exec(part.trim());
    if (!found) return false;
    const [, bound, amount = '0', unit] = found;
    const px = Number(amount) * (unit === 'px' ? 1 : PX_PER_EM);
    return bound === 'min' ? at >= px : at <= px;
  });
}
