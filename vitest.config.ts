import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// Two projects: unit/component tests in happy-dom with MSW (jsdom 31 breaks MSW multipart uploads), and
// e2e tests that drive real Chromium against the production build with Prism behind it.
export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'happy-dom',
            include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}'],
            setupFiles: ['tests/setup/unit.ts'],
            restoreMocks: true,
            // A test that renders the whole app loads its lazy chunks through Vite's transform first; on a busy
            // 2-core machine that alone can pass the 5 s default. A passing test is no slower for it.
            testTimeout: 15_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'e2e',
            environment: 'node',
            include: ['tests/e2e/**/*.e2e.ts'],
            globalSetup: ['tests/e2e/global-setup.ts'],
            setupFiles: ['tests/e2e/setup.ts'],
            testTimeout: 60_000,
            // expect.poll waits for what a person would wait for; 1 s (the default) is too short on a busy 2-core machine.
            expect: { poll: { timeout: 15_000 } },
            hookTimeout: 180_000,
            fileParallelism: false,
          },
        },
      ],
    },
  }),
);
