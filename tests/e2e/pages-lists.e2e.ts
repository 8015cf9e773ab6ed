import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, openSignedInPortal, waitForHeading, type PortalPage } from './browser';

// The list pages (issue 8): rebate receipts, fifth check, active and available programs, my POS, planograms, for the
// default member (Maria Alvarez: 10482 Maple Street Market, 10517 Riverside Fuel & Go, 11093 Hilltop Convenience)
// signed in through the local identity provider, against Prism answering with the contract's per-store examples.
let browser: Browser;
let portal: PortalPage;
const DESKTOP = { width: 1366, height: 900 };

beforeAll(async () => {
  browser = await launchBrowser();
  portal = await openSignedInPortal(browser, { viewport: DESKTOP });
  await portal.page.goto('/rebate/invoice');
  await waitForHeading(portal.page, 'Invoice Receipt');
  // The heading comes before the receipts are asked for (the store chain first): wait for them, or the first test's
  // record of calls could catch this document's call, made just before its own load replaces it.
  await portal.page.getByRole('table', { name: 'Rebate receipts' }).locator('tbody tr').first().waitFor();
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async () => {
  // Each test leaves the page as it found it: no interception, desktop size.
  await portal.page.unrouteAll({ behavior: 'ignoreErrors' });
  portal.page.removeAllListeners('request');
  await portal.page.setViewportSize(DESKTOP);
});

/** Opens a path (a fresh load: no cached answers) on a given store of the member, whatever an earlier test chose. */
async function openOn(path: string, heading: string, store = 'Maple Street Market'): Promise<Page> {
  const { page } = portal;
  await page.goto(path);
  await waitForHeading(page, heading);
  await chooseStore(page, store);
  return page;
}

async function chooseStore(page: Page, store: string): Promise<void> {
  const selector = page.getByRole('combobox', { name: 'Store' });
  await expect.poll(() => selector.inputValue()).not.toBe('');
  if ((await selector.inputValue()) === store) return;
  await selector.click();
  await page.getByRole('option', { name: store }).click();
  await expect.poll(() => page.getByTestId('current-store-name').textContent()).toBe(store);
}

const table = (page: Page, name: string) => page.getByRole('table', { name });
const bodyRows = (page: Page, name: string) => table(page, name).locator('tbody tr');
const firstRowText = (page: Page, name: string) => bodyRows(page, name).first().innerText();

/** Records the API calls the page makes from now on (path and query), to check what they asked for. */
function recordCalls(page: Page, pathPart: string): string[] {
  const calls: string[] = [];
  const onRequest = (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.includes(pathPart)) calls.push(`${url.pathname}${url.search}`);
  };
  page.on('request', onRequest);
  return calls;
}

