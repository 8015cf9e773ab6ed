import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  expectAccessible,
  launchBrowser,
  openPortal,
  openSignedInPortal,
  signInThroughProvider,
  waitForHeading,
  type PortalPage,
} from './browser';

// The forms that lose nothing (issue 9): incentive claims with and without a photo, enrolment, a receipt by
// e-mail, a 500 then success with everything still there, and a reload in the middle, for the default member signed
// in through the local identity provider, against Prism answering with the contract's examples.
const PHOTO = path.resolve(import.meta.dirname, '../../fixtures/cold-vault-display.png');
const PHOTO_BYTES = readFileSync(PHOTO);
const DESKTOP = { width: 1366, height: 900 };
let browser: Browser;
let portal: PortalPage;

beforeAll(async () => {
  browser = await launchBrowser();
  portal = await openSignedInPortal(browser, { viewport: DESKTOP });
  await portal.page.goto('/incentives');
  await waitForHeading(portal.page, 'Incentives');
});
afterAll(async () => {
  await browser?.close();
});

let problemsBefore = 0;
beforeEach(async () => {
  problemsBefore = portal.problems.length;
  // No draft of another test: each starts from empty forms, whatever ran before it and however it ended.
  await portal.page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const request = indexedDB.open('member-portal-drafts');
        request.onupgradeneeded = () => request.result.createObjectStore('drafts');
        request.onsuccess = () => {
          const clearing = request.result.transaction('drafts', 'readwrite').objectStore('drafts').clear();
          clearing.onsuccess = () => {
            request.result.close();
            resolve();
          };
        };
      }),
  );
});
afterEach(async ({ task }) => {
  if (task.result?.state === 'fail')
    await portal.page.screenshot({ path: `/tmp/forms-e2e-failed-${task.id}.png`, fullPage: true });
  await portal.page.unrouteAll({ behavior: 'ignoreErrors' });
  portal.page.removeAllListeners('request');
  portal.page.removeAllListeners('dialog');
  await portal.page.setViewportSize(DESKTOP);
  // The 500 answers of a test are expected in the console; nothing else is.
  expect(
    portal.problems
      .slice(problemsBefore)
      .filter((problem) => !/status of 500/.test(problem))
      .join('\n'),
  ).toBe('');
});

/** Opens a path afresh on store 10482 (Maple Street Market), whatever an earlier test chose. */
async function open(pathname: string, heading: string): Promise<Page> {
  const { page } = portal;
  await page.goto(pathname);
  await waitForHeading(page, heading);
  const selector = page.getByRole('combobox', { name: 'Store' });
  await expect.poll(() => selector.inputValue()).not.toBe('');
  if ((await selector.inputValue()) !== 'Maple Street Market') {
    await selector.click();
    await page.getByRole('option', { name: 'Maple Street Market' }).click();
  }
  return page;
}

function recordPosts(page: Page, pathPart: string): Request[] {
  const posts: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes(pathPart)) posts.push(request);
  });
  return posts;
}

/** The photo claim of the Holiday Cold Vault Display, filled in: title, display location, the PNG from tests/fixtures. */
async function fillPhotoClaim(page: Page) {
  await page.getByRole('link', { name: 'Claim Holiday Cold Vault Display' }).click();
  const form = page.getByRole('form', { name: 'Claim: Holiday Cold Vault Display' });
  await expect.poll(() => form.getByLabel('First name').isEnabled()).toBe(true);
  await form.getByLabel('Title').first().fill('Store Manager');
  await form.getByLabel('Display location').selectOption('Counter display');
  await form.locator('input[type="file"]:not([capture])').setInputFiles(PHOTO);
  await form.getByRole('img', { name: 'Preview of cold-vault-display.png' }).waitFor();
  return form;
}

// Chromium does not give a test the bytes of a file in a request body: the page notes each photo it hands to
// XMLHttpRequest (name, size, type and SHA-256 of its bytes).
const PHOTO_SHA256 = createHash('sha256').update(PHOTO_BYTES).digest('hex');

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

/** The keys in the drafts store of IndexedDB (none when it does not exist). */
const draftKeys = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const request = indexedDB.open('member-portal-drafts');
        request.onupgradeneeded = () => request.result.createObjectStore('drafts');
        request.onsuccess = () => {
          const keys = request.result.transaction('drafts').objectStore('drafts').getAllKeys();
          keys.onsuccess = () => {
            request.result.close();
            resolve(keys.result.map(String));
          };
        };
      }),
  );

