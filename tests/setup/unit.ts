import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { intlErrors } from './intl-errors';
import { unhandledRequests, server } from './msw-server';

// Mantine measures and animates with browser APIs that happy-dom lacks (Mantine's vite-template does the same).
const matchMediaStub = (query: string): MediaQueryList =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;
Object.defineProperty(window, 'matchMedia', { writable: true, value: matchMediaStub });
class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver = ResizeObserverStub;
Element.prototype.scrollIntoView = function scrollIntoView() {};
window.scrollTo = () => undefined;

beforeAll(() =>
  server.listen({
    onUnhandledFrame: ({ frame, defaults }) => {
      unhandledRequests.push(String((frame as { data?: { request?: Request } }).data?.request?.url ?? 'unknown'));
      defaults.error();
    },
  }),
);
afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
  // A request no handler answers is a test bug: the contract's mocks should cover every call a component makes.
  const unhandled = unhandledRequests.splice(0);
  expect(unhandled, 'requests without an MSW handler').toEqual([]);
  // A text missing from the English catalog (MISSING_TRANSLATION) or a formatting error fails the test.
  expect(intlErrors.splice(0), 'react-intl errors').toEqual([]);
});
afterAll(() => server.close());
