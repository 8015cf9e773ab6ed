import { afterEach, describe, expect, it, vi } from 'vitest';
import { controlConnection } from '../../../tests/connection';
import { importFresh, OfflineImportError } from './reload-once';

// A file the test run can import, named as Chromium names a file whose import it kept failed.
const kept = (address: string) => new TypeError(`Failed to fetch dynamically imported module: ${address}`);

afterEach(() => vi.restoreAllMocks());

describe('importing the app’s code again after a failure the browser kept', () => {
  it('answers with the module once the file imported under an address of its own arrives', async () => {
    const load = vi.fn(() => Promise.reject(kept('/src/components/errors/import-fresh-fixture.ts')));
    const module = await importFresh<{ fixture: string }>(load);
    expect(module.fixture).toBe('the module itself');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('gives the first failure when the file is not there either, or was named by no address', async () => {
    // The tab already reloaded once for a missing file, so this one reloads nothing: the module this file shares
    // with the others keeps no reload under way (a later file would see its loader instead of its message).
    sessionStorage.setItem('memberPortal.reloadedForNewVersion', '1');
    const missing = kept('/src/components/errors/no-such-file.ts');
    await expect(importFresh(() => Promise.reject(missing))).rejects.toBe(missing);
    const nameless = new TypeError('Importing a module script failed.');
    await expect(importFresh(() => Promise.reject(nameless))).rejects.toBe(nameless);
  });

  it('reloads nothing for a failure the second try recovers, and reloads once when both fail online', async () => {
    sessionStorage.clear();
    // The module keeps whether a reload is under way: a fresh copy, as a reloaded page would have.
    vi.resetModules();
    const { importFresh, installNewVersionReload } = await import('./reload-once');
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    const uninstall = installNewVersionReload();
    // Vite announces a failed import before it rejects, as here.
    const failing = (address: string) => () => {
      window.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
      return Promise.reject(kept(address));
    };
    await importFresh(failing('/src/components/errors/import-fresh-fixture.ts'));
    expect(reload).not.toHaveBeenCalled();
    await expect(importFresh(failing('/src/components/errors/no-such-file.ts'))).rejects.toThrow(/no-such-file/);
    expect(reload).toHaveBeenCalledTimes(1);
    uninstall();
    sessionStorage.clear();
    // The copy with a reload under way is not left for the files after this one.
    vi.resetModules();
  });

  it('asks nothing while offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const load = vi.fn(() => Promise.resolve({ fixture: 'never' }));
    await expect(importFresh(load)).rejects.toBeInstanceOf(OfflineImportError);
    expect(load).not.toHaveBeenCalled();
  });

  describe('a stylesheet that did not arrive', () => {
    const sheet = 'http://localhost/assets/part.css';
    const failedSheet = () => new Error(`Unable to preload CSS for ${sheet}`);
    /** The sheets added to the page again; each loads (the browser's part, which the test stands in for). */
    function sheetsAddedAgain(): string[] {
      const added: string[] = [];
      vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
        for (const node of nodes as HTMLLinkElement[]) {
          added.push(node.href);
          queueMicrotask(() => node.dispatchEvent(new Event('load')));
        }
      });
      return added;
    }

    it('is fetched once more when it fails online, and the part is then imported', async () => {
      const added = sheetsAddedAgain();
      const load = vi.fn().mockRejectedValueOnce(failedSheet()).mockResolvedValue({ fixture: 'styled' });
      await expect(importFresh(load)).resolves.toEqual({ fixture: 'styled' });
      expect(added).toEqual([sheet]);
      expect(load).toHaveBeenCalledTimes(2);
    });

    it('is fetched again before the next import when it failed as the connection went', async () => {
      const added = sheetsAddedAgain();
      const connection = controlConnection();
      const failingAsTheConnectionGoes = () => {
        connection.set(false);
        return Promise.reject(failedSheet());
      };
      await expect(importFresh(failingAsTheConnectionGoes)).rejects.toThrow(/Unable to preload CSS/);
      expect(added).toEqual([]);
      connection.set(true);
      await expect(importFresh(() => Promise.resolve({ fixture: 'styled' }))).resolves.toEqual({ fixture: 'styled' });
      expect(added).toEqual([sheet]);
      // Loaded: not asked for again by the imports after.
      await importFresh(() => Promise.resolve({ fixture: 'styled' }));
      expect(added).toEqual([sheet]);
    });

    it('is fetched once for the imports that ask meanwhile, and each of them goes on', async () => {
      const added = sheetsAddedAgain();
      // Failed as the connection went, then asked for by two imports at the same moment once back.
      const connection = controlConnection();
      await expect(
        importFresh(() => {
          connection.set(false);
          return Promise.reject(failedSheet());
        }),
      ).rejects.toThrow(/Unable to preload CSS/);
      connection.set(true);
      const both = Promise.all([
        importFresh(() => Promise.resolve({ fixture: 'a' })),
        importFresh(() => Promise.resolve({ fixture: 'b' })),
      ]);
      await expect(both).resolves.toEqual([{ fixture: 'a' }, { fixture: 'b' }]);
      expect(added).toEqual([sheet]);
    });
  });
});