describe('incentive claims', () => {
  beforeAll(() => recordSentImages(portal.page));

  it('a claim with a real PNG: multipart with the spec’s query names, the upload bar, then the list shows it submitted', async () => {
    const page = await open('/incentives', 'Incentives');
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
    const cdp = await portal.context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 48 * 1024,
    });
    await form.getByRole('button', { name: 'Send claim' }).click();
    const bar = form.getByRole('progressbar', { name: 'Sending…' });
    await expect
      .poll(async () => Number((await bar.getAttribute('aria-valuenow')) ?? -1), { timeout: 15_000 })
      .toBeGreaterThan(0);
    const partway = Number(await bar.getAttribute('aria-valuenow'));
    expect(await form.getByText(/^Uploading: \d+%$/).isVisible()).toBe(true);
    expect(await form.getByRole('button', { name: 'Send claim' }).isDisabled()).toBe(true);
    await expect
      .poll(async () => Number((await bar.getAttribute('aria-valuenow')) ?? 100), { timeout: 15_000 })
      .toBeGreaterThan(partway);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await cdp.detach();

    const table = page.getByRole('table', { name: 'Incentives for this store' });
    await table.waitFor();
    await expect
      .poll(() => table.locator('tr', { hasText: 'Holiday Cold Vault Display' }).innerText())
      .toContain('Submitted');
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
    expect((await posts[0]!.response())?.status()).toBe(200);
    // The picture's bytes as chosen (the fixture carries no metadata to cut), under the neutral name, not the file's own.
    expect(await sentImages(page)).toEqual([`incentive-photo.png:${PHOTO_BYTES.length}:image/png:${PHOTO_SHA256}`]);
  });

  it('a claim without photo, by keyboard alone on a 375 px phone: plain text with the spec’s query names', async () => {
    const page = await open('/incentives', 'Incentives');
    await page.setViewportSize({ width: 375, height: 740 });
    const posts = recordPosts(page, '/PostIncentiveNoImage');
    const claim = page.getByRole('link', { name: 'Claim Coffee Bar Reset Survey' });
    await claim.focus();
    await page.keyboard.press('Enter');
    const form = page.getByRole('form', { name: 'Claim: Coffee Bar Reset Survey' });
    await expect.poll(() => form.getByLabel('First name').isEnabled()).toBe(true);
    await form.getByLabel('Title').first().focus();
    await page.keyboard.type('Owner');
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('SELECT');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Finished on <b>Monday</b>');
    await expectAccessible(page);
    // No sideways scrolling on the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Send claim');
    await page.keyboard.press('Enter');
    // The list's section may still stand while the form sends, so wait for the request itself, then the list.
    await expect.poll(() => posts.length).toBe(1);
    await page
      .getByRole('table', { name: 'Incentives for this store' })
      .or(page.getByRole('region', { name: 'Incentives for this store' }))
      .first()
      .waitFor();
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

  it('a 500, then success: every field and the photo are still there, and Try again sends the same photo', async () => {
    const page = await open('/incentives', 'Incentives');
    const posts = recordPosts(page, '/PostIncentiveBlob');
    const form = await fillPhotoClaim(page);
    await page.route(
      '**/api/incentivesblobservice/PostIncentiveBlob**',
      (route) => route.fulfill({ status: 500, json: { error: 'Something went wrong, Please try again!' } }),
      { times: 1 },
    );
    await form.getByRole('button', { name: 'Send claim' }).click();
    await expect
      .poll(() => form.getByRole('alert').innerText())
      .toContain('The server had a problem answering. Please try again. Nothing you entered is lost.');
    expect(await form.getByLabel('First name').inputValue()).toBe('Maria');
    expect(await form.getByLabel('Title').first().inputValue()).toBe('Store Manager');
    expect(await form.getByLabel('Display location').inputValue()).toBe('Counter display');
    expect(await form.getByRole('img', { name: 'Preview of cold-vault-display.png' }).isVisible()).toBe(true);
    await expectAccessible(page);

    await form.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('table', { name: 'Incentives for this store' }).waitFor();
    expect(posts).toHaveLength(2);
    expect(posts[1]!.url()).toBe(posts[0]!.url());
    // The same photo both times, byte for byte, and the second one taken by Prism's contract check.
    const photo = `incentive-photo.png:${PHOTO_BYTES.length}:image/png:${PHOTO_SHA256}`;
    expect(await sentImages(page)).toEqual([photo, photo]);
    expect((await posts[1]!.response())?.status()).toBe(200);
  });

  it('a reload in the middle of a claim asks first, then puts back the fields and the photo', async () => {
    const page = await open('/incentives', 'Incentives');
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
    await restored.getByText('Your unsent entries are back').waitFor();
    expect(await restored.getByLabel('Title').first().inputValue()).toBe('Store Manager');
    expect(await restored.getByLabel('Display location').inputValue()).toBe('Counter display');
    await restored.getByRole('img', { name: 'Preview of cold-vault-display.png' }).waitFor();
    expect(await form.count()).toBe(1);
    // Leaves nothing behind for the other tests.
    await restored.getByRole('button', { name: 'Start over' }).click();
    await expect.poll(() => restored.getByLabel('Title').first().inputValue()).toBe('');
  });
});

