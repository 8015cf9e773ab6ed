// After a release the previous build's chunks are gone, and a tab opened before it asks for them in vain. Reloading
// fetches the new index.html and its chunks, so the portal reloads by itself, once: a sessionStorage flag set before
// the reload and cleared only when a page chunk has loaded again means a chunk that is really missing (or a network
// that stays down) ends on the "newer version" message with a Reload button, never in a reload loop.
const GUARD_KEY = 'memberPortal.reloadedForNewVersion';

let reloading = false;
let pageImportsInFlight = 0;
let aheadImportsInFlight = 0;

function guardIsSet(): boolean {
  try {
    return sessionStorage.getItem(GUARD_KEY) !== null;
  } catch {
    // No storage (a locked-down browser): never reload by ourselves, since nothing could stop a loop.
    return true;
  }
}

// Offline, a chunk that fails to arrive is no sign of a new release, and reloading could only show the browser's own
// offline page and lose what the member was doing: the failure is shown where it happened instead.
const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** Whether reloadOnceForNewVersion() would reload (or already is): the UI shows a loader rather than a message. */
export function willReloadForNewVersion(): boolean {
  return reloading || (!offline() && !guardIsSet());
}

/** Reloads the page unless it already did so for a missing chunk; true when a reload is under way. */
export function reloadOnceForNewVersion(): boolean {
  if (reloading) return true;
  if (offline() || guardIsSet()) return false;
  try {
    sessionStorage.setItem(GUARD_KEY, String(Date.now()));
  } catch {
    return false;
  }
  reloading = true;
  window.location.reload();
  return true;
}

/** A chunk arrived: the reload (if any) worked, so the next release may reload once again. */
export function newVersionLoaded(): void {
  try {
    sessionStorage.removeItem(GUARD_KEY);
  } catch {
    // Nothing was stored either.
  }
}

/**
 * Runs a route page's import. While one is in flight, a failed download is left to the route (lazyPage in src/app),
 * which reloads once the router has moved to the page's address: reloading here would reload the page being left.
 */
export async function trackPageImport<T>(load: () => Promise<T>): Promise<T> {
  pageImportsInFlight += 1;
  try {
    return await load();
  } finally {
    pageImportsInFlight -= 1;
  }
}

/**
 * Fetches code ahead of need (in an idle moment, or as the pointer comes near its button): a failure is no sign of a
 * release (a moment offline, a filter on the network) and nothing the member asked for is missing, so it reloads
 * nothing, and the code is asked for again when it is needed. Reloading for it reloaded the page under a member who
 * had done nothing, and again after each reload while the file kept failing (the page's own chunk, loading again,
 * lifts the guard).
 */
export async function fetchAhead(load: () => Promise<unknown>): Promise<void> {
  aheadImportsInFlight += 1;
  try {
    await load();
  } catch {
    // Asked for again when needed.
  } finally {
    aheadImportsInFlight -= 1;
  }
}

/**
 * Vite announces every failed dynamic import (and its preloaded CSS) as `vite:preloadError` before the import
 * rejects: the identity library, a layout, the dashboard's chart. Those load for the address already shown, so the
 * page reloads at once; the error still reaches the nearest boundary, which offers Reload if this was the retry.
 */
export function installNewVersionReload(target: Window = window): () => void {
  const listener = () => {
    if (pageImportsInFlight === 0 && aheadImportsInFlight === 0) reloadOnceForNewVersion();
  };
  target.addEventListener('vite:preloadError', listener);
  return () => target.removeEventListener('vite:preloadError', listener);
}
