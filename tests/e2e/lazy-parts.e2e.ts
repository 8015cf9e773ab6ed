import { expect, expectAccessible, openSignedInPortal, test, waitForHeading, type PortalPage } from './browser';
import { watchCodeDownloads } from './code-downloads';

// A part of the frame loaded on its own (the ads' carousel beside the page, 1280 px and wider) whose stylesheet did
// not arrive: the page stays as it is, the part's place is held, and the part shows with its styles once it can be
// had. Its sheet is fetched again (the browser and Vite ask for a failed one only once). Before, the failure reached
// the page's boundary ("This page could not be shown") for a part the member had not even asked for.
const carouselSheet = /\/assets\/AdCarousel-[\w-]+\.css$/;
const pageFailed = 'This page could not be shown.';
const offline = 'You are offline. This will load as soon as you are back online.';

let portal: PortalPage;
let sheetRequests: number;

test.beforeEach(async ({ browser }) => {
  portal = await openSignedInPortal(browser, { viewport: { width: 1366, height: 900 } });
  sheetRequests = 0;
  portal.page.on('request', (request) => {
    if (carouselSheet.test(new URL(request.url()).pathname)) sheetRequests += 1;
  });
});
test.afterEach(async () => {
  // The failed download is the scenario; anything else in the console is a bug.
  const problems = portal.problems.filter((problem) => !/Failed to load resource/.test(problem));
  await portal.context.close();
  expect(problems.join('\n')).toBe('');
});

/** The carousel drawn with its own styles: its slides side by side in their row, which its sheet alone makes them. */
async function expectStyledCarousel(): Promise<void> {
  const { page } = portal;
  const carousel = page.locator('[data-rotation]');
  await expect(carousel).toBeVisible();
  await expect(carousel.locator('[data-ad]').first().locator('..')).toHaveCSS('display', 'flex');
  await expect(page.getByRole('tablist', { name: 'Advertisements' }).getByRole('tab')).toHaveCount(3);
}

test('the carousel’s stylesheet failing as the connection goes: the page stays, the column waits, then shows it styled', async () => {
  const { page, context } = portal;
  // The connection goes as the carousel's sheet loads, once the rest of the page's code has come (code cut on its
  // way: code-downloads.ts): the dashboard's chart too, whose download starts as its section comes into view, a
  // moment after the page's answer (a clean-clone run cut it on its way, and the chart stayed out of reach).
  const code = watchCodeDownloads(page);
  await page.route(
    carouselSheet,
    async (route) => {
      await expect(page.getByTestId('rebates-chart')).toBeVisible();
      await code.arrived();
      await context.setOffline(true);
      await route.abort('internetdisconnected');
    },
    { times: 1 },
  );
  // The failure, caught where it happened while offline, is a warning (an error reaching the page would be one too,
  // with the page's failure on screen).
  const caught = page.waitForEvent('console', (message) => /Unable to preload CSS/.test(message.text()));
  await page.goto('/dashboard');
  await waitForHeading(page, 'Dashboard');
  expect((await caught).type()).toBe('warning');
  expect(sheetRequests).toBe(1);
  // The page is the dashboard still; only the column's place waits (its sections that had no answer yet may say
  // they are offline, which is true).
  await expect(page.locator('[data-rotation]')).toHaveCount(0);
  await expect(page.getByText(pageFailed)).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  await context.setOffline(false);
  await expectStyledCarousel();
  await expect(page.getByText(offline)).toHaveCount(0);
  expect(sheetRequests).toBe(2);
  await expectAccessible(page);
});

test('the carousel’s stylesheet failing once while online: fetched again in place, no reload, drawn styled', async () => {
  const { page } = portal;
  await page.route(carouselSheet, (route) => route.abort('failed'), { times: 1 });
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents.push(request.url());
  });
  await page.goto('/dashboard');
  await waitForHeading(page, 'Dashboard');
  await expectStyledCarousel();
  expect(sheetRequests).toBe(2);
  // One document: the dashboard's own load, never a reload for a "newer version".
  expect(documents).toHaveLength(1);
  await expect(page.getByText(pageFailed)).toBeHidden();
});
