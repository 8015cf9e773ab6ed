import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, openPortal, signInThroughProvider, test, waitForHeading } from './browser';
import { answerStatus, draftKeys, formsSession, openOnMapleStreet, recordPosts } from './forms-helpers';
import { logOut } from './log-out';

// Incentive claims lose nothing: with and without a photo, a 500 then success with everything still there, a reload
// in the middle, and a Logout that leaves no draft behind, for the default member signed in through the local
// identity provider, against Prism answering with the contract's examples. At a desktop's size (and a 375 px phone
// where a test says so).
const PHOTO = path.resolve(import.meta.dirname, '../fixtures/cold-vault-display.png');
const PHOTO_BYTES = readFileSync(PHOTO);
// Chromium does not give a test the bytes of a file in a request body: the page notes each photo it hands to
// XMLHttpRequest (name, size, type and SHA-256 of its bytes).
const PHOTO_SHA256 = createHash('sha256').update(PHOTO_BYTES).digest('hex');
/** The photo as sent: the bytes as chosen (the fixture carries no metadata to cut), under the neutral name. */
const SENT_PHOTO = `incentive-photo.png:${PHOTO_BYTES.length}:image/png:${PHOTO_SHA256}`;

const session = formsSession();

test.beforeAll(async () => {
  await recordSentImages(session.portal.page);
});

async function recordSentImages(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const send = Object.getOwnPropertyDescriptor(XMLHttpRequest.prototype, 'send')!.value as (
      this: XMLHttpRequest,
      body?: Document | XMLHttpRequestBodyInit | null,
    ) => void;
    const seen: Promise<string>[] = [];
    (window as unknown as { sentImages: Promise<string>[] }).sentImages = seen;
    XMLHttpRequest.prototype.send = function sendAndNote(body?: Document | XMLHttpRequestBodyInit | null) {
      const image = body instanceof FormData ? body.get('image') : null;
      if (image instanceof File) {
        seen.push(
          image
            .arrayBuffer()
            .then((bytes) => crypto.subtle.digest('SHA-256', bytes))
            .then(
              (hash) =>
                `${image.name}:${image.size}:${image.type}:${[...new Uint8Array(hash)].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`,
            ),
        );
      }
      send.call(this, body);
    };
  });
}

const sentImages = (page: Page) =>
  page.evaluate(() => Promise.all((window as unknown as { sentImages?: Promise<string>[] }).sentImages ?? []));

/** The photo claim of the Holiday Cold Vault Display, filled in: title, display location, the PNG from tests/fixtures. */
async function fillPhotoClaim(page: Page) {
  await page.getByRole('link', { name: 'Claim Holiday Cold Vault Display' }).click();
  const form = page.getByRole('form', { name: 'Claim: Holiday Cold Vault Display' });
  await expect(form.getByLabel('First name')).toBeEnabled();
  await form.getByLabel('Title').first().fill('Store Manager');
  await form.getByLabel('Display location').selectOption('Counter display');
  await form.locator('input[type="file"]:not([capture])').setInputFiles(PHOTO);
  await expect(form.getByRole('img', { name: 'Preview of cold-vault-display.png' })).toBeVisible();
  return form;
}

/** Throttles the tab's uploads to `bytesPerSecond` (none: no limit). */
type Throttle = (bytesPerSecond?: number) => Promise<void>;

