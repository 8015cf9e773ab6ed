// The production build as members get it, with everything behind it local: Prism on the contract as the API, the
// local identity provider over https with discovery on (so MSAL runs its production path), and the build served
// as Azure Static Web Apps serves it (serve-dist.mjs). The e2e suite and `npm run bench` both run on this.
import { spawnSync } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { startHttpsIdp } from './idp/https-idp.mjs';
import { appSettingsFor, LOCAL_IDP_DEFAULTS } from './idp/local-idp.mjs';
import { buildMetaDir } from './build-meta.mjs';
import { createContractLog } from './contract-coverage.mjs';
import { createFieldDataReceiver, LOCAL_FIELD_DATA_ENV } from './field-data-receiver.mjs';
import { createSymbolicator } from './source-maps.mjs';
import { bin, root, startPrism, stopAll, waitForPort } from './processes.mjs';
import { localCertificate } from './local-certificate.mjs';
import { serveDist } from './serve-dist.mjs';
import { serveDistInThread } from './serve-dist-thread.mjs';

/** A port nobody listens on now, so several checkouts (or developers) can run side by side. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Build-time settings of the configured build (B2C, or with shape 'external-id' Entra External ID, against the https
 * provider on that port; its field data to the local receiver) and the template one (field data off).
 */
export function buildEnv(identityProviderPort, shape = 'b2c') {
  return {
    configured: {
      VITE_AUTH_METHOD: 'b2c',
      VITE_B2C_AUTHORITY_BASE: `https://localhost:${identityProviderPort}/${LOCAL_IDP_DEFAULTS.tenant}`,
      VITE_B2C_KNOWN_AUTHORITIES: `localhost:${identityProviderPort}`,
      ...appSettingsFor(shape),
      ...LOCAL_FIELD_DATA_ENV,
    },
    template: { VITE_AUTH_METHOD: 'template' },
  };
}

/** `vite build` into outDir (relative to the project) with these VITE_* settings; throws when it fails. */
export function build(outDir, env) {
  // A test runner sets NODE_ENV=test, which would give React's development build; members get production.
  // For this machine (the local provider, Prism behind /api), and said so: a deployment build would refuse it.
  const result = spawnSync(bin('vite'), ['build', '--logLevel', 'warn', '--outDir', outDir], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', PORTAL_LOCAL_BUILD: '1', ...env },
  });
  if (result.status !== 0) throw new Error(`vite build (${outDir}) failed; see above`);
}

/**
 * Starts Prism, the https identity provider and one static server per build ({ dist, port }); resolves once all
 * listen, with each app's origin, the provider's origin, the contract log of every API answer (contract-coverage.mjs)
 * and close(). `https`: the apps over HTTPS and HTTP/2, as the host serves them (the benchmark); else plain http.
 * `identityProviderShape`: 'b2c' (default) or 'external-id' (scripts/idp/settings.mjs). `onFieldData`: handed each
 * body of field data the builds' pages send (scripts/field-data-receiver.mjs). `hostThread`: each build served from a
 * thread of its own, its files compressed ahead (serve-dist-thread.mjs: the benchmark); its API answers are then not
 * in the contract log, and its field data is answered and dropped.
 */
export async function startLocalStack({
  apps,
  mockApiPort,
  identityProviderPort,
  quiet = true,
  https = false,
  identityProviderShape = 'b2c',
  onFieldData = null,
  hostThread = false,
}) {
  const contract = createContractLog();
  const prism = startPrism(mockApiPort, { quiet });
  const tls = https ? await localCertificate() : undefined;
  const origins = apps.map((app) => `${https ? 'https' : 'http'}://127.0.0.1:${app.port}`);
  const identityProvider = await startHttpsIdp({
    port: identityProviderPort,
    shape: identityProviderShape,
    redirectUris: origins.flatMap((origin) => [`${origin}/`, `${origin}/redirect-bridge.html`]),
    postLogoutRedirectUris: origins.map((origin) => `${origin}/signin`),
  });
  await waitForPort(mockApiPort);
  const servers = await Promise.all(
    apps.map((app) =>
      hostThread
        ? serveDistInThread({ dist: path.resolve(root, app.dist), port: app.port, apiPort: mockApiPort, tls })
        : serveDist({
            dist: path.resolve(root, app.dist),
            port: app.port,
            apiPort: mockApiPort,
            onApiAnswer: (answer) => contract.record(answer),
            tls,
            // What the build's pages send: a summary per page, each error's frame in source terms; silent when quiet.
            fieldData: createFieldDataReceiver({
              log: quiet ? null : (line) => console.log(line),
              symbolicate: createSymbolicator(buildMetaDir(path.resolve(root, app.dist))),
              onBatch: onFieldData,
            }),
          }),
    ),
  );
  return {
    origins,
    identityProviderOrigin: identityProvider.origin,
    contract,
    async close() {
      stopAll([prism]);
      await identityProvider.close();
      await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    },
  };
}
