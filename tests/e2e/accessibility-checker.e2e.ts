import { expect, expectAccessible, test } from './browser';

// expectAccessible runs axe-core itself (support/axe.ts): it must still find what AxeBuilder found, in the page and in
// its frames, on a second scan of the same document and after the document changes.

const inner =
  '<!doctype html><html lang="en"><head><title>Inner</title></head><body><main><h1>Inner</h1><button></button></main></body></html>';
const clean =
  '<!doctype html><html lang="en"><head><title>Clean</title></head><body><main><h1>Clean</h1><p>Readable text.</p></main></body></html>';
const broken =
  '<!doctype html><html lang="en"><head><title>Broken</title></head><body><main><h1>Broken</h1>' +
  '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">' +
  '<p style="color:#bbb;background:#fff">Pale text on white.</p>' +
  '<iframe title="Inner" src="/inner"></iframe>' +
  '</main></body></html>';

/** The violations' summary the check failed with (the assertion's actual value: its message is cut short). */
async function failureOf(check: Promise<void>): Promise<string> {
  return check.then(
    () => '',
    (error: Error & { matcherResult?: { actual?: unknown } }) =>
      typeof error.matcherResult?.actual === 'string' ? error.matcherResult.actual : error.message,
  );
}

test('finds the violations of the page and of its frame, scan after scan, and none on a clean page', async ({
  browser,
}) => {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    // A same-origin frame, served as a site would (a frame of about:blank has no origin to share).
    const pages: Record<string, string> = { '/broken': broken, '/clean': clean, '/inner': inner };
    await page.route('http://a11y.test/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: pages[new URL(route.request().url()).pathname] ?? '' }),
    );
    await page.goto('http://a11y.test/broken');
    // The documents are static: once the frame shows its heading, everything axe should find is there.
    await expect(page.frameLocator('iframe').getByRole('heading', { name: 'Inner' })).toBeVisible();
    for (const scan of ['first scan', 'second scan of the same document']) {
      const message = await failureOf(expectAccessible(page));
      expect({
        scan,
        image: message.includes('image-alt'),
        contrast: message.includes('color-contrast'),
        frameButton: message.includes('button-name'),
      }).toEqual({
        scan,
        image: true,
        contrast: true,
        frameButton: true,
      });
    }
    await page.goto('http://a11y.test/clean');
    await expectAccessible(page);
    await page.goto('http://a11y.test/broken');
    await expect(page.frameLocator('iframe').getByRole('heading', { name: 'Inner' })).toBeVisible();
    await expect(failureOf(expectAccessible(page))).resolves.toContain('image-alt');
  } finally {
    await context.close();
  }
});