test('a claim with a real PNG: multipart with the contract’s query names, the upload bar, then the list shows it submitted', async () => {
  const page = await openOnMapleStreet(session.portal, '/incentives', 'Incentives');
  const posts = recordPosts(page, '/PostIncentiveBlob');
  const form = await fillPhotoClaim(page);
  await expectAccessible(page);

  // From now on the list says what the server would after the claim: submitted.
  await page.route('**/api/incentivesblobservice/GetIncentives/**', async (route) => {
    const answer = await route.fetch();
    const list = (await answer.json()) as { incentives: { id: string; status: string }[] };
    await route.fulfill({
      response: answer,
      json: {
        ...list,
        incentives: list.incentives.map((item) =>
          item.id === 'INC-2026-118' ? { ...item, status: 'Submitted' } : item,
        ),
      },
    });
  });
  // A weak connection in the back office: 48 KiB/s up, so the 177 KiB photo takes seconds and the bar moves.
  const cdp = await session.portal.context.newCDPSession(page);
  await cdp.send('Network.enable');
  const throttle: Throttle = async (bytesPerSecond = -1) => {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: bytesPerSecond === -1 ? 0 : 20,
      downloadThroughput: -1,
      uploadThroughput: bytesPerSecond,
    });
  };
  await throttle(48 * 1024);
  try {
    await form.getByRole('button', { name: 'Send claim' }).click();
    const bar = form.getByRole('progressbar', { name: 'Sending…' });
    // The value the bar first shows above 0, to see it move on from there.
    let partway = -1;
    await expect
      .poll(async () => (partway = Number((await bar.getAttribute('aria-valuenow')) ?? -1)), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await expect(form.getByText(/^Uploading: \d+%$/)).toBeVisible();
    await expect(form.getByRole('button', { name: 'Send claim' })).toBeDisabled();
    await expect
      .poll(async () => Number((await bar.getAttribute('aria-valuenow')) ?? 100), { timeout: 15_000 })
      .toBeGreaterThan(partway);
  } finally {
    await throttle();
    await cdp.detach();
  }

  const table = page.getByRole('table', { name: 'Incentives for this store' });
  await expect(table).toBeVisible();
  await expect(table.locator('tr', { hasText: 'Holiday Cold Vault Display' })).toContainText('Submitted', {
    useInnerText: true,
  });
  expect(posts).toHaveLength(1);
  expect(Object.fromEntries(new URL(posts[0]!.url()).searchParams)).toEqual({
    FirstName: 'Maria',
    LastName: 'Alvarez',
    Email: 'member@example.com',
    CellNumber: '(217) 555-0166',
    IbcNumber: '10482',
    IncentiveId: 'INC-2026-118',
    Source: 'Web Portal',
  });
  expect(posts[0]!.headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  // Prism checks the multipart body against the contract (image, Title and DropdownValue required): it took it.
  await expect.poll(() => answerStatus(posts[0]!)).toBe(200);
  // The picture's bytes as chosen, under the neutral name, not the file's own.
  await expect.poll(() => sentImages(page)).toEqual([SENT_PHOTO]);
});

test('a claim without photo, by keyboard alone on a 375 px phone: plain text with the contract’s query names', async () => {
  const page = await openOnMapleStreet(session.portal, '/incentives', 'Incentives');
  await page.setViewportSize({ width: 375, height: 740 });
  const posts = recordPosts(page, '/PostIncentiveNoImage');
  // The phone's cards replace the table's rows: the link focused must be the card's, not a row's about to go.
  const cards = page.getByRole('list', { name: 'Incentives for this store' });
  const claim = cards.getByRole('link', { name: 'Claim Coffee Bar Reset Survey' });
  await claim.focus();
  await page.keyboard.press('Enter');
  const form = page.getByRole('form', { name: 'Claim: Coffee Bar Reset Survey' });
  await expect(form.getByLabel('First name')).toBeEnabled();
  await form.getByLabel('Title').first().focus();
  await page.keyboard.type('Owner');
  await page.keyboard.press('Tab');
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('SELECT');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Finished on <b>Monday</b>');
  await expectAccessible(page);
  // No sideways scrolling on the phone.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.keyboard.press('Tab');
  await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Send claim');
  await page.keyboard.press('Enter');
  // The list's section may still stand while the form sends, so wait for the request itself, then the list.
  await expect.poll(() => posts.length).toBe(1);
  await expect(
    page
      .getByRole('table', { name: 'Incentives for this store' })
      .or(page.getByRole('region', { name: 'Incentives for this store' }))
      .first(),
  ).toBeVisible();
  expect(posts).toHaveLength(1);
  const query = Object.fromEntries(new URL(posts[0]!.url()).searchParams);
  expect(query).toMatchObject({
    IbcNumber: '10482',
    IncentiveId: 'INC-2026-124',
    Source: 'Web Portal',
    FirstName: 'Maria',
    LastName: 'Alvarez',
    Title: 'Owner',
    CellNumber: '(217) 555-0166',
    Email: 'member@example.com',
  });
  expect(['Reset completed', 'Reset scheduled', 'No coffee bar in store']).toContain(query.DropdownValue);
  expect(posts[0]!.headers()['content-type']).toBe('text/plain');
  expect(posts[0]!.postData()).toBe('Finished on <b>Monday</b>');
});

