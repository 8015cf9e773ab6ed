import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { portalConfigPlugin } from './scripts/portal-config-plugin.ts';
import { precompileMessagesPlugin } from './scripts/precompile-messages-plugin.ts';
import { compiledCatalogsPlugin } from './scripts/compiled-catalogs-plugin.ts';
import { createExamplePicker } from './scripts/mock-examples.mjs';
import {
  appSettingsFor,
  EXTERNAL_ID_FLOW,
  localAuthorityMetadata,
  LOCAL_IDP_DEFAULTS,
  POLICIES,
  readShape,
} from './scripts/idp/local-idp.mjs';
import { localIdpPlugin } from './scripts/idp/vite-plugin.ts';
import { fieldDataReceiverPlugin } from './scripts/field-data-plugin.ts';
import { LOCAL_FIELD_DATA_ENV } from './scripts/field-data-receiver.mjs';
import { staticWebAppPlugin } from './scripts/static-web-app-plugin.ts';
import { prerenderPlugin } from './scripts/prerender-plugin.ts';
import { buildMetaPlugin } from './scripts/build-meta-plugin.ts';
import { chunkGroups } from './scripts/build/chunk-groups.ts';
import { routePreloadPlugin } from './scripts/route-preload-plugin.ts';

const mockApiPort = Number(process.env.MOCK_API_PORT ?? 4010);

export default defineConfig(({ mode, command }) => {
  const env: Record<string, string | undefined> = {
    ...loadEnv(mode, process.cwd(), 'VITE_'),
    ...pick(process.env, 'VITE_'),
  };
  // `npm start` with no identity settings: the local provider is served by this dev server over plain http behind
  // the https-looking authority of config/app.json, so MSAL gets the discovery document up front (no certificate
  // warning, nothing to set up). scripts/idp/README.md says why each setting is there.
  const localIdentityProvider = command === 'serve' && !env.VITE_B2C_AUTHORITY_BASE;
  // LOCAL_IDP_SHAPE=external-id npm start: the local provider plays Entra External ID, and the app is set up for it.
  const shape = readShape();
  if (localIdentityProvider) Object.assign(env, { ...appSettingsFor(shape), ...env });
  if (localIdentityProvider && !env.VITE_B2C_AUTHORITY_METADATA) {
    const flow = shape === 'external-id' ? EXTERNAL_ID_FLOW : POLICIES.signIn;
    env.VITE_B2C_AUTHORITY_METADATA = JSON.stringify(
      localAuthorityMetadata('http://localhost:5173', LOCAL_IDP_DEFAULTS.tenant, flow, 'https://localhost:5173'),
    );
  }
  // `npm start` sends field data to its own /telemetry, which prints a summary per page, unless a VITE_TELEMETRY_*
  // variable points it elsewhere (a real resource, to try it).
  const localFieldData = command === 'serve' && !Object.keys(env).some((key) => key.startsWith('VITE_TELEMETRY_'));
  if (localFieldData) Object.assign(env, LOCAL_FIELD_DATA_ENV);
  return {
    plugins: [
      react(),
      portalConfigPlugin(env),
      precompileMessagesPlugin(),
      compiledCatalogsPlugin(),
      staticWebAppPlugin(env),
      prerenderPlugin(env),
      routePreloadPlugin(env),
      localIdpPlugin({ enabled: localIdentityProvider }),
      fieldDataReceiverPlugin({ enabled: localFieldData }),
      buildMetaPlugin(),
    ],
    resolve: {
      alias: {
        '@': fileURLToPath(new URL('./src', import.meta.url)),
        '@config': fileURLToPath(new URL('./config', import.meta.url)),
        '@generated': fileURLToPath(new URL('./generated', import.meta.url)),
      },
    },
    server: {
      host: 'localhost',
      port: 5173,
      strictPort: true,
      proxy: {
        // Prism ignores the contract's `servers: /api`, so the prefix is removed on the way through.
        '/api': {
          target: `http://127.0.0.1:${mockApiPort}`,
          rewrite: (path) => path.replace(/^\/api/, ''),
          // Per-store answers from the mock (see scripts/mock-examples.mjs).
          configure: (proxy) => {
            const pickExample = createExamplePicker();
            proxy.on('proxyReq', (request, incoming) => {
              const prefer = pickExample(incoming.method ?? 'GET', (incoming.url ?? '').replace(/^\/api/, ''));
              if (prefer) request.setHeader('prefer', prefer);
            });
          },
        },
      },
    },
    preview: { host: 'localhost', port: 4173, strictPort: true },
    build: {
      target: 'es2022',
      // Maps and manifest for us, not for members: hidden (no file names its map) and moved out of the folder that
      // ships into <outDir>-meta/ (scripts/build-meta-plugin.ts), where the prerender step, the size gate, the bench
      // and e2e read the manifest to tell what loads first and what each route adds.
      sourcemap: 'hidden',
      manifest: true,
      chunkSizeWarningLimit: 400,
      // Every browser the portal supports follows <link rel="modulepreload"> (Safari since 17); an older one only
      // loads the same files a moment later. The polyfill would cost every first visit 0.4 KiB.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        // The MSAL redirect bridge is its own tiny page: silent token renewal lands there (see src/redirect-bridge.ts).
        input: {
          main: fileURLToPath(new URL('./index.html', import.meta.url)),
          bridge: fileURLToPath(new URL('./redirect-bridge.html', import.meta.url)),
          // The script of the prerendered sign-in page (scripts/prerender-plugin.ts writes the page itself).
          signin: fileURLToPath(new URL('./src/sign-in-first-paint.ts', import.meta.url)),
        },
        // A dozen files a visit instead of a hundred (scripts/build/chunk-groups.ts says why and how).
        output: { codeSplitting: { groups: chunkGroups(fileURLToPath(new URL('.', import.meta.url))) } },
      },
    },
  };
});

function pick(source: NodeJS.ProcessEnv, prefix: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(source).filter(
      (entry): entry is [string, string] => entry[0].startsWith(prefix) && entry[1] !== undefined,
    ),
  );
}
