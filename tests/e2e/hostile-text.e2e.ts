import type { Page, Route } from '@playwright/test';
import { expect, openSignedInPortal, test, waitForHeading, type PortalPage } from './browser';

// Server texts are data, never markup. Prism's real answers are taken and their texts replaced with script payloads;
// each must show as the characters it is, run nothing and add no element.
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

let portal: PortalPage;
let page: Page;
const dialogs: string[] = [];
const shown = new Set<string>();

test.beforeAll(async ({ browser }) => {
  portal = await openSignedInPortal(browser);
  page = portal.page;
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  for (const api of ['ibcstorechain', 'mynewsletterapi', 'myDashboardApi', 'myactiveprograms', 'myavailableprograms']) {
    await page.route(new RegExp(`/api/${api}[/?]`), poisoned);
  }
});
test.afterAll(async () => {
  await portal?.context.close();
});

/**
 * Waits until the page shows some of the payloads as text, and checks that by then none ran or left an element
 * behind (a script that ran leaves window.__xss set for good, an element stays: neither can come right later).
 * Records which payloads were shown.
 */
async function expectShownAsText(): Promise<void> {
  await expect
    .poll(async () => {
      const state = await page.evaluate(() => ({
        ran: (window as { __xss?: unknown }).__xss ?? null,
        elements: [
          ...document.querySelectorAll(
            'main img[src="x"], iframe[srcdoc], svg[onload], details[ontoggle], main style:not([data-mantine-styles]), main script, a[href^="javascript:"]',
          ),
        ].map((element) => element.outerHTML.slice(0, 120)),
        text: document.body.innerText,
      }));
      const found = payloads.filter((payload) => state.text.includes(payload));
      for (const payload of found) shown.add(payload);
      return { ran: state.ran, elements: state.elements, shownAsText: found.length > 0 };
    })
    .toEqual({ ran: null, elements: [], shownAsText: true });
}

test.describe('script payloads in server texts', () => {
  // One tab goes through the pages that show server texts, one step each.
  test('show as text on every page, run none, open no dialog and log no error', async () => {
    await test.step('dashboard announcements and latest newsletter', async () => {
      await page.goto('/dashboard');
      await waitForHeading(page, 'Dashboard');
      await expect(page.getByRole('list', { name: 'Announcements' })).toBeVisible();
      await expectShownAsText();
    });

    await test.step('the store notifications in the header', async () => {
      await page.getByRole('button', { name: /^Notifications/ }).click();
      await expect(page.getByRole('list', { name: 'Notifications' })).toBeVisible();
      await expectShownAsText();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('list', { name: 'Notifications' })).toBeHidden();
    });

    for (const [path, heading] of [
      ['/newsletter', 'Newsletter'],
      ['/programs/active', 'Active Programs'],
      ['/programs/available', 'Available Programs'],
    ] as const) {
      await test.step(path, async () => {
        await page.goto(path);
        await waitForHeading(page, heading);
        await expect(page.getByRole('table').first()).toBeVisible();
        await expectShownAsText();
      });
    }

    await test.step('ran none, opened no dialog, logged no error, and showed at least ten payloads as text', () => {
      console.log(`script payloads shown as text: ${shown.size} of ${payloads.length}`);
      expect(dialogs).toEqual([]);
      expect(portal.problems.join('\n')).toBe('');
      expect(shown.size).toBeGreaterThanOrEqual(10);
    });
  });
});

// Document links come from data too. The API contract allows https only, so an answer carrying a javascript:, data:
// or plain http: link is refused by its schema before any link is drawn: the page shows its translated error with
// Try again, and no anchor with that address exists anywhere.
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

test.describe('link payloads in document links', () => {
  const cases = LINK_FIELDS.flatMap((field) => LINK_PAYLOADS.map((link) => ({ ...field, link })));

  test(`${LINK_FIELDS.length} link fields refuse ${LINK_PAYLOADS.length} schemes each, and nothing runs or is logged as an error`, async () => {
    // 15 page loads in one test (over 120 s in all in a flake hunt, 4 workers on 2 cores at a load of 21): three
    // times the usual two minutes, as the other loop tests have.
    test.slow();
    const problemsBefore = portal.problems.length;
    let refused = 0;
    for (const { api, path, heading, link } of cases) {
      await test.step(`${path} refuses ${link}`, async () => {
        const handler = async (route: Route) => {
          const response = await route.fetch();
          await route.fulfill({ response, json: withLink(await response.json(), link) });
        };
        await page.route(api, handler);
        try {
          await page.goto(path);
          await waitForHeading(page, new RegExp(heading, 'i'));
          await expect(page.getByRole('button', { name: 'Try again' }).first()).toBeVisible();
          await expect
            .poll(() =>
              page.evaluate(
                (address) =>
                  [...document.querySelectorAll('a')].filter((anchor) => anchor.getAttribute('href') === address)
                    .length,
                link,
              ),
            )
            .toBe(0);
          await expect.poll(() => page.evaluate(() => (window as { __xss?: unknown }).__xss ?? null)).toBeNull();
          refused += 1;
        } finally {
          await page.unroute(api, handler);
        }
      });
    }

    await test.step('refused every one of them, and nothing ran or was logged as an error', () => {
      console.log(
        `link payloads refused: ${refused} of ${cases.length} (${LINK_FIELDS.length} link fields × ${LINK_PAYLOADS.length} schemes)`,
      );
      expect(refused).toBe(cases.length);
      expect(dialogs).toEqual([]);
      expect(portal.problems.slice(problemsBefore).join('\n')).toBe('');
    });
  });
});
