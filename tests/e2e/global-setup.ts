import { spawnSync, type ChildProcess } from 'node:child_process';
import type { Server } from 'node:http';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { bin, root, startPrism, stopAll, waitForPort } from '../../scripts/processes.mjs';
import { serveDist } from '../../scripts/serve-dist.mjs';
import { startHttpsIdp } from '../../scripts/idp/https-idp.mjs';
import { e2eBuildEnv, pickPorts } from './e2e-env';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The production build with the configured identity method (B2C through MSAL, against the local provider). */
    baseUrl: string;
    /** The same app built with the template (e-mail and password) identity method. */
    templateBaseUrl: string;
    /** The local identity provider's origin, which the configured build's CSP must allow. */
    identityProviderOrigin: string;
  }
}

function build(outDir: string, env: Record<string, string>): void {
  // vitest sets NODE_ENV=test, which would give React's development build; members get production.
  const result = spawnSync(bin('vite'), ['build', '--logLevel', 'warn', '--outDir', outDir], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', ...env },
  });
  if (result.status !== 0) throw new Error(`vite build (${outDir}) failed; see above`);
}

/**
 * The e2e suite runs against production builds, as members get them: build, start Prism on the contract, serve the
 * builds with /api proxied to Prism. A build failure (a bad config/ file, say) stops the suite here.
 */
export default async function setup(project: TestProject) {
  const E2E_PORTS = await pickPorts();
  const env = e2eBuildEnv(E2E_PORTS);
  build('dist', env.configured);
  build('dist-template', env.template);
  const prism: ChildProcess = startPrism(E2E_PORTS.mockApi, { quiet: true });
  const app = `http://127.0.0.1:${E2E_PORTS.app}`;
  const identityProvider = await startHttpsIdp({
    port: E2E_PORTS.identityProvider,
    redirectUris: [`${app}/`, `${app}/redirect-bridge.html`],
    postLogoutRedirectUris: [`${app}/signin`],
  });
  await waitForPort(E2E_PORTS.mockApi);
  const servers: Server[] = await Promise.all([
    serveDist({ dist: path.join(root, 'dist'), port: E2E_PORTS.app, apiPort: E2E_PORTS.mockApi }),
    serveDist({ dist: path.join(root, 'dist-template'), port: E2E_PORTS.templateApp, apiPort: E2E_PORTS.mockApi }),
  ]);
  project.provide('baseUrl', `http://127.0.0.1:${E2E_PORTS.app}`);
  project.provide('templateBaseUrl', `http://127.0.0.1:${E2E_PORTS.templateApp}`);
  project.provide('identityProviderOrigin', identityProvider.origin);
  return async () => {
    stopAll([prism]);
    await identityProvider.close();
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  };
}
