import type { Browser, Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  openPortal,
  templateBaseUrl,
  test,
  waitForHeading,
  type PortalPage,
} from './browser';

// The template (e-mail and password) identity method against Prism: sign-up with the e-mailed code, forgotten
// password, lock screen. Each test opens its own browser context, so no token or lock carries over.

let portal: PortalPage;
/** How many 400 answers the current test asks for; Chromium logs each as a console error. */
let expectedRejections = 0;

async function open(browser: Browser, path: string, heading: string): Promise<Page> {
  portal = await openPortal(browser, { baseURL: templateBaseUrl() });
  expectedRejections = 0;
  await portal.page.goto(path);
  await waitForHeading(portal.page, heading);
  await expectAccessible(portal.page);
  return portal.page;
}

test.afterEach(async () => {
  // A clean run logs no console error but the 400 answers the test itself arranged.
  const rejections = portal.problems.filter((problem) =>
    problem.endsWith('the server responded with a status of 400 (Bad Request)'),
  );
  expect(rejections).toHaveLength(expectedRejections);
  expect(portal.problems.filter((problem) => !rejections.includes(problem)).join('\n')).toBe('');
  await portal.context.close();
});

const visible = (page: Page, text: string) => expect(page.getByText(text, { exact: true })).toBeVisible();

async function fillSignUp(page: Page, email = 'new.member@example.com') {
  await page.getByLabel('Name').fill('Maria Alvarez');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Maple-Street-2026');
  await page.getByLabel('Retype Password').fill('Maple-Street-2026');
  await page.getByRole('checkbox', { name: 'I agree to the terms and conditions' }).check();
}

function rejectWith(page: Page, path: string, error: string, code: string) {
  return page.route(`**/api${path}`, (route) => {
    expectedRejections += 1;
    return route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ error, code }) });
  });
}

