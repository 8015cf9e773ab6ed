import { spawnSync, type ChildProcess } from 'node:child_process';
import type { Server } from 'node:http';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { bin, root, startPrism, stopAll, waitForPort } from '../../scripts/processes.mjs';
import { serveDist } from '../../scripts/serve-dist.mjs';

const MOCK_API_PORT = 4311;
const APP_PORT = 4312;

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/**
 * The e2e suite runs against the production build, as members get it: build once, start Prism on the contract,
 * serve dist/ with /api proxied to Prism. A build failure (a bad config/ file, say) stops the suite here.
 */
export default async function setup(project: TestProject) {
  if (!process.env.E2E_SKIP_BUILD) {
    // vitest sets NODE_ENV=test, which would give React's development build; members get production.
    const build = spawnSync(bin('vite'), ['build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
    if (build.status !== 0) throw new Error('vite build failed; see above');
  }
  const prism: ChildProcess = startPrism(MOCK_API_PORT, { quiet: true });
  await waitForPort(MOCK_API_PORT);
  const server: Server = await serveDist({ dist: path.join(root, 'dist'), port: APP_PORT, apiPort: MOCK_API_PORT });
  project.provide('baseUrl', `http://127.0.0.1:${APP_PORT}`);
  return async () => {
    stopAll([prism]);
    await new Promise((resolve) => server.close(resolve));
  };
}
