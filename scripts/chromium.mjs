// Debian's Chromium (playwright cannot download its own here), with the flags this machine needs; shared by the e2e
// suite and the benchmark.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
