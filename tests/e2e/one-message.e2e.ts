import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, openSignedInPortal, waitForHeading, type PortalPage } from './browser';

// Issue 27 §4: one message per action. A claim, an enrolment and a receipt by e-mail each end in one success
// message, the service's answer (Prism answers with the contract's example for the store), under a translated title;
// no snackbar of ours beside it (E-mail me showed both). At a phone's width and a desktop's.
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const words = (text: string) => text.replace(/\s+/g, ' ').trim();
/** Every message the page shows: the statuses and alerts in its content, and any snackbar's. */
const messages = (page: Page) =>
  page
    // Not the advertisement column's own slide counter ('Slide 1 of 3').
    .locator('main :is([role="status"], [role="alert"]):not(aside *), .mantine-Notification-root')
    .filter({ hasText: /\S/, visible: true });

describe.each([
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
])('one message per action, $name', ({ viewport }) => {
  let portal: PortalPage;
  /** Files the page asked for: the snackbar's code comes only with a snackbar message. */
  let requested: string[];

  beforeEach(async () => {
    portal = await openSignedInPortal(browser, { viewport });
    requested = [];
    portal.page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  });
  afterEach(async () => {
    expect(portal.problems.join('\n')).toBe('');
    await portal.context.close();
  });

  /** Opens a page on store 10482 (Maple Street Market, the default member's first store). */
  async function open(pathname: string, heading: string): Promise<Page> {
    const { page } = portal;
    await page.goto(pathname);
    await waitForHeading(page, heading);
    await expect.poll(() => page.getByRole('combobox', { name: 'Store' }).inputValue()).toBe('Maple Street Market');
    return page;
  }

  /** The one message: a status named by its translated title, the service's text, nothing else said, no snackbar. */
  async function expectOneMessage(page: Page, title: string, text: string): Promise<Locator> {
    const message = page.getByRole('status', { name: title });
    await message.waitFor();
    expect(words(await message.innerText())).toBe(`${title} ${text}`);
    expect((await messages(page).allInnerTexts()).map(words)).toEqual([`${title} ${text}`]);
    expect(requested.filter((file) => /\/Snackbar-[^/]*\.js$/.test(file))).toEqual([]);
    // The form it answers is gone: the focus is on the message (read out, the next Tab goes on from it), not lost.
    await expect.poll(() => message.evaluate((element) => element === document.activeElement)).toBe(true);
    await expectAccessible(page);
    return message;
  }

  it('a claim: the sponsor’s answer, under “Claim sent” and its reference', async () => {
    const page = await open('/incentives?claim=INC-2026-124', 'Incentives');
    const form = page.getByRole('form', { name: 'Claim: Coffee Bar Reset Survey' });
    await expect.poll(() => form.getByLabel('First name').isEnabled()).toBe(true);
    await form.getByLabel('Title').first().fill('Owner');
    await form.getByRole('combobox', { name: 'Reset status' }).selectOption('Reset completed');
    await form.getByRole('button', { name: 'Send claim' }).click();
    await expectOneMessage(
      page,
      'Claim sent (reference SUB-2026-10482-0392)',
      'Thanks, Maple Street Market! Your answer for Coffee Bar Reset Survey was received.',
    );
  });

  it('an enrolment: the program team’s confirmation, under “Enrolment request sent”', async () => {
    const page = await open('/programs/available?enrol=PRG-108', 'Available Programs');
    const form = page.getByRole('form', { name: 'Enrol in Blue Ridge Coffee Bar Partnership' });
    await expect.poll(() => form.getByLabel('Distributor and account').isEnabled()).toBe(true);
    await form.getByRole('button', { name: 'Review enrolment' }).click();
    await form.getByRole('button', { name: 'Confirm enrolment' }).click();
    await expectOneMessage(
      page,
      'Enrolment request sent',
      'Thank you! The enrolment request for Maple Street Market (10482) has been received. Your regional manager will confirm it within two business days.',
    );
  });

  it('a receipt by e-mail: the rebate service’s answer alone, no snackbar of ours beside it', async () => {
    const page = await open('/rebate/invoice?email=RR-2026-10482-0048', 'Invoice Receipt');
    const form = page.getByRole('form', { name: 'E-mail the receipt for invoice SBC-INV-884517' });
    await expect.poll(() => form.getByLabel('Send it to').inputValue()).toBe('member@example.com');
    await form.getByRole('button', { name: 'E-mail me this receipt' }).click();
    const message = await expectOneMessage(
      page,
      'Answer from the rebate service',
      'Your rebate receipts have been e-mailed to member@example.com. Please allow up to 15 minutes for delivery.',
    );
    // Closed, it is gone, and nothing else stands in its place.
    await message.getByRole('button').click();
    await message.waitFor({ state: 'detached' });
    expect(await messages(page).count()).toBe(0);
  });
});
