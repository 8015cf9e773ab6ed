import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { launchBrowser, type PortalPage } from './browser';
import { checkCell, checkedCells, faults, openSignedIn } from './fault-matrix';
import { targets } from './fault-targets';

// The fault matrix (issue 11 §4), second half: the list pages (programs, rebates, POS, planograms, incentives).
// faults-shell-and-account.e2e.ts has the rest, and checks that the two cover every GET call of spec §7.
const mine = targets.slice(7);
let browser: Browser;
let portal: PortalPage;

beforeAll(async () => {
  browser = await launchBrowser();
  portal = await openSignedIn(browser);
});
afterAll(async () => {
  await browser?.close();
  console.log(`fault matrix, list pages: ${mine.length} operations × ${faults.length} faults = ${mine.length * faults.length} cells, ${checkedCells()} checked`);
});

describe.each(mine)('$operationId on $path', (target) => {
  // axe on every fault's state once: a section of a list page.
  it.each(faults)('$name: a translated message in place, the frame working, recovery', async (fault) => {
    await checkCell(portal, target, fault, { axe: target === mine[0] });
  });
});
