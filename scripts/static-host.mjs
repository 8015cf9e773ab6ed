// How Azure Static Web Apps applies staticwebapp.config.json to a request, for the local server (serve-dist.mjs):
// the global headers, then the first matching route's headers over them ("" removes one), a route's rewrite to
// another file, and the navigation fallback to index.html for any path that is neither a file nor excluded. Only the parts the portal's file uses.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Reads <dist>/staticwebapp.config.json; the build writes it (scripts/static-web-app-plugin.ts). */
export function readStaticWebAppConfig(dist) {
  const file = path.join(dist, 'staticwebapp.config.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: build first (vite build writes it from config/app.json)`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * A route pattern of Static Web Apps: an exact path, or a `*` at the end, optionally limited to extensions
 * (`/images/*.{png,jpg}`). `*` spans folders.
 */
export function matchesRoute(pattern, pathname) {
  const star = pattern.indexOf('*');
  if (star === -1) return pathname === pattern;
  if (!pathname.startsWith(pattern.slice(0, star))) return false;
  const filter = pattern.slice(star + 1);
  if (!filter) return true;
  const extensions = filter
    .replace(/^\./, '')
    .replace(/^\{|\}$/g, '')
    .split(',');
  return extensions.some((extension) => pathname.toLowerCase().endsWith(`.${extension}`));
}

/** The headers Static Web Apps sends for a request path: global ones, overridden or removed by the matching route. */
export function headersFor(swaConfig, pathname) {
  const headers = new Map(
    Object.entries(swaConfig.globalHeaders ?? {}).map(([name, value]) => [name.toLowerCase(), [name, value]]),
  );
  const route = (swaConfig.routes ?? []).find((rule) => matchesRoute(rule.route, pathname));
  for (const [name, value] of Object.entries(route?.headers ?? {})) {
    if (value === '') headers.delete(name.toLowerCase());
    else headers.set(name.toLowerCase(), [name, value]);
  }
  return Object.fromEntries(headers.values());
}

/** The file a route rewrites its path to (a prerendered page: `{ route: '/signin', rewrite: '/signin.html' }`), if any. */
export function rewriteFor(swaConfig, pathname) {
  return (swaConfig.routes ?? []).find((rule) => rule.rewrite && matchesRoute(rule.route, pathname))?.rewrite ?? null;
}

/** Whether a path that is not a file gets index.html (true) or a 404 (false). */
export function fallsBackToIndex(swaConfig, pathname) {
  const fallback = swaConfig.navigationFallback;
  return Boolean(fallback) && !(fallback.exclude ?? []).some((pattern) => matchesRoute(pattern, pathname));
}
