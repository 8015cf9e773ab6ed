// What a build writes for us, not for members: Vite's manifest (which the prerender step, the size gate, the bench
// and two e2e files read) and the source maps. They go to `<outDir>-meta/` beside the folder that ships, so a
// deployment of dist/ carries neither: the maps would hand out our source, the manifest our file map.
import path from 'node:path';

/** `dist` → `dist-meta`: the build's own notes, beside the folder that ships. */
export const buildMetaDir = (outDir) => `${path.resolve(outDir)}-meta`;

/** Where the manifest of the build in `outDir` is, once the build has finished. */
export const manifestPath = (outDir) => path.join(buildMetaDir(outDir), '.vite/manifest.json');
