import '@testing-library/jest-dom/vitest';
// IndexedDB for the drafts of unsent forms (happy-dom has none); in memory, emptied after each test.
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { clearDrafts } from '@/lib/drafts';
import { intlErrors } from './intl-errors';
import { matchesWidth, setViewportWidth, viewportWidth } from './viewport';
import { unhandledRequests, server } from './msw-server';

// Files marked `// @vitest-environment node` (scripts/idp) have no window and talk to real local servers: no browser
// stubs and no MSW for them.
const browserLike = typeof window !== 'undefined';

// A page's first render loads its lazy chunk (and the shell's) through Vite's transform; under a full parallel run
// that can pass Testing Library's 1 s default, and 5 s was once passed too (the sign-up page's first transform while
// e2e runs shared the 2 cores), and 10 s too (the French catalog's first transform, the unit suite beside a flake
// hunt's four browser workers at a load of 25), so findBy* waits up to 20 s, under the test's own 45 s. A passing test
// is no slower for it.
configure({ asyncUtilTimeout: 20_000 });

// Mantine measures and animates with browser APIs that happy-dom lacks (Mantine's vite-template does the same).
// matchMedia answers width queries for the width a test chose (setViewportWidth; with none, "no" as before); every
// other feature query (motion, colour scheme) answers false, so components render their motion-allowed defaults. Like a browser, the empty query
// matches.
const matchMediaStub = (query: string): MediaQueryList =>
  ({
    matches: matchesWidth(query, viewportWidth()),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;
class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
// A click on a link with `download` (the CSV export: saveCsv) saves the file in a browser, and the page stays where
// it is. happy-dom 21 ignores `download` and opens the link's href in the same window, so the page's address became
// the export's blob: URL. Against that address a relative URL cannot be resolved: every later fetch('/api/…') threw
// "Invalid URL" in MSW's fetch patch, and the app said the server could not be reached. In an isolated run only the
// rest of that file saw it; with `isolate: false` the window is shared, and the next files of the worker failed
// (account, TemplateAuthProvider, newsletter…). Cancelling the click's default action is what the browser's download
// amounts to here. Once per window: this file runs again for every test file, and the window may be shared.
const downloadsStay = Symbol.for('unit-setup.downloads-stay');
if (browserLike && !(downloadsStay in window)) {
  Object.defineProperty(window, downloadsStay, { value: true });
  window.addEventListener(
    'click',
    (event) => {
      if (event.target instanceof Element && event.target.closest('a[download]')) event.preventDefault();
    },
    { capture: true },
  );
}

if (browserLike) {
  Object.defineProperty(window, 'matchMedia', { writable: true, value: matchMediaStub });
  window.ResizeObserver = ResizeObserverStub;
  Element.prototype.scrollIntoView = function scrollIntoView() {};
  window.scrollTo = () => undefined;
}

beforeAll(() => {
  if (!browserLike) return;
  server.listen({
    onUnhandledFrame: ({ frame, defaults }) => {
      unhandledRequests.push(String((frame as { data?: { request?: Request } }).data?.request?.url ?? 'unknown'));
      defaults.error();
    },
  });
});
// Vitest's address for happy-dom.
const PORTAL_ORIGIN = 'http://localhost:3000';
type HappyDomWindow = { happyDOM: { setURL(url: string): void } };
afterEach(async () => {
  if (!browserLike) return;
  cleanup();
  // A test that sends the page elsewhere (as the download link above did) fails itself, at the end of this hook,
  // rather than the later tests and files of its worker: they get the address back.
  const origin = location.origin;
  if (origin !== PORTAL_ORIGIN) (window as unknown as HappyDomWindow).happyDOM.setURL(`${PORTAL_ORIGIN}/`);
  await clearDrafts();
  server.resetHandlers();
  // A test that listens to requests stops listening even when it failed halfway.
  server.events.removeAllListeners();
  localStorage.clear();
  sessionStorage.clear();
  setViewportWidth(undefined);
  // A request no handler answers is a test bug: the contract's mocks should cover every call a component makes.
  const unhandled = unhandledRequests.splice(0);
  expect(unhandled, 'requests without an MSW handler').toEqual([]);
  // A text missing from the English catalog (MISSING_TRANSLATION) or a formatting error fails the test.
  expect(intlErrors.splice(0), 'react-intl errors').toEqual([]);
  expect(origin, 'the page left the portal’s address').toBe(PORTAL_ORIGIN);
});
afterAll(() => {
  if (browserLike) server.close();
});
