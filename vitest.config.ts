import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// Unit and component tests in happy-dom with MSW (jsdom 31 breaks MSW multipart uploads). The e2e suite runs on
// Playwright Test (playwright.config.ts).
const unit = {
  environment: 'happy-dom',
  include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}'],
  setupFiles: ['tests/setup/unit.ts'],
  restoreMocks: true,
  // The time limit finds a test that hangs; it is no measure of speed (`npm run bench` is). A test that renders the
  // whole app, or types a form's fields key by key, takes 3-7 s on a quiet 2-core machine and five times that when
  // the machine also runs a browser suite or a build: 15 s failed such tests at a load of 12 on 2 cores.
  testTimeout: 45_000,
  // Both cores: the files are independent (MSW, happy-dom and fake IndexedDB live in each worker).
  maxWorkers: 2,
} as const;

const ZONES = ['Pacific/Kiritimati', 'Pacific/Pago_Pago'];
const DATE_TESTS = [
  'src/features/dashboard/dashboard-model.test.ts',
  'src/features/dashboard/dashboard.test.tsx',
  'src/features/rebates/pages/FifthCheckPage.test.tsx',
  'src/features/rebates/pages/InvoiceReceiptPage.test.tsx',
];

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      // Vitest's default is one worker less than the cores: one, on this machine's two. Each project says its own.
      maxWorkers: 2,
      projects: [
        { extends: true, test: { ...unit, name: 'unit', env: { TZ: 'UTC' } } },
        // The tests of calendar dates again, in a zone 14 h east and one 11 h west of UTC: on this UTC machine a
        // date read or shown in local time looks right, so only here can a missing timeZone: 'UTC' fail a test.
        ...ZONES.map((zone) => ({
          extends: true,
          test: { ...unit, name: `unit-${zone.split('/')[1]}`, include: DATE_TESTS, env: { TZ: zone } },
        })),
      ],
    },
  }),
);