describe('each list page shows the default member’s data', () => {
  let problemsBefore = 0;
  beforeEach(() => {
    problemsBefore = portal.problems.length;
  });
  afterEach(() => {
    // No console error or uncaught exception while the page showed its data.
    expect(portal.problems.slice(problemsBefore).join('\n')).toBe('');
  });

  it('/rebate/invoice: the receipts of 10482, ten a page, with the total, from one call per store shown', async () => {
    const calls = recordCalls(portal.page, '/api/myrebatereceipt');
    const page = await openOn('/rebate/invoice', 'Invoice Receipt');
    await expect.poll(() => bodyRows(page, 'Rebate receipts').count()).toBe(10);
    expect(calls).toContain('/api/myrebatereceipt?ibcNumber=10482&emailAddress=member%40example.com');
    expect(new Set(calls).size).toBe(calls.length);
    expect(await page.getByText('1–10 of 13').isVisible()).toBe(true);
    expect(await page.getByTestId('total-rebate').textContent()).toBe('$1,509.80');
    expect(await firstRowText(page, 'Rebate receipts')).toContain('SBC-INV-884517');
    await expectAccessible(page);
  });

  it('/rebate/fifth-check: the statements, each opening its lines in a dialog that gives the focus back', async () => {
    const page = await openOn('/rebate/fifth-check', 'Fifth Check');
    await expect.poll(() => bodyRows(page, 'Fifth check statements').count()).toBe(4);
    const opener = page.getByRole('button', { name: 'Details of the fifth check 2026 Q3' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Fifth check 2026 Q3' });
    await dialog.waitFor();
    expect(await dialog.getByRole('table', { name: 'How the check adds up' }).locator('tbody tr').count()).toBe(3);
    expect(await dialog.innerText()).toContain('$1,644.63');
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => opener.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it('/programs/active: the programs 10482 is enrolled in', async () => {
    const page = await openOn('/programs/active', 'Active Programs');
    await expect.poll(() => bodyRows(page, 'Programs this store is enrolled in').count()).toBe(4);
    expect(await table(page, 'Programs this store is enrolled in').innerText()).toContain('Account SBC-20931');
    await expectAccessible(page);
  });

  it('/programs/available: every program offered, with whether 10482 has it', async () => {
    const page = await openOn('/programs/available', 'Available Programs');
    await expect.poll(() => bodyRows(page, 'Programs offered to this store').count()).toBe(7);
    expect(await page.getByText('3 programs to join · 4 enrolled').isVisible()).toBe(true);
    await expectAccessible(page);
  });

  it('/pos/my-pos: the POS material 10482 can order', async () => {
    const page = await openOn('/pos/my-pos', 'My POS');
    await expect.poll(() => bodyRows(page, 'POS material for this store').count()).toBe(4);
    expect(await table(page, 'POS material for this store').innerText()).toContain('Coffee Bar A-Frame Sign');
    await expectAccessible(page);
  });

  it('/merchandise/planograms: the shelf layouts of 10482, newest first', async () => {
    const page = await openOn('/merchandise/planograms', 'Planograms');
    await expect.poll(() => bodyRows(page, 'Shelf layouts for this store').count()).toBe(3);
    expect(await firstRowText(page, 'Shelf layouts for this store')).toContain('Cold Vault: Holiday 2026 Reset');
    await expectAccessible(page);
  });
});

describe('switching store', () => {
  it('/rebate/invoice shows the new store’s receipts, asked for with its number', async () => {
    const page = await openOn('/rebate/invoice', 'Invoice Receipt');
    await expect.poll(() => page.getByText('1–10 of 13').isVisible()).toBe(true);
    const calls = recordCalls(page, '/api/myrebatereceipt');
    await chooseStore(page, 'Riverside Fuel & Go');
    await expect.poll(() => page.getByText('1–7 of 7').isVisible()).toBe(true);
    expect(await firstRowText(page, 'Rebate receipts')).toContain('SBC-INV-884392');
    expect(await page.getByTestId('total-rebate').textContent()).toBe('$697.90');
    expect(calls).toEqual(['/api/myrebatereceipt?ibcNumber=10517&emailAddress=member%40example.com']);
  });

  it('/programs/active shows the new store’s programs, asked for with its number', async () => {
    const page = await openOn('/programs/active', 'Active Programs');
    await expect.poll(() => bodyRows(page, 'Programs this store is enrolled in').count()).toBe(4);
    const calls = recordCalls(page, '/api/myactiveprograms');
    await chooseStore(page, 'Hilltop Convenience');
    await expect.poll(() => bodyRows(page, 'Programs this store is enrolled in').count()).toBe(2);
    const shown = await table(page, 'Programs this store is enrolled in').innerText();
    expect(shown).toContain('Account PIC-3518');
    expect(shown).not.toContain('Brightway Card Processing');
    expect(calls).toEqual(['/api/myactiveprograms/11093']);
  });
});

describe('a failing call', () => {
  it('a server error shows the translated message in the receipts section, and Try again recovers', async () => {
    const { page } = portal;
    let failing = true;
    await page.route('**/api/myrebatereceipt?*', (route) =>
      failing
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ error: 'Something went wrong, Please try again!', code: 'server_error' }),
          })
        : route.fallback(),
    );
    await openOn('/rebate/invoice', 'Invoice Receipt');
    const section = page.getByRole('region', { name: 'Rebate receipts' });
    // The query retries a server fault twice before it shows the failure.
    await section.getByRole('alert').waitFor();
    expect(await section.getByRole('alert').innerText()).toContain(
      'The server had a problem answering. Please try again.',
    );
    // Only that section failed: the header's store selector still works.
    expect(await page.getByRole('combobox', { name: 'Store' }).isEnabled()).toBe(true);
    failing = false;
    await section.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => bodyRows(page, 'Rebate receipts').count()).toBe(10);
    expect(await section.getByRole('alert').count()).toBe(0);
  });

  it('an answer that breaks the contract shows the translated message in the programs section, and Try again recovers', async () => {
    const { page } = portal;
    let broken = true;
    await page.route('**/api/myactiveprograms/*', (route) =>
      broken
        ? route.fulfill({
            status: 200,
            contentType: 'application/json',
            body: JSON.stringify({ ibcNumber: '10482', programs: [{ id: 'PRG-101' }] }),
          })
        : route.fallback(),
    );
    await openOn('/programs/active', 'Active Programs');
    const section = page.getByRole('region', { name: 'Programs this store is enrolled in' });
    await section.getByRole('alert').waitFor();
    expect(await section.getByRole('alert').innerText()).toContain(
      'The server sent an answer the portal cannot read. Please try again later.',
    );
    broken = false;
    await section.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => bodyRows(page, 'Programs this store is enrolled in').count()).toBe(4);
  });
});

