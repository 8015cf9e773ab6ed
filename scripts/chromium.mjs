// The Chromium the e2e suite, the benchmark and the screenshots drive, with the flags this machine needs. Found where a
// person would have one (scripts/prerequisites.mjs; Debian's /usr/bin/chromium here, as Playwright cannot download its
// own); the commands check it starts before they begin, so this lookup only looks for the file.
import { existsSync } from 'node:fs';
import { findChromium } from './prerequisites.mjs';

export const CHROMIUM_PATH =
  findChromium({ runs: () => true }).path ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The browser the e2e suite drives: Chromium's headless shell when the machine has it (Debian's
 * `chromium-headless-shell`, the same Chromium without the desktop browser's shell, which Playwright itself uses for
 * headless runs; on this 2-core machine it signs in 30 % faster and runs the fault matrix 10 % faster), else the
 * Chromium above. CHROMIUM_PATH, when set, wins.
 */
export const E2E_CHROMIUM_PATH =
  !process.env.CHROMIUM_PATH && existsSync('/usr/bin/chromium-headless-shell')
    ? '/usr/bin/chromium-headless-shell'
    : CHROMIUM_PATH;

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  // The local identity provider runs on a self-signed certificate.
  '--ignore-certificate-errors',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
