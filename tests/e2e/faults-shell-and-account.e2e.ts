import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type PortalPage } from './browser';
import { checkCell, checkedCells, faults, openSignedIn } from './fault-matrix';
import { contractGets, targets } from './fault-targets';

// The fault matrix (issue 11 §4), first half: the store chain every page needs, the dashboard, the account and
// chain-tools pages and the newsletter. faults-lists.e2e.ts has the list pages.
const mine = targets.slice(0, 7);
let browser: Browser;
let portal: PortalPage;

beforeAll(async () => {
  browser = await launchBrowser();
  portal = await openSignedIn(browser);
});
afterAll(async () => {
  await browser?.close();
  console.log(`fault matrix, shell and account: ${mine.length} operations × ${faults.length} faults = ${mine.length * faults.length} cells, ${checkedCells()} checked`);
});

it('covers every GET call of spec §7 between its two files', () => {
  expect(targets.map((target) => target.operationId).sort()).toEqual(contractGets().sort());
});

describe.each(mine)('$operationId on $path', (target) => {
  // axe on every fault's state once: the store chain's notice above the page.
  it.each(faults)('$name: a translated message in place, the frame working, recovery', async (fault) => {
    await checkCell(portal, target, fault, { axe: target === mine[0] });
  });
});
