import type { RouteConfig } from '@/lib/config';
import { matchRoute } from './match-route';

// Control characters and backslashes have no place in our paths; browsers treat '\' like '/'.
const hasUnsafeCharacter = (text: string): boolean =>
  [...text].some((character) => character < ' ' || character === '\u007f' || character === '\\');

/**
 * Accepts a remembered path only when it is one of our own pages: a single leading '/', no scheme or host,
 * decoded once, and the path of a configured route that is not an authentication page. Anything else is
 * refused: the hostile forms this keeps out include //evil.com, /\evil.com and encoded variants (safe-path.test.ts).
 */
export function toSafeInAppPath(candidate: unknown, routes?: readonly RouteConfig[]): string | null {
  if (typeof candidate !== 'string' || candidate.length === 0 || candidate.length > 2048) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(candidate);
  } catch {
    return null;
  }
  for (const form of [candidate, decoded]) {
    if (!form.startsWith('/') || form.startsWith('//') || hasUnsafeCharacter(form) || /^\/[^/]*:/.test(form))
      return null;
  }
  let url: URL;
  try {
    url = new URL(candidate, 'https://portal.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'https://portal.invalid') return null;
  const route = matchRoute(url.pathname, routes);
  if (!route || route.authPage || route.redirectTo) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
