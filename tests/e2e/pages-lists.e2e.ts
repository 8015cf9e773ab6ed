import type { Page, Request } from '@playwright/test';
import {
  expect,
  expectAccessible,
  expectNoProblemsInEachTest,
  openSignedInPortal,
  test,
  waitForHeading,
  type PortalPage,
} from './browser';

// The list pages: rebate receipts, fifth check, active and available programs, my POS, planograms, for the default
// member (Maria Alvarez: 10482 Maple Street Market, 10517 Riverside Fuel & Go, 11093 Hilltop Convenience) signed in
// through the local identity provider, against Prism answering with the contract's per-store examples.
let portal: PortalPage;
/** The size the page opened at (the project's), which a test that resizes it puts back. */
let openedSize: { width: number; height: number };

test.beforeAll(async ({ browser }) => {
  portal = await openSignedInPortal(browser);
  openedSize = portal.page.viewportSize()!;
  await portal.page.goto('/rebate/invoice');
  await waitForHeading(portal.page, 'Invoice Receipt');
  // The heading comes before the receipts are asked for (the store chain first): wait for them, or the first test's
  // record of calls could catch this document's call, made just before its own load replaces it.
  await expect(portal.page.getByRole('table', { name: 'Rebate receipts' }).locator('tbody tr').first()).toBeVisible();
});
test.afterAll(async () => {
  await portal?.context.close();
});
test.afterEach(async () => {
  // Each test leaves the page as it found it: no interception, no listener, its first size.
  await portal.page.unrouteAll({ behavior: 'ignoreErrors' });
  portal.page.removeAllListeners('request');
  await portal.page.setViewportSize(openedSize);
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
  await expect(selector).not.toHaveValue('');
  if ((await selector.inputValue()) === store) return;
  await selector.click();
  await page.getByRole('option', { name: store }).click();
  await expect(page.getByTestId('current-store-name')).toHaveText(store);
}

const table = (page: Page, name: string) => page.getByRole('table', { name });
const bodyRows = (page: Page, name: string) => table(page, name).locator('tbody tr');

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

test.describe('each list page shows the default member’s data', () => {
  // No console error or uncaught exception while the page showed its data.
  expectNoProblemsInEachTest(() => portal);

  test('/rebate/invoice: the receipts of 10482, the table sorted and filtered, and another store’s receipts', async () => {
    const { page } = portal;
    const receipts = bodyRows(page, 'Rebate receipts');

    await test.step('the receipts of 10482, ten a page, with the total, from one call per store shown', async () => {
      const calls = recordCalls(page, '/api/myrebatereceipt');
      await openOn('/rebate/invoice', 'Invoice Receipt');
      await expect(receipts).toHaveCount(10);
      expect(calls).toContain('/api/myrebatereceipt?ibcNumber=10482&emailAddress=member%40example.com');
      expect(new Set(calls).size).toBe(calls.length);
      await expect(page.getByText('1–10 of 13')).toBeVisible();
      await expect(page.getByTestId('total-rebate')).toHaveText('$1,509.80');
      await expect(receipts.first()).toContainText('SBC-INV-884517');
      await expectAccessible(page);
      page.removeAllListeners('request');
    });

    await test.step('switching store shows the new store’s receipts, asked for with its number', async () => {
      const calls = recordCalls(page, '/api/myrebatereceipt');
      await chooseStore(page, 'Riverside Fuel & Go');
      await expect(page.getByText('1–7 of 7')).toBeVisible();
      await expect(receipts.first()).toContainText('SBC-INV-884392');
      await expect(page.getByTestId('total-rebate')).toHaveText('$697.90');
      expect(calls).toEqual(['/api/myrebatereceipt?ibcNumber=10517&emailAddress=member%40example.com']);
      page.removeAllListeners('request');
      // Back to 10482 (its answer kept from the first step) for the table's own steps.
      await chooseStore(page, 'Maple Street Market');
      await expect(page.getByText('1–10 of 13')).toBeVisible();
      await expect(receipts.first()).toContainText('SBC-INV-884517');
    });

    await test.step('sorts by a column, both ways', async () => {
      const rebateHeader = table(page, 'Rebate receipts').locator('thead th', { hasText: /^Rebate$/ });
      // A newly chosen column keeps the current order (newest first: descending); a second click turns it round.
      await rebateHeader.click();
      await expect(receipts.first()).toContainText('$191.86');
      await rebateHeader.click();
      await expect(receipts.first()).toContainText('$25.48');
    });

    await test.step('filters by text and by month, and the totals follow', async () => {
      const filter = page.getByRole('textbox', { name: 'Filter' });
      await filter.fill('Northstar');
      await expect(receipts).toHaveCount(3);
      await expect(page.getByTestId('total-rebate')).toHaveText('$79.34');
      await filter.fill('');
      await page.getByRole('combobox', { name: 'Period' }).click();
      await page.getByRole('option', { name: 'September 2026' }).click();
      await expect(receipts).toHaveCount(3);
      await expect(page.getByTestId('total-rebate')).toHaveText('$392.59');
      await expect(page.getByTestId('total-purchases')).toHaveText('$13,935.75');
    });
  });

  test('/rebate/fifth-check: the statements, each opening its lines in a dialog that gives the focus back', async () => {
    const page = await openOn('/rebate/fifth-check', 'Fifth Check');
    await expect(bodyRows(page, 'Fifth check statements')).toHaveCount(4);
    const opener = page.getByRole('button', { name: 'Details of the fifth check 2026 Q3' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Fifth check 2026 Q3' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('table', { name: 'How the check adds up' }).locator('tbody tr')).toHaveCount(3);
    await expect(dialog).toContainText('$1,644.63');
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('/programs/active: the programs 10482 is enrolled in, and another store’s', async () => {
    const page = await openOn('/programs/active', 'Active Programs');
    const programs = table(page, 'Programs this store is enrolled in');

    await test.step('the programs 10482 is enrolled in', async () => {
      await expect(bodyRows(page, 'Programs this store is enrolled in')).toHaveCount(4);
      await expect(programs).toContainText('Account SBC-20931');
      await expectAccessible(page);
    });

    await test.step('switching store shows the new store’s programs, asked for with its number', async () => {
      const calls = recordCalls(page, '/api/myactiveprograms');
      await chooseStore(page, 'Hilltop Convenience');
      await expect(bodyRows(page, 'Programs this store is enrolled in')).toHaveCount(2);
      await expect(programs).toContainText('Account PIC-3518');
      await expect(programs).not.toContainText('Brightway Card Processing');
      expect(calls).toEqual(['/api/myactiveprograms/11093']);
    });
  });

  test('/programs/available: every program offered, with whether 10482 has it', async () => {
    const page = await openOn('/programs/available', 'Available Programs');
    await expect(bodyRows(page, 'Programs offered to this store')).toHaveCount(7);
    await expect(page.getByText('3 programs to join · 4 enrolled')).toBeVisible();
    await expectAccessible(page);
  });

  test('/pos/my-pos: the POS material 10482 can order', async () => {
    const page = await openOn('/pos/my-pos', 'My POS');
    await expect(bodyRows(page, 'POS material for this store')).toHaveCount(4);
    await expect(table(page, 'POS material for this store')).toContainText('Coffee Bar A-Frame Sign');
    await expectAccessible(page);
  });

  test('/merchandise/planograms: the shelf layouts of 10482, newest first', async () => {
    const page = await openOn('/merchandise/planograms', 'Planograms');
    await expect(bodyRows(page, 'Shelf layouts for this store')).toHaveCount(3);
    await expect(bodyRows(page, 'Shelf layouts for this store').first()).toContainText(
      'Cold Vault: Holiday 2026 Reset',
    );
    await expectAccessible(page);
  });
});

test.describe('a failing call', () => {
  test('a server error shows the translated message in the receipts section, and Try again recovers', async () => {
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
    await expect(section.getByRole('alert')).toContainText('The server had a problem answering. Please try again.');
    // Only that section failed: the header's store selector still works.
    await expect(page.getByRole('combobox', { name: 'Store' })).toBeEnabled();
    failing = false;
    await section.getByRole('button', { name: 'Try again' }).click();
    await expect(bodyRows(page, 'Rebate receipts')).toHaveCount(10);
    await expect(section.getByRole('alert')).toHaveCount(0);
  });

  test('an answer that breaks the contract shows the translated message in the programs section, and Try again recovers', async () => {
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
    await expect(section.getByRole('alert')).toContainText(
      'The server sent an answer the portal cannot read. Please try again later.',
    );
    broken = false;
    await section.getByRole('button', { name: 'Try again' }).click();
    await expect(bodyRows(page, 'Programs this store is enrolled in')).toHaveCount(4);
  });
});

test('the receipts table is a list of cards at 375 px, without sideways scrolling', async () => {
  const { page } = portal;
  await page.setViewportSize({ width: 375, height: 800 });
  await openOn('/rebate/invoice', 'Invoice Receipt');
  const cards = page.getByRole('list', { name: 'Rebate receipts' }).getByRole('listitem');
  await expect(cards).toHaveCount(10);
  await expect(table(page, 'Rebate receipts')).toHaveCount(0);
  await expect(cards.first()).toContainText('SBC-INV-884517');
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectAccessible(page);
});

test.describe('the single-store member', () => {
  test('sees the receipts and active programs of 20871 Harbor Corner Store, asked for with his e-mail', async ({
    browser,
  }) => {
    const single = await openSignedInPortal(browser, { email: 'single@example.com' });
    try {
      const { page } = single;
      const calls = recordCalls(page, '/api/myrebatereceipt');
      await page.goto('/rebate/invoice');
      await waitForHeading(page, 'Invoice Receipt');
      await expect(page.getByTestId('current-store-name')).toHaveText('Harbor Corner Store');
      await expect(bodyRows(page, 'Rebate receipts')).toHaveCount(5);
      await expect(page.getByTestId('total-rebate')).toHaveText('$294.64');
      expect(calls).toEqual(['/api/myrebatereceipt?ibcNumber=20871&emailAddress=single%40example.com']);
      await page.goto('/programs/active');
      await waitForHeading(page, 'Active Programs');
      await expect(bodyRows(page, 'Programs this store is enrolled in')).toHaveCount(3);
      await expect(table(page, 'Programs this store is enrolled in')).toContainText('Account BWP-620871');
      expect(single.problems.join('\n')).toBe('');
    } finally {
      await single.context.close();
    }
  });
});