test.describe('sign-up', () => {
  // One visit to the form for what it says before it is sent and what it says for the server's refusals.
  test('shows each validation message and keeps what was typed; says an address is already registered, and prompts for the code of an unfinished sign-up', async ({
    browser,
  }) => {
    const page = await open(browser, '/signup', 'Create your member account');

    await test.step('shows each validation message and keeps what was typed', async () => {
      await page.getByRole('button', { name: 'Sign up' }).click();
      for (const message of [
        'Please enter name!',
        'Please enter Email Address!',
        'Please enter password!',
        'Please re-enter password!',
        'Please accept the terms and conditions!',
      ]) {
        await visible(page, message);
      }
      await expectAccessible(page);

      await page.getByLabel('Name').fill('Maria Alvarez');
      await page.getByLabel('Email').fill('member@');
      await page.getByLabel('Password', { exact: true }).fill('Maple-Street-2026');
      await page.getByLabel('Retype Password').fill('Maple-Street-2027');
      await page.getByRole('button', { name: 'Sign up' }).click();
      await visible(page, 'The Email you entered is not a valid format!');
      await visible(page, 'The two passwords you entered did not match!');
      await expect(page.getByLabel('Email')).toHaveValue('member@');
      await expect(page.getByText('Please enter name!')).toHaveCount(0);
      await expectAccessible(page);
    });

    await test.step('says an address is already registered, keeping it', async () => {
      await rejectWith(page, '/users', 'The entered Email address is already registered!', 'email_already_registered');
      await fillSignUp(page, 'member@example.com');
      await page.getByRole('button', { name: 'Sign up' }).click();
      // The whole text, its trailing space included.
      await expect(page.getByRole('alert')).toHaveJSProperty(
        'textContent',
        'The entered Email address is already registered! ',
      );
      await expect(page.getByLabel('Email')).toHaveValue('member@example.com');
      await expectAccessible(page);
    });

    await test.step('prompts for the code of an unfinished sign-up', async () => {
      await page.unroute('**/api/users');
      await rejectWith(
        page,
        '/users',
        'you have already started Signup Process, please enter security code to complete the process!',
        'signup_in_progress',
      );
      await page.getByRole('button', { name: 'Sign up' }).click();
      await expect(page).toHaveURL(/\/confirm-signup$/);
      await waitForHeading(page, 'Confirm your e-mail address');
      await expect(page.getByRole('status')).toHaveText(
        'you have already started Signup Process, please enter security code to complete the process!',
      );
      await expectAccessible(page);
    });
  });

  test('signs up with the e-mailed code and enters the portal, sending the sign-up once for five quick clicks', async ({
    browser,
  }) => {
    const page = await open(browser, '/signup', 'Create your member account');
    const signUps: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/users') signUps.push(request.url());
    });
    await fillSignUp(page);
    await page.getByRole('button', { name: 'Sign up' }).evaluate((button: HTMLButtonElement) => {
      for (let click = 0; click < 5; click += 1) button.click();
    });
    await expect(page).toHaveURL(/\/confirm-signup$/);
    await waitForHeading(page, 'Confirm your e-mail address');
    // The record of every sign-up request sent by then: one.
    expect(signUps).toHaveLength(1);
    await expect(page.getByRole('status')).toHaveText(
      'A verification code has been sent to your registered email address',
    );
    await visible(page, 'The code was sent to new.member@example.com.');
    await expectAccessible(page);

    await page.getByLabel('Verification code').fill('48291');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await visible(page, 'The length of Pin should be 6 digits');
    await expectAccessible(page);

    await page.getByLabel('Verification code').fill('482915');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    // The shell's own accessibility is checked by navigation.e2e.ts.
    await waitForHeading(page, 'Dashboard');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toMatch(/^eyJ/);
  });

  test('offers to sign up again when the code has expired', async ({ browser }) => {
    const page = await open(browser, '/signup', 'Create your member account');
    await page.route('**/api/users/confirm', (route) => {
      expectedRejections += 1;
      return route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'The Code you entered is expired, please signup again!', code: 'code_expired' }),
      });
    });
    await fillSignUp(page);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await waitForHeading(page, 'Confirm your e-mail address');
    await page.getByLabel('Verification code').fill('482915');
    await page.getByRole('button', { name: 'Confirm' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('The Code you entered is expired, please signup again!');
    await expect(page.getByLabel('Verification code')).toHaveValue('482915');
    await expectAccessible(page);

    await alert.getByRole('link', { name: 'Sign up again' }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await waitForHeading(page, 'Create your member account');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});

test.describe('forgotten password', () => {
  test('e-mails a code, sets the new password with it, and leads back to sign-in', async ({ browser }) => {
    const page = await open(browser, '/signin', 'Sign in to your member account');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await waitForHeading(page, 'Forgot your password?');
    await page.getByRole('button', { name: 'Send code' }).click();
    await visible(page, 'Please enter Email Address!');
    await expectAccessible(page);

    await page.getByLabel('Email').fill('member@example.com');
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page).toHaveURL(/\/reset-password$/);
    await waitForHeading(page, 'Set a new password');
    await page.getByRole('button', { name: 'Set new password' }).click();
    for (const message of [
      'The length of Pin should be 6 digits',
      'Please enter new password!',
      'Please re-enter password!',
    ])
      await visible(page, message);
    await expectAccessible(page);

    await page.getByLabel('Verification code').fill('482915');
    await page.getByLabel('New password').fill('Hilltop-Corner-2027');
    await page.getByLabel('Retype Password').fill('Hilltop-Corner-2028');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await visible(page, 'The two passwords you entered did not match!');
    await page.getByLabel('Retype Password').fill('Hilltop-Corner-2027');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await visible(page, 'Your new password has been set. You can sign in with it now.');
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await expect(page).toHaveURL(/\/signin$/);
    await waitForHeading(page, 'Sign in to your member account');
  });
});

test.describe('lock screen', () => {
  test('points to sign-in when nothing is locked', async ({ browser }) => {
    const page = await open(browser, '/lock-screen', 'Nothing to unlock');
    await page.getByRole('link', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/signin$/);
  });

  test('greets the member who locked this tab and lets them back in with their password', async ({ browser }) => {
    portal = await openPortal(browser, { baseURL: templateBaseUrl() });
    expectedRejections = 0;
    const { page } = portal;
    await page.addInitScript(() =>
      sessionStorage.setItem(
        'lockedMember',
        JSON.stringify({ displayName: 'Maria Alvarez', email: 'member@example.com', photoURL: null }),
      ),
    );
    await page.goto('/lock-screen');
    await waitForHeading(page, 'Your session is locked');
    await visible(page, 'Maria Alvarez');
    await visible(page, 'member@example.com');
    await expectAccessible(page);
    await page.getByLabel('Password', { exact: true }).fill('Cooperative#2026');
    await page.getByRole('button', { name: 'Unlock' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await waitForHeading(page, 'Dashboard');
  });
});