describe('the receipts table in the browser', () => {
  it('sorts by a column, both ways', async () => {
    const page = await openOn('/rebate/invoice', 'Invoice Receipt');
    await expect.poll(() => bodyRows(page, 'Rebate receipts').count()).toBe(10);
    const rebateHeader = table(page, 'Rebate receipts').locator('thead th', { hasText: /^Rebate$/ });
    // A newly chosen column keeps the current order (newest first: descending); a second click turns it round.
    await rebateHeader.click();
    await expect.poll(() => firstRowText(page, 'Rebate receipts')).toContain('$191.86');
    await rebateHeader.click();
    await expect.poll(() => firstRowText(page, 'Rebate receipts')).toContain('$25.48');
  });

  it('filters by text and by month, and the totals follow', async () => {
    const page = await openOn('/rebate/invoice', 'Invoice Receipt');
    await expect.poll(() => bodyRows(page, 'Rebate receipts').count()).toBe(10);
    const filter = page.getByRole('textbox', { name: 'Filter' });
    await filter.fill('Northstar');
    await expect.poll(() => bodyRows(page, 'Rebate receipts').count()).toBe(3);
    expect(await page.getByTestId('total-rebate').textContent()).toBe('$79.34');
    await filter.fill('');
    await page.getByRole('combobox', { name: 'Period' }).click();
    await page.getByRole('option', { name: 'September 2026' }).click();
    await expect.poll(() => bodyRows(page, 'Rebate receipts').count()).toBe(3);
    expect(await page.getByTestId('total-rebate').textContent()).toBe('$392.59');
    expect(await page.getByTestId('total-purchases').textContent()).toBe('$13,935.75');
  });

  it('is a list of cards at 375 px, without sideways scrolling', async () => {
    const { page } = portal;
    await page.setViewportSize({ width: 375, height: 800 });
    await openOn('/rebate/invoice', 'Invoice Receipt');
    const cards = page.getByRole('list', { name: 'Rebate receipts' }).getByRole('listitem');
    await expect.poll(() => cards.count()).toBe(10);
    expect(await table(page, 'Rebate receipts').count()).toBe(0);
    expect(await cards.first().innerText()).toContain('SBC-INV-884517');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectAccessible(page);
  });
});

describe('the single-store member', () => {
  it('sees the receipts and active programs of 20871 Harbor Corner Store, asked for with his e-mail', async () => {
    const single = await openSignedInPortal(browser, { email: 'single@example.com' });
    try {
      const { page } = single;
      const calls = recordCalls(page, '/api/myrebatereceipt');
      await page.goto('/rebate/invoice');
      await expect.poll(() => page.getByTestId('current-store-name').textContent()).toBe('Harbor Corner Store');
      await expect.poll(() => bodyRows(page, 'Rebate receipts').count()).toBe(5);
      expect(await page.getByTestId('total-rebate').textContent()).toBe('$294.64');
      expect(calls).toEqual(['/api/myrebatereceipt?ibcNumber=20871&emailAddress=single%40example.com']);
      await page.goto('/programs/active');
      await expect.poll(() => bodyRows(page, 'Programs this store is enrolled in').count()).toBe(3);
      expect(await table(page, 'Programs this store is enrolled in').innerText()).toContain('Account BWP-620871');
      expect(single.problems.join('\n')).toBe('');
    } finally {
      await single.context.close();
    }
  });
});
