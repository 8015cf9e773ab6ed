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
// e2e runs shared the 2 cores), so findBy* waits up to 10 s. A passing test is no slower for it.
configure({ asyncUtilTimeout: 10_000 });

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
afterEach(async () => {
  if (!browserLike) return;
  cleanup();
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
});
afterAll(() => {
  if (browserLike) server.close();
});
