// After a release the previous build's chunks are gone, and a tab opened before it asks for them in vain. Reloading
// fetches the new index.html and its chunks, so the portal reloads by itself, once: a sessionStorage flag set before
// the reload and cleared only when a page chunk has loaded again means a chunk that is really missing (or a network
// that stays down) ends on the "newer version" message with a Reload button, never in a reload loop.
import { failedStyleAddress, fetchFailedStylesAgain, noteFailedStyle } from './failed-styles';

const GUARD_KEY = 'memberPortal.reloadedForNewVersion';

let reloading = false;
let pageImportsInFlight = 0;
let aheadImportsInFlight = 0;
// Imports whose first failure may be one the browser kept (importFresh): told only once the second try failed too.
let freshImportsInFlight = 0;
let freshAttempts = 0;

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

/** The failure of an import not attempted because the device was offline (importWhenOnline). */
export class OfflineImportError extends Error {
  override name = 'ChunkLoadError';
  constructor() {
    super('Not fetched while offline: the code is asked for once back online');
  }
}

/**
 * Runs an import of the app's code only while the device is online; offline it fails at once, as the download would,
 * without asking. A browser may keep a dynamic import that failed and answer every later import of that file with the
 * same failure (Chromium 150 does; 156 fetches it again): tried offline, the file would stay out of reach until a
 * reload, and the page, popup or view that waits for the network to come back could never show.
 */
export function importWhenOnline<T>(load: () => Promise<T>): Promise<T> {
  return offline() ? Promise.reject(new OfflineImportError()) : load();
}

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
    return await importWhenOnline(load);
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
  // Offline, nothing is fetched ahead (importWhenOnline says why): the code is asked for when it is needed.
  if (offline()) return;
  aheadImportsInFlight += 1;
  try {
    await load();
  } catch {
    // Asked for again when needed.
  } finally {
    aheadImportsInFlight -= 1;
  }
}

/** Code missing while online, for the address already shown: reloads once, unless a page or a fetch ahead asked. */
function reloadForMissingCode(): void {
  if (pageImportsInFlight === 0 && aheadImportsInFlight === 0) reloadOnceForNewVersion();
}

/** The file a failed dynamic import names (Chromium: "Failed to fetch dynamically imported module: <address>"). */
function failedModuleAddress(error: unknown): string | null {
  const found = error instanceof Error ? /dynamically imported module:?\s+(\S+)/i.exec(error.message) : null;
  return found?.[1] ?? null;
}

/** The file at `address` imported under an address of its own; null when it did not arrive either. */
function importAgain<T>(address: string): Promise<{ module: T } | null> {
  freshAttempts += 1;
  const again = `${address.replace(/#.*$/, '')}#again-${freshAttempts}`;
  return import(/* @vite-ignore */ again).then(
    (module: T) => ({ module }),
    () => null,
  );
}

/** The second try after an online failure: the module under an address of its own, or its stylesheet again. */
function tryAgain<T>(error: unknown, load: () => Promise<T>): Promise<{ module: T } | null> {
  const address = failedModuleAddress(error);
  if (address) return importAgain<T>(address);
  if (!failedStyleAddress(error)) return Promise.resolve(null);
  return fetchFailedStylesAgain()
    .then(load)
    .then(
      (module) => ({ module }),
      () => null,
    );
}

/**
 * Imports a module of the app's code (`load`: a plain `() => import('./X')`, whose namespace is what it gives), only
 * while online (importWhenOnline). When the browser answers with a failure, the file is asked for once more under an
 * address of its own (a fragment: the same file for the network and the host's cache, a new entry for the browser's
 * module map). A browser may keep a dynamic import that failed and give that failure to every later import of the
 * file (Chromium 150 does; 156 fetches it again): a file that failed as the connection went (fetched ahead a moment
 * before) would otherwise stay out of reach until a reload. The files it imports itself are those already loaded;
 * one of them kept failed fails it again. Each try has an address of its own (a count, not the time: a paused clock
 * would give a failed address again). A stylesheet that failed before is fetched again first (failed-styles.ts), and
 * one failing online is tried once more. Only a failure of both tries is a missing file (a release:
 * reloadForMissingCode), and only for what the member asked for: an extra of a page (`reloadIfMissing: false`) is not
 * worth the page it would reload under the member.
 */
export async function importFresh<T>(
  load: () => Promise<T>,
  { reloadIfMissing = true }: { reloadIfMissing?: boolean } = {},
): Promise<T> {
  freshImportsInFlight += 1;
  try {
    return await importWhenOnline(async () => {
      await fetchFailedStylesAgain();
      return load();
    });
  } catch (error) {
    noteFailedStyle(error);
    if (offline()) throw error;
    const fresh = await tryAgain(error, load);
    if (fresh) return fresh.module;
    if (reloadIfMissing) reloadForMissingCode();
    throw error;
  } finally {
    freshImportsInFlight -= 1;
  }
}

/**
 * Vite announces every failed dynamic import (and its preloaded CSS) as `vite:preloadError` before the import
 * rejects: the identity library, a layout, the dashboard's chart. Those load for the address already shown, so the
 * page reloads at once; the error still reaches the nearest boundary, which offers Reload if this was the retry.
 */
export function installNewVersionReload(target: Window = window): () => void {
  const listener = (event: Event) => {
    noteFailedStyle((event as Event & { payload?: unknown }).payload);
    if (freshImportsInFlight === 0) reloadForMissingCode();
  };
  target.addEventListener('vite:preloadError', listener);
  return () => target.removeEventListener('vite:preloadError', listener);
}
