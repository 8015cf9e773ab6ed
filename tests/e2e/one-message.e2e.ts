import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, openSignedInPortal, test, waitForHeading, type PortalPage } from './browser';

// One message per action. A claim, an enrolment and a receipt by e-mail each end in one success message, the
// service's answer (Prism answers with the contract's example for the store), under a translated title; no snackbar
// of ours beside it (E-mail me used to show both). At a desktop's width and, in the phone project, a phone's.

/** Every message the page shows: the statuses and alerts in its content, and any snackbar's. */
const messages = (page: Page) =>
  page
    .locator('main :is([role="status"], [role="alert"]), .mantine-Notification-root')
    .filter({ hasText: /\S/, visible: true });

test.describe('one message per action @phone', () => {
  let portal: PortalPage;
  /** Files the page asked for: the snackbar's code comes only with a snackbar message. */
  let requested: string[];

  // Each test in its own signed-in tab: a sent form leaves nothing behind for the next.
  test.beforeEach(async ({ browser }) => {
    portal = await openSignedInPortal(browser);
    requested = [];
    portal.page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  });
  test.afterEach(async () => {
    expect(portal.problems.join('\n')).toBe('');
    await portal.context.close();
  });

  /** Opens a page on store 10482 (Maple Street Market, the default member's first store). */
  async function open(pathname: string, heading: string): Promise<Page> {
    const { page } = portal;
    await page.goto(pathname);
    await waitForHeading(page, heading);
    await expect(page.getByRole('combobox', { name: 'Store' })).toHaveValue('Maple Street Market');
    return page;
  }

  /** The one message: a status named by its translated title, the service's text, nothing else said, no snackbar. */
  async function expectOneMessage(page: Page, title: string, text: string): Promise<Locator> {
    const message = page.getByRole('status', { name: title });
    await expect(message).toBeVisible();
    // The text as read (innerText), its white space collapsed, in full.
    await expect(message).toHaveText(`${title} ${text}`, { useInnerText: true });
    await expect(messages(page)).toHaveText([`${title} ${text}`], { useInnerText: true });
    expect(requested.filter((file) => /\/Snackbar-[^/]*\.js$/.test(file))).toEqual([]);
    // The form it answers is gone: the focus is on the message (read out, the next Tab goes on from it), not lost.
    await expect(message).toBeFocused();
    await expectAccessible(page);
    return message;
  }

  test('a claim: the sponsor’s answer, under “Claim sent” and its reference', async () => {
    const page = await open('/incentives?claim=INC-2026-124', 'Incentives');
    const form = page.getByRole('form', { name: 'Claim: Coffee Bar Reset Survey' });
    await expect(form.getByLabel('First name')).toBeEnabled();
    await form.getByLabel('Title').first().fill('Owner');
    await form.getByRole('combobox', { name: 'Reset status' }).selectOption('Reset completed');
    await form.getByRole('button', { name: 'Send claim' }).click();
    await expectOneMessage(
      page,
      'Claim sent (reference SUB-2026-10482-0392)',
      'Thanks, Maple Street Market! Your answer for Coffee Bar Reset Survey was received.',
    );
  });

  test('an enrolment: the program team’s confirmation, under “Enrolment request sent”', async () => {
    const page = await open('/programs/available?enrol=PRG-108', 'Available Programs');
    const form = page.getByRole('form', { name: 'Enrol in Blue Ridge Coffee Bar Partnership' });
    await expect(form.getByLabel('Distributor and account')).toBeEnabled();
    await form.getByRole('button', { name: 'Review enrolment' }).click();
    await form.getByRole('button', { name: 'Confirm enrolment' }).click();
    await expectOneMessage(
      page,
      'Enrolment request sent',
      'Thank you! The enrolment request for Maple Street Market (10482) has been received. Your regional manager will confirm it within two business days.',
    );
  });

  test('a receipt by e-mail: the rebate service’s answer alone, no snackbar of ours beside it', async () => {
    const page = await open('/rebate/invoice?email=RR-2026-10482-0048', 'Invoice Receipt');
    const form = page.getByRole('form', { name: 'E-mail the receipt for invoice SBC-INV-884517' });
    await expect(form.getByLabel('Send it to')).toHaveValue('member@example.com');
    await form.getByRole('button', { name: 'E-mail me this receipt' }).click();
    const message = await expectOneMessage(
      page,
      'Answer from the rebate service',
      'Your rebate receipts have been e-mailed to member@example.com. Please allow up to 15 minutes for delivery.',
    );
    // Closed, it is gone, and nothing else stands in its place.
    await message.getByRole('button').click();
    await expect(message).toHaveCount(0);
    await expect(messages(page)).toHaveCount(0);
  });
});