describe('enrolment and receipts', () => {
  it('enrols in a program after a review, shows the server’s confirmation, and the program is active without a reload', async () => {
    const page = await open('/programs/available', 'Available Programs');
    const posts = recordPosts(page, '/api/myavailableprograms/');
    await page.getByRole('link', { name: 'Enrol in Blue Ridge Coffee Bar Partnership' }).click();
    const form = page.getByRole('form', { name: 'Enrol in Blue Ridge Coffee Bar Partnership' });
    const account = form.getByLabel('Distributor and account');
    await expect.poll(() => account.isEnabled()).toBe(true);
    await form.getByLabel('Note for the program team (optional)').fill('After the holidays, please.');
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Review enrolment' }).click();
    await form.getByText('Please check and confirm').waitFor();
    await page.route('**/api/myactiveprograms/**', async (route) => {
      const answer = await route.fetch();
      const list = (await answer.json()) as { programs: Record<string, unknown>[] };
      const coffee = {
        ...list.programs[0],
        id: 'PRG-108',
        name: 'Blue Ridge Coffee Bar Partnership',
        distributor: 'Prairie Foodservice Supply',
        accountNumber: 'PFS-77105',
      };
      await route.fulfill({ response: answer, json: { ...list, programs: [...list.programs, coffee] } });
    });
    await form.getByRole('button', { name: 'Confirm enrolment' }).click();
    await expect
      .poll(() => page.getByTestId('enrol-confirmation').innerText())
      .toContain('The enrolment request for Maple Street Market (10482) has been received.');
    expect(posts).toHaveLength(1);
    expect(Object.fromEntries(new URL(posts[0]!.url()).searchParams)).toEqual({
      ibcNumber: '10482',
      program: 'PRG-108',
      advertising: 'false',
      distributor: 'Prairie Foodservice Supply',
      accountNumber: 'PFS-77105',
    });
    expect(posts[0]!.postData()).toBe('After the holidays, please.');
    // Through the menu, no reload: the active programs are asked for again and list it.
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => navigations.push(frame.url()));
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const programs = nav.getByRole('button', { name: 'Programs', exact: true });
    if ((await programs.getAttribute('aria-expanded')) !== 'true') await programs.click();
    await nav.getByRole('link', { name: 'Active Programs', exact: true }).click();
    await waitForHeading(page, 'Active Programs');
    await page.getByRole('table').getByText('Blue Ridge Coffee Bar Partnership').waitFor();
    expect(navigations.every((url) => new URL(url).pathname === '/programs/active')).toBe(true);
  });

  it('E-mail me this receipt: posts emailAddress and source=Web Portal, and shows the raw answer as text', async () => {
    const page = await open('/rebate/invoice', 'Invoice Receipt');
    const posts = recordPosts(page, '/api/myrebatereceipt');
    await page.getByRole('link', { name: 'E-mail me the receipt for invoice SBC-INV-884517' }).click();
    const form = page.getByRole('form', { name: 'E-mail the receipt for invoice SBC-INV-884517' });
    await expect.poll(() => form.getByLabel('Send it to').inputValue()).toBe('member@example.com');
    await expectAccessible(page);
    await form.getByRole('button', { name: 'E-mail me this receipt' }).click();
    await expect
      .poll(() => page.getByTestId('receipt-email-answer').innerText())
      .toBe(
        'Your rebate receipts have been e-mailed to member@example.com. Please allow up to 15 minutes for delivery.',
      );
    expect(posts).toHaveLength(1);
    expect(Object.fromEntries(new URL(posts[0]!.url()).searchParams)).toEqual({
      emailAddress: 'member@example.com',
      source: 'Web Portal',
    });
    expect(posts[0]!.postData()).toBe('Receipt RR-2026-10482-0048 (invoice SBC-INV-884517)');
  });
});

describe('Logout', () => {
  it('leaves no draft in the browser, and does not stop to ask about the unsent form', async () => {
    const own = await openPortal(browser, { viewport: DESKTOP });
    const { page } = own;
    await page.goto('/incentives?claim=INC-2026-118');
    await page.waitForURL('**/signin');
    await signInThroughProvider(page);
    const form = page.getByRole('form', { name: 'Claim: Holiday Cold Vault Display' });
    await expect
      .poll(
        () =>
          form
            .getByLabel('First name')
            .isEnabled()
            .catch(() => false),
        { timeout: 20_000 },
      )
      .toBe(true);
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
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(/\/signin(\?|$)/);
    await waitForHeading(page, 'Sign in to your member account');
    expect(await draftKeys(page)).toEqual([]);
    // Issue 11 §3: nothing personal in any storage either: no token, no MSAL credential, no e-mail, no store choice.
    const leftovers = await page.evaluate(() =>
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
    );
    expect(leftovers).toEqual([]);
    expect(await own.context.cookies(page.url())).toEqual([]);
    expect(dialogs).toEqual([]);
    expect(own.problems.join('\n')).toBe('');
    await own.context.close();
  });
});