test('a 500, then success: every field and the photo are still there, and Try again sends the same photo', async () => {
  const page = await openOnMapleStreet(session.portal, '/incentives', 'Incentives');
  const posts = recordPosts(page, '/PostIncentiveBlob');
  const form = await fillPhotoClaim(page);
  await page.route(
    '**/api/incentivesblobservice/PostIncentiveBlob**',
    (route) => route.fulfill({ status: 500, json: { error: 'Something went wrong, Please try again!' } }),
    { times: 1 },
  );
  await form.getByRole('button', { name: 'Send claim' }).click();
  await expect(form.getByRole('alert')).toContainText(
    'The server had a problem answering. Please try again. Nothing you entered is lost.',
    { useInnerText: true },
  );
  await expect(form.getByLabel('First name')).toHaveValue('Maria');
  await expect(form.getByLabel('Title').first()).toHaveValue('Store Manager');
  await expect(form.getByLabel('Display location')).toHaveValue('Counter display');
  await expect(form.getByRole('img', { name: 'Preview of cold-vault-display.png' })).toBeVisible();
  await expectAccessible(page);

  await form.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('table', { name: 'Incentives for this store' })).toBeVisible();
  expect(posts).toHaveLength(2);
  expect(posts[1]!.url()).toBe(posts[0]!.url());
  // The same photo both times, byte for byte, and the second one taken by Prism's contract check.
  await expect.poll(() => sentImages(page)).toEqual([SENT_PHOTO, SENT_PHOTO]);
  await expect.poll(() => answerStatus(posts[1]!)).toBe(200);
});

test('a reload in the middle of a claim asks first, then puts back the fields and the photo', async () => {
  const page = await openOnMapleStreet(session.portal, '/incentives', 'Incentives');
  const form = await fillPhotoClaim(page);
  // The draft (values and photo) is in IndexedDB before the reload.
  await expect
    .poll(() => draftKeys(page))
    .toEqual(expect.arrayContaining([expect.stringMatching(/incentive:INC-2026-118#photo$/)]));
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.type());
    void dialog.accept();
  });
  await page.reload();
  await waitForHeading(page, 'Incentives');
  expect(dialogs).toEqual(['beforeunload']);
  const restored = page.getByRole('form', { name: 'Claim: Holiday Cold Vault Display' });
  await expect(restored.getByText('Your unsent entries are back')).toBeVisible();
  await expect(restored.getByLabel('Title').first()).toHaveValue('Store Manager');
  await expect(restored.getByLabel('Display location')).toHaveValue('Counter display');
  await expect(restored.getByRole('img', { name: 'Preview of cold-vault-display.png' })).toBeVisible();
  await expect(form).toHaveCount(1);
  // Leaves nothing behind for the other tests.
  await restored.getByRole('button', { name: 'Start over' }).click();
  await expect(restored.getByLabel('Title').first()).toHaveValue('');
});

test('Logout leaves no draft in the browser, and does not stop to ask about the unsent form', async ({ browser }) => {
  // A tab of its own that signs in through the provider: the Logout is the subject.
  const own = await openPortal(browser);
  try {
    const { page } = own;
    await page.goto('/incentives?claim=INC-2026-118');
    await expect(page).toHaveURL(/\/signin$/);
    await signInThroughProvider(page);
    const form = page.getByRole('form', { name: 'Claim: Holiday Cold Vault Display' });
    await expect(form.getByLabel('First name')).toBeEnabled({ timeout: 20_000 });
    await form.getByLabel('Title').first().fill('Owner');
    await form.locator('input[type="file"]:not([capture])').setInputFiles(PHOTO);
    await expect
      .poll(() => draftKeys(page))
      .toEqual(expect.arrayContaining([expect.stringMatching(/incentive:INC-2026-118#photo$/)]));
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.type());
      void dialog.accept();
    });
    await logOut(page);
    await expect.poll(() => draftKeys(page)).toEqual([]);
    // Nothing personal in any storage either: no token, no MSAL credential, no e-mail, no store choice.
    await expect
      .poll(() =>
        page.evaluate(() =>
          [localStorage, sessionStorage].flatMap((storage) =>
            Object.entries<string>({ ...storage })
              .filter(
                ([key, value]) =>
                  key === 'token' ||
                  key.startsWith('msal.3|') ||
                  key.startsWith('memberPortal.currentStore') ||
                  /@|eyJ[\w-]{8,}/.test(value),
              )
              .map(([key]) => key),
          ),
        ),
      )
      .toEqual([]);
    // No cookie but MSAL's key for its cache (a session cookie; nothing is encrypted under it after Logout).
    await expect
      .poll(async () =>
        (await own.context.cookies(page.url())).filter((cookie) => cookie.name !== 'msal.cache.encryption'),
      )
      .toEqual([]);
    expect(dialogs).toEqual([]);
    expect(own.problems.join('\n')).toBe('');
  } finally {
    await own.context.close();
  }
});
