// The width the unit setup's matchMedia answers for. The default, 800 px, is a tablet: not a phone (the tables'
// 47.99em), below the header's store-name breakpoint (900 px) and the ad column (1280 px), which are the answers
// every test had when the stub said "no" to everything. A test that needs another width sets it before rendering;
// the setup puts the default back after each test.
const DEFAULT_WIDTH = 800;
let width = DEFAULT_WIDTH;

export const viewportWidth = (): number => width;

export function setViewportWidth(next: number = DEFAULT_WIDTH): void {
  width = next;
}

const PX_PER_EM = 16;

/**
 * Whether a media query holds at `at` px wide. Only width features are understood ((min-width: …) and (max-width: …)
 * in px or em, joined by `and`); any other feature answers false, and the empty query matches, as in a browser.
 */
export function matchesWidth(query: string, at: number): boolean {
  const text = query.trim();
  if (text === '') return true;
  return text.split(/\s+and\s+/).every((part) => {
    const found = /^\(\s*(min|max)-width:\s*([\d.]+)(px|em|rem)\s*\)$/.exec(part.trim());
    if (!found) return false;
    const [, bound, amount = '0', unit] = found;
    const px = Number(amount) * (unit === 'px' ? 1 : PX_PER_EM);
    return bound === 'min' ? at >= px : at <= px;
  });
}
