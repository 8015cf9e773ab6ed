// The page painted from prerendered HTML marks what the visitor did before the app took over
// (src/sign-in-first-paint.ts): `data-pointer-down` on #root while a pointer is down. An attribute rather than a
// shared module: the first-paint script stays one small file. A button pressed before the take-over needs nothing
// here: it submitted the page's form, which works without the app (src/features/auth/start-action.ts).
const CONTROLS = 'button, a[href], input, select, textarea, [tabindex]';

/** A control's identity across two renderings of the same markup: its tag and accessible name. */
export function controlKey(element: Element | null): string | null {
  const control = element?.closest(CONTROLS);
  if (!control) return null;
  return `${control.tagName}|${control.getAttribute('aria-label') ?? control.textContent?.trim() ?? ''}`;
}

const findControl = (root: ParentNode, key: string | null) =>
  key
    ? ([...root.querySelectorAll<HTMLElement>(CONTROLS)].find((element) => controlKey(element) === key) ?? null)
    : null;

/**
 * Where the app renders when #root holds prerendered HTML (the sign-in page, scripts/prerender-plugin.ts): a hidden
 * twin, swapped in once the app shows a page (its heading), so the member never sees the markup replaced by a loader
 * and back. The focus carries over to the app's own element.
 */
export function takeOverFrom(prerendered: HTMLElement): HTMLElement {
  const twin = document.createElement('div');
  // CSSOM, not a style attribute: the shipped policy blocks parsed style="" (style-src-attr 'none').
  Object.assign(twin.style, { position: 'absolute', inset: '0', visibility: 'hidden' });
  prerendered.after(twin);

  const swap = () => {
    const focused = prerendered.contains(document.activeElement) ? controlKey(document.activeElement) : null;
    twin.removeAttribute('style');
    prerendered.replaceWith(twin);
    twin.id = 'root';
    findControl(twin, focused)?.focus();
  };
  const swapWhenReleased = () => {
    if (!prerendered.hasAttribute('data-pointer-down')) return swap();
    // Mid-click: the click lands on the prerendered button (submitting its form) first.
    for (const type of ['click', 'pointercancel'])
      window.addEventListener(type, () => setTimeout(swap), { once: true, capture: true });
  };
  const observer = new MutationObserver(() => {
    if (!twin.querySelector('h1')) return;
    observer.disconnect();
    swapWhenReleased();
  });
  observer.observe(twin, { childList: true, subtree: true });
  return twin;
}
