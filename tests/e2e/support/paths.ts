import path from 'node:path';

// Where the e2e suite keeps what a run leaves, and the two screen sizes its projects use. Free of Playwright's test
// API, so playwright.config.ts, the global setup and the fixtures can all import it.

const root = path.resolve(import.meta.dirname, '../../..');

/** The HTML report, the JSON results and each failed test's trace: one folder, printed at the end of a run. */
export const E2E_OUTPUT = path.join(root, '.cache/e2e');

/**
 * The builds the suite runs against (folders relative to the project), apart from `dist`: a `npm run build` or
 * `npm run bench` beside a run would otherwise replace the files the run is serving, and sign-in fails midway.
 */
export const E2E_BUILDS = {
  /** Configured for B2C through MSAL, against the local provider. */
  app: '.cache/e2e-builds/app',
  /** The template's e-mail and password sign-in. */
  template: '.cache/e2e-builds/template',
  /** Configured for Entra External ID (identity-external-id.e2e.ts adds the worker's number: one folder each). */
  externalId: '.cache/e2e-builds/external-id',
} as const;

/** The stack's addresses (global-setup.ts writes them; the workers read them). */
export const STACK_FILE = path.join(E2E_OUTPUT, 'stack.json');

/**
 * Every body of field data the stack's builds received (scripts/field-data-receiver.mjs), one a line, as the browser
 * sent it: Playwright does not see a beacon sent by a page as it unloads, the stack's receiver does.
 */
export const FIELD_DATA_FILE = path.join(E2E_OUTPUT, 'field-data.jsonl');

/** Each test member's signed-in browser state (auth.setup.ts writes one file per member). */
export const savedSessionFile = (email: string): string =>
  path.join(E2E_OUTPUT, 'sessions', `${email.replace(/[^a-z0-9]+/gi, '-')}.json`);

/** How long an action or a navigation may take: everything is local, so what cannot happen in 20 s will not happen. */
export const NAVIGATION_TIMEOUT_MS = 20_000;

/**
 * For a check that spans page loads (a first visit's start and its redirect to /signin, the hop to the identity
 * provider, its answer and the app's start again): the navigation limit, not one check's 10 s. In flake hunts (4
 * workers on 2 cores, load 18-25) each of these took over 10 s once: the dashboard's heading back from the provider,
 * a Sign in's way to the provider's page, a first /dashboard's way to /signin.
 */
export const ACROSS_PAGE_LOADS = { timeout: NAVIGATION_TIMEOUT_MS };

export const DESKTOP_VIEWPORT = { width: 1366, height: 900 };
export const PHONE_VIEWPORT = { width: 390, height: 844 };
