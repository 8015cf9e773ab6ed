import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildMetaDir, manifestPath } from '../../scripts/build-meta.mjs';
import { root } from '../../scripts/processes.mjs';
import { baseUrl, expect, templateBaseUrl, test } from './browser';
import { E2E_BUILDS } from './support/paths';

// What ships is the app, not our notes about it. The e2e builds (as deployed) carry no source map and no Vite
// manifest, no shipped file names a map, and the host answers 404 for both; they wait beside the build.
for (const [folder, origin] of [
  [E2E_BUILDS.app, baseUrl],
  [E2E_BUILDS.template, templateBaseUrl],
] as const) {
  test.describe(folder, () => {
    const dist = path.join(root, folder);
    const files = () => readdirSync(dist, { recursive: true, encoding: 'utf8' });

    test('holds no source map and no manifest; they are in <build>-meta beside it', () => {
      expect(files().filter((file) => file.endsWith('.map') || file.startsWith('.vite'))).toEqual([]);
      expect(existsSync(manifestPath(dist))).toBe(true);
      expect(
        readdirSync(path.join(buildMetaDir(dist), 'assets')).filter((file) => file.endsWith('.js.map')).length,
      ).toBeGreaterThan(5);
    });

    test('names no map in any script or stylesheet it ships', () => {
      const shipped = files().filter((file) => /\.(js|css)$/.test(file));
      expect(shipped.length).toBeGreaterThan(5);
      expect(
        shipped.filter((file) => readFileSync(path.join(dist, file), 'utf8').includes('sourceMappingURL')),
      ).toEqual([]);
    });

    test('answers 404 for the manifest and for a map, as the host would for any missing file', async () => {
      const map = readdirSync(path.join(buildMetaDir(dist), 'assets')).find((file) => file.endsWith('.js.map'));
      for (const address of ['/.vite/manifest.json', `/assets/${map}`]) {
        const response = await fetch(new URL(address, origin()));
        expect(response.status, address).toBe(404);
      }
    });
  });
}
