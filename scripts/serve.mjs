#!/usr/bin/env node
// `npm run preview`: build, then serve the production build at http://localhost:4173 with the Prism mock behind /api.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildMetaDir } from './build-meta.mjs';
import { createFieldDataReceiver, LOCAL_FIELD_DATA_ENV } from './field-data-receiver.mjs';
import { bin, root, startPrism, stopAll, waitForPort } from './processes.mjs';
import { serveDist } from './serve-dist.mjs';
import { createSymbolicator } from './source-maps.mjs';

const apiPort = Number(process.env.MOCK_API_PORT ?? 4010);
if (!process.argv.includes('--no-build')) {
  const { status } = spawnSync(bin('vite'), ['build'], {
    cwd: root,
    stdio: 'inherit',
    // Field data goes to this server's /telemetry, which prints a summary per page.
    env: { ...process.env, NODE_ENV: 'production', PORTAL_LOCAL_BUILD: '1', ...LOCAL_FIELD_DATA_ENV },
  });
  if (status !== 0) process.exit(status ?? 1);
}
const prism = startPrism(apiPort);
await waitForPort(apiPort);
const dist = path.join(root, 'dist');
const fieldData = createFieldDataReceiver({
  log: (line) => console.log(line),
  symbolicate: createSymbolicator(buildMetaDir(dist)),
});
const server = await serveDist({ dist, port: 4173, apiPort, host: 'localhost', fieldData });
console.log('Production build: http://localhost:4173  (Ctrl-C stops)');
const stop = () => {
  stopAll([prism]);
  server.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
