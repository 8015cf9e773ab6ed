import Papa from 'papaparse';
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
import { pdfPagesText } from './pdf-text';

// What members ask of their money pages: every list downloads as CSV with what the member sees (filters, sort, every
// page), receipts and statements print alone on A4 and Letter, and the years behind them, for the default member
// signed in through the local identity provider, against Prism answering with the contract's examples.
let portal: PortalPage;

test.beforeAll(async ({ browser }) => {
  portal = await openSignedInPortal(browser);
});
test.afterAll(async () => {
  await portal?.context.close();
});
expectNoProblemsInEachTest(() => portal);

interface Listed {
  path: string;
  heading: string;
  table: string;
  file: string;
  /** The file's header row: the columns the member sees in their words, with fields some columns show together. */
  header: string[];
  /** Columns of the screen the file writes as others (a period as its two days); the actions column is not written. */
  notInFile: string[];
}

const RECEIPTS: Listed = {
  path: '/rebate/invoice',
  heading: 'Invoice Receipt',
  table: 'Rebate receipts',
  file: 'rebate-receipts-10482.csv',
  header: ['Invoice date', 'Vendor', 'Invoice number', 'Purchases', 'Rebate', 'Status', 'Currency'],
  notInFile: ['Receipt'],
};

const FIFTH_CHECKS: Listed = {
  path: '/rebate/fifth-check',
  heading: 'Fifth Check',
  table: 'Fifth check statements',
  file: 'fifth-check-statements-10482.csv',
  header: ['Period', 'Start date', 'End date', 'Issued on', 'Check number', 'Amount', 'Currency'],
  notInFile: ['From – to', 'Statement'],
};

/** The lists that only export (the receipts and the fifth check statements also print: their tests below). */
const OTHER_LISTS: Listed[] = [
  {
    path: '/programs/active',
    heading: 'Active Programs',
    table: 'Programs this store is enrolled in',
    file: 'active-programs-10482.csv',
    header: [
      'Program',
      'Vendor',
      'Description',
      'Category',
      'What the store gets',
      'Distributor',
      'Account number',
      'Enrolled on',
    ],
    notInFile: [],
  },
  {
    path: '/programs/available',
    heading: 'Available Programs',
    table: 'Programs offered to this store',
    file: 'available-programs-10482.csv',
    header: [
      'Program',
      'Vendor',
      'Description',
      'Category',
      'What the store gets',
      'Distributor',
      'Account number',
      'This store',
    ],
    notInFile: ['Enrolment'],
  },
  {
    path: '/incentives',
    heading: 'Incentives',
    table: 'Incentives for this store',
    file: 'incentives-10482.csv',
    header: ['Incentive', 'Sponsor', 'Description', 'Amount', 'Start date', 'End date', 'Proof', 'Status', 'Currency'],
    notInFile: ['Claim period', 'Claim'],
  },
  {
    path: '/pos/my-pos',
    heading: 'My POS',
    table: 'POS material for this store',
    file: 'pos-material-10482.csv',
    header: ['Item', 'Vendor', 'Description', 'Kind', 'Member price', 'In stock', 'Most per order', 'Currency'],
    notInFile: [],
  },
  {
    path: '/merchandise/planograms',
    heading: 'Planograms',
    table: 'Shelf layouts for this store',
    file: 'planograms-10482.csv',
    header: ['Planogram', 'Category', 'Fixture', 'Effective from'],
    notInFile: ['Document'],
  },
];

async function open(page: Page, path: string, heading: string, table: string): Promise<void> {
  await page.goto(path);
  await waitForHeading(page, heading);
  await expect(page.getByRole('table', { name: table })).toBeVisible();
}

/** The table's own count of the rows the filters leave, every page ('1–10 of 13'). */
const rowCount = (page: Page) => page.getByText(/^\d+–\d+ of \d+$/);
/** Waits until the table's own count says `rows` rows in all. */
const expectRowsInAll = (page: Page, rows: number) => expect(rowCount(page)).toHaveText(new RegExp(` of ${rows}$`));

/** Presses Export CSV and reads the file the browser downloads, as bytes. */
async function exportCsv(page: Page, press?: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const downloading = page.waitForEvent('download');
  await (press ? press() : page.getByRole('button', { name: 'Export CSV' }).click());
  const download = await downloading;
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return { name: download.suggestedFilename(), bytes: Buffer.concat(chunks) };
}

