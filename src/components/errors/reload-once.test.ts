import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The module keeps whether a reload is under way, so each test loads a fresh copy (as a reloaded page would).
const freshModule = async () => {
  vi.resetModules();
  return import('./reload-once');
};
const failedImport = () => window.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));

let reload: ReturnType<typeof vi.fn<() => void>>;
beforeEach(() => {
  sessionStorage.clear();
  reload = vi.fn<() => void>();
  vi.spyOn(window.location, 'reload').mockImplementation(reload);
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('reloading once for a newer version', () => {
  it('reloads the first time a chunk is missing, and not again after that reload', async () => {
    const first = await freshModule();
    expect(first.willReloadForNewVersion()).toBe(true);
    expect(first.reloadOnceForNewVersion()).toBe(true);
    expect(first.reloadOnceForNewVersion()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);

    const afterReload = await freshModule();
    expect(afterReload.willReloadForNewVersion()).toBe(false);
    expect(afterReload.reloadOnceForNewVersion()).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload while offline (a chunk that cannot arrive is no new release), and does once back online', async () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    const offline = await freshModule();
    expect(offline.willReloadForNewVersion()).toBe(false);
    expect(offline.reloadOnceForNewVersion()).toBe(false);
    const uninstall = offline.installNewVersionReload();
    failedImport();
    uninstall();
    expect(reload).not.toHaveBeenCalled();
    vi.stubGlobal('navigator', { ...navigator, onLine: true });
    expect(offline.reloadOnceForNewVersion()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('may reload once more after a chunk has loaded again (the next release)', async () => {
    (await freshModule()).reloadOnceForNewVersion();
    const afterReload = await freshModule();
    afterReload.newVersionLoaded();
    expect(afterReload.reloadOnceForNewVersion()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('reloads on vite:preloadError, except while a route page is loading (the route reloads at its own address)', async () => {
    const module = await freshModule();
    const uninstall = module.installNewVersionReload();
    let finish: () => void = () => undefined;
    const pageImport = module.trackPageImport(() => new Promise<void>((resolve) => (finish = resolve)));
    failedImport();
    expect(reload).not.toHaveBeenCalled();
    finish();
    await pageImport;
    failedImport();
    expect(reload).toHaveBeenCalledTimes(1);
    uninstall();
  });

  it('reloads nothing for code fetched ahead of need that failed, and does for a failure after it', async () => {
    const module = await freshModule();
    const uninstall = module.installNewVersionReload();
    // Vite announces the failure before the import rejects, as here.
    const ahead = module.fetchAhead(() => {
      failedImport();
      return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    });
    await expect(ahead).resolves.toBeUndefined();
    expect(reload).not.toHaveBeenCalled();
    failedImport();
    expect(reload).toHaveBeenCalledTimes(1);
    uninstall();
  });

  it('never reloads by itself without session storage, since nothing could stop a loop', async () => {
    const module = await freshModule();
    const denied = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    vi.stubGlobal('sessionStorage', { getItem: denied, setItem: denied, removeItem: denied });
    expect(module.willReloadForNewVersion()).toBe(false);
    expect(module.reloadOnceForNewVersion()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('imports while offline', () => {
  const goOffline = () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  afterEach(() => vi.restoreAllMocks());

  it('are not attempted: a page import fails at once as an offline download, one fetched ahead is skipped', async () => {
    const module = await freshModule();
    const { isOfflineChunkFailure } = await import('./messages');
    goOffline();
    const load = vi.fn(() => Promise.resolve({ default: 'page' }));
    const failure = await module.trackPageImport(load).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(module.OfflineImportError);
    // Shown as every offline download is: "You are offline", retried once back online.
    expect(isOfflineChunkFailure(failure)).toBe(true);
    await module.fetchAhead(load);
    await expect(module.importWhenOnline(load)).rejects.toBeInstanceOf(module.OfflineImportError);
    expect(load).not.toHaveBeenCalled();
  });

  it('run as usual once online', async () => {
    const module = await freshModule();
    const load = vi.fn(() => Promise.resolve({ default: 'page' }));
    await expect(module.trackPageImport(load)).resolves.toEqual({ default: 'page' });
    await module.fetchAhead(load);
    await expect(module.importWhenOnline(load)).resolves.toEqual({ default: 'page' });
    expect(load).toHaveBeenCalledTimes(3);
  });
});
