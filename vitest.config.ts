import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
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
  // The files of a worker share one module graph and one happy-dom window: each module is evaluated once per worker,
  // not once per file, which halves the run. tests/setup/unit.ts puts back what a test may leave behind (storage,
  // handlers, the DOM, the page's address). The files below are the exception.
  isolate: false,
} as const;

// Files that need a module graph of their own (a new worker per file, as Vitest does by default). Each replaces a
// module of the app with vi.mock, and a mock only reaches a module that is evaluated after it is declared: in a
// shared graph the modules that other files loaded first keep the real one, and those this file loads keep its
// stand-in for the files after it.
// - adding-a-page: its @/lib/config and page registry are built from a copy of config/ with the new pages. The app's
//   modules, loaded by earlier files, hold the real ones, so the factory that writes the copy never ran (ENOENT).
//   It also sets happy-dom's window to a desktop size, which the files after it would inherit.
// - B2CAuth, ProvisionalB2CAuth, msal-module: each stands in for MSAL's provider, and msal-module.ts keeps the first
//   module it loaded for the life of the graph: the second file got the first one's stand-in.
// - error-boundaries: MSAL's module must fail to load; if any earlier file let msal-module.ts load it, it never
//   loads again. Its vi.resetModules() would also reset the modules of every other file of the worker.
// The other files that use vi.mock stay shared: collector.test mocks web-vitals, which only collector.ts imports, and
// front.test mocks the collector, which front.ts loads with import() at the moment it needs it.
const ISOLATED = [
  'src/app/adding-a-page.test.tsx',
  'src/app/error-boundaries.test.tsx',
  'src/lib/auth/b2c/B2CAuth.test.tsx',
  'src/lib/auth/b2c/ProvisionalB2CAuth.test.tsx',
  'src/lib/auth/b2c/msal-module.test.tsx',
  'src/features/dashboard/LazyRebatesChart.test.tsx',
];

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
        {
          extends: true,
          test: { ...unit, name: 'unit', env: { TZ: 'UTC' }, exclude: [...configDefaults.exclude, ...ISOLATED] },
        },
        {
          extends: true,
          test: { ...unit, name: 'unit-isolated', include: ISOLATED, isolate: true, env: { TZ: 'UTC' } },
        },
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
