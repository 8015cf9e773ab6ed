import type { Frame } from '@playwright/test';
import { expect, expectAccessible, test, waitForHeading } from './browser';
import { formsSession, openOnMapleStreet, recordPosts } from './forms-helpers';

// The forms of the program and rebate pages lose nothing and send what the contract names: an enrolment after a
// review, and a receipt by e-mail, for the default member signed in through the local identity provider, against
// Prism answering with the contract's examples.
const session = formsSession();

test('enrols in a program after a review, shows the server’s confirmation, and the program is active without a reload', async () => {
  const page = await openOnMapleStreet(session.portal, '/programs/available', 'Available Programs');
  const posts = recordPosts(page, '/api/myavailableprograms/');
  await page.getByRole('link', { name: 'Enrol in Blue Ridge Coffee Bar Partnership' }).click();
  const form = page.getByRole('form', { name: 'Enrol in Blue Ridge Coffee Bar Partnership' });
  await expect(form.getByLabel('Distributor and account')).toBeEnabled();
  await form.getByLabel('Note for the program team (optional)').fill('After the holidays, please.');
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Review enrolment' }).click();
  await expect(form.getByText('Please check and confirm')).toBeVisible();
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
  await expect(page.getByTestId('enrol-confirmation')).toContainText(
    'The enrolment request for Maple Street Market (10482) has been received.',
    { useInnerText: true },
  );
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
  const onNavigated = (frame: Frame) => navigations.push(frame.url());
  page.on('framenavigated', onNavigated);
  try {
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const programs = nav.getByRole('button', { name: 'Programs', exact: true });
    if ((await programs.getAttribute('aria-expanded')) !== 'true') await programs.click();
    await nav.getByRole('link', { name: 'Active Programs', exact: true }).click();
    await waitForHeading(page, 'Active Programs');
    await expect(page.getByRole('table').getByText('Blue Ridge Coffee Bar Partnership')).toBeVisible();
    expect(navigations.every((url) => new URL(url).pathname === '/programs/active')).toBe(true);
  } finally {
    page.off('framenavigated', onNavigated);
  }
});

test('E-mail me this receipt: posts emailAddress and source=Web Portal, and shows the raw answer as text', async () => {
  const page = await openOnMapleStreet(session.portal, '/rebate/invoice', 'Invoice Receipt');
  const posts = recordPosts(page, '/api/myrebatereceipt');
  await page.getByRole('link', { name: 'E-mail me the receipt for invoice SBC-INV-884517' }).click();
  const form = page.getByRole('form', { name: 'E-mail the receipt for invoice SBC-INV-884517' });
  await expect(form.getByLabel('Send it to')).toHaveValue('member@example.com');
  await expectAccessible(page);
  await form.getByRole('button', { name: 'E-mail me this receipt' }).click();
  // The answer as read (innerText), exactly.
  await expect
    .poll(() => page.getByTestId('receipt-email-answer').innerText())
    .toBe('Your rebate receipts have been e-mailed to member@example.com. Please allow up to 15 minutes for delivery.');
  expect(posts).toHaveLength(1);
  expect(Object.fromEntries(new URL(posts[0]!.url()).searchParams)).toEqual({
    emailAddress: 'member@example.com',
    source: 'Web Portal',
  });
  expect(posts[0]!.postData()).toBe('Receipt RR-2026-10482-0048 (invoice SBC-INV-884517)');
});
