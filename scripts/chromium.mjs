// The Chromium the e2e suite, the benchmark and the screenshots drive, with the flags this machine needs. Found where a
// person would have one (scripts/prerequisites.mjs; Debian's /usr/bin/chromium here, as Playwright cannot download its
// own); the commands check it starts before they begin, so this lookup only looks for the file.
import { e2eBrowser, findChromium } from './prerequisites.mjs';

export const CHROMIUM_PATH =
  findChromium({ runs: () => true }).path ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The e2e suite's: the headless shell beside that Chromium when there is one (prerequisites.mjs says why). */
export const E2E_CHROMIUM_PATH = e2eBrowser({ chromium: CHROMIUM_PATH });

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
