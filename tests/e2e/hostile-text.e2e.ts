import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openSignedInPortal, waitForHeading, type PortalPage } from './browser';

// Issue 11 §3: server texts are data, never markup. Prism's real answers are taken and their texts replaced with
// script payloads; each must show as the characters it is, run nothing and add no element.
const payloads = [
  '<script>window.__xss = "script"</script>',
  '<img src="x" onerror="window.__xss = \'img\'">',
  '<svg onload="window.__xss = \'svg\'"></svg>',
  '"><script>window.__xss = "attribute"</script>',
  '<iframe srcdoc="<script>parent.__xss = 1</script>"></iframe>',
  '<a href="javascript:window.__xss = \'link\'">Open</a>',
  '<details open ontoggle="window.__xss = \'details\'">',
  '</title><script>window.__xss = "title"</script>',
  '<style>body { display: none }</style>',
  '<math><mtext><img src="x" onerror="window.__xss = \'math\'"></mtext></math>',
  '{{constructor.constructor("window.__xss = \'template\'")()}}',
  '<body onload="window.__xss = \'body\'">',
];
/** The fields members read: names, titles, messages, summaries and descriptions. */
const TEXT_FIELDS = new Set(['name', 'message', 'title', 'summary', 'description', 'vendor', 'benefit']);

let next = 0;
function poison(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(poison);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [
      key,
      typeof field === 'string' && TEXT_FIELDS.has(key) ? payloads[next++ % payloads.length] : poison(field),
    ]),
  );
}
async function poisoned(route: Route): Promise<void> {
  const response = await route.fetch();
  await route.fulfill({ response, json: poison(await response.json()) });
}

let browser: Browser;
let portal: PortalPage;
let page: Page;
const dialogs: string[] = [];
const shown = new Set<string>();

beforeAll(async () => {
  browser = await launchBrowser();
  portal = await openSignedInPortal(browser);
  page = portal.page;
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  for (const api of ['ibcstorechain', 'mynewsletterapi', 'myDashboardApi', 'myactiveprograms', 'myavailableprograms']) {
    await page.route(new RegExp(`/api/${api}[/?]`), poisoned);
  }
  await page.goto('/dashboard');
});
afterAll(async () => {
  await portal?.context.close();
  await browser?.close();
});

/** Which payloads the page shows as text, after checking that none ran or left an element behind. */
async function expectShownAsText(): Promise<number> {
  const state = await page.evaluate(() => ({
    ran: (window as { __xss?: unknown }).__xss ?? null,
    elements: [
      ...document.querySelectorAll(
        'main img[src="x"], iframe[srcdoc], svg[onload], details[ontoggle], main style:not([data-mantine-styles]), main script, a[href^="javascript:"]',
      ),
    ].map((element) => element.outerHTML.slice(0, 120)),
    text: document.body.innerText,
  }));
  expect(state.ran).toBeNull();
  expect(state.elements).toEqual([]);
  const found = payloads.filter((payload) => state.text.includes(payload));
  for (const payload of found) shown.add(payload);
  return found.length;
}

describe('script payloads in server texts', () => {
  it('dashboard announcements and latest newsletter', async () => {
    await waitForHeading(page, 'Dashboard');
    await page.getByRole('list', { name: 'Announcements' }).waitFor();
    expect(await expectShownAsText()).toBeGreaterThan(0);
  });

  it('the store notifications in the header', async () => {
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await page.getByRole('list', { name: 'Notifications' }).waitFor();
    expect(await expectShownAsText()).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
  });

  it.each([
    ['/newsletter', 'Newsletter'],
    ['/programs/active', 'Active Programs'],
    ['/programs/available', 'Available Programs'],
  ])('%s', async (path, heading) => {
    await page.goto(path);
    await waitForHeading(page, heading);
    await page.getByRole('table').first().waitFor();
    expect(await expectShownAsText()).toBeGreaterThan(0);
  });

  it('ran none, opened no dialog, logged no error, and showed at least ten payloads as text', () => {
    console.log(`script payloads shown as text: ${shown.size} of ${payloads.length}`);
    expect(dialogs).toEqual([]);
    expect(portal.problems.join('\n')).toBe('');
    expect(shown.size).toBeGreaterThanOrEqual(10);
  });
});

// Issue 21 §3: document links come from data too. The contract allows https only, so an answer carrying a
// javascript:, data: or plain http: link is refused by its schema before any link is drawn: the page shows its
// translated error with Try again, and no anchor with that address exists anywhere.
const LINK_PAYLOADS = [
  'javascript:window.__xss = "pdf"',
  'data:text/html,<script>parent.__xss = 1</script>',
  'http://documents.example.com/plain.pdf',
];
const LINK_FIELDS: Array<{ api: RegExp; path: string; heading: string }> = [
  { api: /\/api\/myDashboardApi[/?]/, path: '/dashboard', heading: 'Dashboard' },
  { api: /\/api\/mynewsletterapi\//, path: '/newsletter', heading: 'Newsletter' },
  { api: /\/api\/myrebatereceipt[/?]/, path: '/rebate/invoice', heading: 'Invoice Receipt' },
  { api: /\/api\/myfifthcheckapi[/?]/, path: '/rebate/fifth-check', heading: 'Fifth Check' },
  { api: /\/api\/myplanogram\//, path: '/merchandise/planograms', heading: 'Planograms' },
];

/** Every pdfUrl in an answer, however deep, replaced by `link`. */
function withLink(value: unknown, link: string): unknown {
  if (Array.isArray(value)) return value.map((item) => withLink(item, link));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [key, key === 'pdfUrl' ? link : withLink(field, link)]),
  );
}

describe('link payloads in document links', () => {
  let refused = 0;
  let problemsBefore = 0;
  beforeAll(() => {
    problemsBefore = portal.problems.length;
  });

  it.each(LINK_FIELDS.flatMap((field) => LINK_PAYLOADS.map((link) => ({ ...field, link }))))(
    '$path refuses $link',
    async ({ api, path, heading, link }) => {
      const handler = async (route: Route) => {
        const response = await route.fetch();
        await route.fulfill({ response, json: withLink(await response.json(), link) });
      };
      await page.route(api, handler);
      try {
        await page.goto(path);
        await waitForHeading(page, new RegExp(heading, 'i'));
        await page.getByRole('button', { name: 'Try again' }).first().waitFor();
        const anchors = await page.evaluate(
          (address) =>
            [...document.querySelectorAll('a')].filter((anchor) => anchor.getAttribute('href') === address).length,
          link,
        );
        expect(anchors).toBe(0);
        expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss ?? null)).toBeNull();
        refused += 1;
      } finally {
        await page.unroute(api, handler);
      }
    },
  );

  it('refused every one of them, and nothing ran or was logged as an error', () => {
    console.log(
      `link payloads refused: ${refused} of ${LINK_FIELDS.length * LINK_PAYLOADS.length} (${LINK_FIELDS.length} link fields × ${LINK_PAYLOADS.length} schemes)`,
    );
    expect(refused).toBe(LINK_FIELDS.length * LINK_PAYLOADS.length);
    expect(dialogs).toEqual([]);
    expect(portal.problems.slice(problemsBefore).join('\n')).toBe('');
  });
});
