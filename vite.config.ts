import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { portalConfigPlugin } from './scripts/portal-config-plugin.ts';

const mockApiPort = Number(process.env.MOCK_API_PORT ?? 4010);

export default defineConfig(({ mode }) => {
  const env = { ...loadEnv(mode, process.cwd(), 'VITE_'), ...pick(process.env, 'VITE_') };
  return {
    plugins: [react(), portalConfigPlugin(env)],
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
        },
      },
    },
    preview: { host: 'localhost', port: 4173, strictPort: true },
    build: {
      target: 'es2022',
      sourcemap: true,
      // scripts/bench.mjs reads the manifest to tell what loads first and what each route adds.
      manifest: true,
      chunkSizeWarningLimit: 400,
    },
  };
});

function pick(source: NodeJS.ProcessEnv, prefix: string): Record<string, string> {
  return Object.fromEntries(Object.entries(source).filter((entry): entry is [string, string] => entry[0].startsWith(prefix) && entry[1] !== undefined));
}