function parseCsv(bytes: Buffer): string[][] {
  expect([...bytes.subarray(0, 3)], 'the UTF-8 byte order mark').toEqual([0xef, 0xbb, 0xbf]);
  const parsed = Papa.parse<string[]>(bytes.subarray(3).toString('utf8'), { skipEmptyLines: false });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

/** On the list's page as opened: the file has the columns in the member's words and every row the table has. */
async function expectFullExport(page: Page, list: Listed): Promise<void> {
  // The titles the screen shows, to hold the file's header against (the table is shown: its header row with it).
  const visible = (await page.getByRole('table', { name: list.table }).getByRole('columnheader').allInnerTexts())
    .map((title) => title.trim())
    .filter((title) => title !== '');
  const { name, bytes } = await exportCsv(page);
  expect(name).toBe(list.file);
  const [header, ...rows] = parseCsv(bytes);
  expect(header).toEqual(list.header);
  const missing = visible.filter((title) => !list.notInFile.includes(title) && !header!.includes(title));
  expect(missing, 'columns of the screen the file lacks').toEqual([]);
  await expectRowsInAll(page, rows.length);
}

/**
 * The page printed to a PDF in `format`, its text page by page, until `check` passes on it: the print layout is drawn
 * from what the page has loaded, so each try prints the page as it stands then. No time limit of its own: one PDF can
 * take seconds on a busy machine, and the test's own timeout ends a check that never passes.
 */
async function expectPrinted(page: Page, format: 'A4' | 'Letter', check: (pages: string[]) => void): Promise<void> {
  await page.emulateMedia({ media: 'print' });
  try {
    await expect(async () => check(await pdfPagesText(await page.pdf({ format })))).toPass();
  } finally {
    await page.emulateMedia({ media: null });
  }
}

test.describe('Export CSV', () => {
  for (const list of OTHER_LISTS) {
    test(`${list.path}: the file has the columns in the member’s words and every row the table has`, async () => {
      const { page } = portal;
      await open(page, list.path, list.heading, list.table);
      await expectFullExport(page, list);
    });
  }

  test('says in words when the file could not be made, beside the button', async ({ browser }) => {
    // A tab of its own: a module file that failed to load stays failed in that document. Offline, because online a
    // missing file is taken for a new release and the portal reloads once (src/components/errors/reload-once.ts).
    const own = await openSignedInPortal(browser);
    try {
      await open(own.page, '/pos/my-pos', 'My POS', 'POS material for this store');
      await own.context.setOffline(true);
      await own.page.getByRole('button', { name: 'Export CSV' }).click();
      await expect(
        own.page
          .getByRole('alert')
          .filter({ hasText: 'The file could not be made. Check your connection, then press Export CSV again.' }),
      ).toBeVisible();
      await expectAccessible(own.page);
    } finally {
      await own.context.close();
    }
  });
});

test('/rebate/invoice: the receipts export as shown, filtered and sorted, and print alone on A4 and Letter', async () => {
  const { page } = portal;
  await open(page, RECEIPTS.path, RECEIPTS.heading, RECEIPTS.table);

  await test.step('Export CSV: the file has the columns in the member’s words and every row the table has', () =>
    expectFullExport(page, RECEIPTS));

  for (const format of ['A4', 'Letter'] as const) {
    await test.step(`the receipt list prints alone on ${format}: the store, the period, the amounts`, () =>
      expectPrinted(page, format, (pages) => {
        const text = pages.join('\n');
        expect(text).toContain('Maple Street Market, store number 10482');
        expect(text).toMatch(/Period\s*Sep 12\s*–\s*Dec 5, 2026/);
        expect(text).toContain('$179.42');
        expect(text).toContain('$1,509.80');
        for (const around of ['Dashboard', 'COMPANY', 'Export CSV', 'Print', 'Filter'])
          expect(text).not.toContain(around);
      }));
  }

  await test.step('Export CSV writes the rows the member’s filter and sort leave, in that order, with raw dates and amounts', async () => {
    const table = page.getByRole('table', { name: RECEIPTS.table });
    const bodyRows = table.locator('tbody tr');
    await page.getByRole('combobox', { name: 'Vendor' }).click();
    await page.getByRole('option', { name: 'Summit Beverage Co.' }).click();
    await expect(page.getByRole('combobox', { name: 'Vendor' })).toHaveValue('Summit Beverage Co.');
    await expect(bodyRows.filter({ hasNotText: 'Summit Beverage Co.' })).toHaveCount(0);
    await table.getByText('Rebate', { exact: true }).click();
    // A newly chosen column keeps the current order (newest first: descending).
    await expect(table.getByRole('columnheader', { name: 'Rebate', exact: true })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    // Keyboard: the button is reached and pressed like any other.
    const { bytes } = await exportCsv(page, async () => {
      await page.getByRole('button', { name: 'Export CSV' }).focus();
      await page.keyboard.press('Enter');
    });
    const [, ...rows] = parseCsv(bytes);
    await expectRowsInAll(page, rows.length);
    expect(rows.every((row) => row[1] === 'Summit Beverage Co.')).toBe(true);
    // The file's first row is the table's first row: the same invoice.
    await expect(bodyRows.first().getByRole('cell').nth(2)).toHaveText(rows[0]![2]!);
    for (const row of rows) {
      expect(row[0]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(row[3]).toMatch(/^\d+(\.\d+)?$/);
      expect(row[6]).toBe('USD');
    }
    await expectAccessible(page);
  });
});

test('/rebate/fifth-check: the statements export as shown and print one a page on A4 and Letter', async () => {
  const { page } = portal;
  await open(page, FIFTH_CHECKS.path, FIFTH_CHECKS.heading, FIFTH_CHECKS.table);

  await test.step('Export CSV: the file has the columns in the member’s words and every row the table has', () =>
    expectFullExport(page, FIFTH_CHECKS));

  for (const format of ['A4', 'Letter'] as const) {
    await test.step(`fifth check statements print one a page on ${format}`, () =>
      expectPrinted(page, format, (pages) => {
        expect(pages.map((text) => /Fifth check (\d{4} Q\d)/.exec(text)?.[1])).toEqual([
          '2026 Q3',
          '2026 Q2',
          '2026 Q1',
          '2025 Q4',
        ]);
        expect(pages[0]).toContain('Maple Street Market, store number 10482');
        expect(pages[0]).toMatch(/Period\s*Jul 1\s*–\s*Sep 30, 2026/);
        expect(pages[0]).toContain('$1,644.63');
        for (const text of pages)
          for (const around of ['Dashboard', 'COMPANY', 'Export CSV']) expect(text).not.toContain(around);
      }));
  }
});

test.describe('The years behind them', () => {
  test('receipts of 2025 by vendor with their total, an empty year said plainly, and Latest back', async () => {
    const { page } = portal;
    await open(page, '/rebate/invoice', 'Invoice Receipt', 'Rebate receipts');
    const asked: string[] = [];
    const onRequest = (request: Request) => {
      if (request.url().includes('/myrebatereceipt')) asked.push(new URL(request.url()).search);
    };
    page.on('request', onRequest);
    try {
      await page.getByRole('combobox', { name: 'Year' }).click();
      await page.getByRole('option', { name: '2025' }).click();
      await expect(page.getByText('1–8 of 8')).toBeVisible();
      await expect.poll(() => asked).toEqual(['?ibcNumber=10482&emailAddress=member%40example.com&year=2025']);
      await page.getByRole('combobox', { name: 'Vendor' }).click();
      await page.getByRole('option', { name: 'Summit Beverage Co.' }).click();
      await expect(page.getByText('1–3 of 3')).toBeVisible();
      await expect(page.getByTestId('total-rebate')).toHaveText('$511.03');
      const [, ...rows] = parseCsv((await exportCsv(page)).bytes);
      expect(rows.map((row) => row[0]!.slice(0, 4))).toEqual(['2025', '2025', '2025']);
      await page.getByRole('combobox', { name: 'Year' }).click();
      await page.getByRole('option', { name: '2023' }).click();
      await expect(page.getByText('No rebate receipts for 2023. Pick another year above.')).toBeVisible();
      await expectAccessible(page);
      await page.getByRole('combobox', { name: 'Year' }).click();
      await page.getByRole('option', { name: 'Latest' }).click();
      await expect(page.getByText('1–10 of 13')).toBeVisible();
    } finally {
      page.off('request', onRequest);
    }
  });

  test('the dashboard’s rebate chart shows 2025 beside 2026 on request', async () => {
    const { page } = portal;
    await page.goto('/dashboard');
    await waitForHeading(page, 'Dashboard');
    const toggle = page.getByRole('button', { name: 'Show 2025 beside it' });
    await toggle.click();
    await expect(
      page.getByRole('table', { name: 'Rebates by month' }).getByRole('columnheader', { name: '2025' }),
    ).toBeAttached();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expectAccessible(page);
  });
});
