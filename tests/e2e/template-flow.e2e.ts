import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  expectAccessible,
  launchBrowser,
  openPortal,
  templateBaseUrl,
  waitForHeading,
  type PortalPage,
} from './browser';

// The template (e-mail and password) identity method of spec §4 against Prism: sign-up with the e-mailed code,
// forgotten password, lock screen. Each test opens its own browser context, so no token or lock carries over.

let browser: Browser;
let portal: PortalPage;
/** How many 400 answers the current test asks for; Chromium logs each as a console error. */
let expectedRejections = 0;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function open(path: string, heading: string): Promise<Page> {
  portal = await openPortal(browser, { baseURL: templateBaseUrl() });
  expectedRejections = 0;
  await portal.page.goto(path);
  await waitForHeading(portal.page, heading);
  await expectAccessible(portal.page);
  return portal.page;
}

afterEach(async () => {
  // A clean run logs no console error but the 400 answers the test itself arranged.
  const rejections = portal.problems.filter((problem) =>
    problem.endsWith('the server responded with a status of 400 (Bad Request)'),
  );
  expect(rejections).toHaveLength(expectedRejections);
  expect(portal.problems.filter((problem) => !rejections.includes(problem)).join('\n')).toBe('');
  await portal.context.close();
});

const visible = (page: Page, text: string) =>
  expect.poll(() => page.getByText(text, { exact: true }).isVisible()).toBe(true);

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

describe('sign-up (spec §4, §5)', () => {
  it('shows each spec §5 message and keeps what was typed', async () => {
    const page = await open('/signup', 'Create your member account');
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
    expect(await page.getByLabel('Email').inputValue()).toBe('member@');
    expect(await page.getByText('Please enter name!').count()).toBe(0);
    await expectAccessible(page);
  });

  it('signs up with the e-mailed code and enters the portal, sending the sign-up once for five quick clicks', async () => {
    const page = await open('/signup', 'Create your member account');
    const signUps: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/users') signUps.push(request.url());
    });
    await fillSignUp(page);
    await page.getByRole('button', { name: 'Sign up' }).evaluate((button: HTMLButtonElement) => {
      for (let click = 0; click < 5; click += 1) button.click();
    });
    await page.waitForURL('**/confirm-signup');
    await waitForHeading(page, 'Confirm your e-mail address');
    expect(signUps).toHaveLength(1);
    expect(await page.getByRole('status').textContent()).toBe(
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
    await page.waitForURL('**/dashboard');
    // The shell's own accessibility is checked by navigation.e2e.ts.
    await waitForHeading(page, 'Dashboard');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^eyJ/);
  });

  it('offers to sign up again when the code has expired', async () => {
    const page = await open('/signup', 'Create your member account');
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
    await expect.poll(() => alert.textContent()).toContain('The Code you entered is expired, please signup again!');
    expect(await page.getByLabel('Verification code').inputValue()).toBe('482915');
    await expectAccessible(page);

    await alert.getByRole('link', { name: 'Sign up again' }).click();
    await page.waitForURL('**/signup');
    await waitForHeading(page, 'Create your member account');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  it('says an address is already registered, and prompts for the code of an unfinished sign-up', async () => {
    const page = await open('/signup', 'Create your member account');
    await rejectWith(page, '/users', 'The entered Email address is already registered!', 'email_already_registered');
    await fillSignUp(page, 'member@example.com');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('The entered Email address is already registered! ');
    expect(await page.getByLabel('Email').inputValue()).toBe('member@example.com');
    await expectAccessible(page);

    await page.unroute('**/api/users');
    await rejectWith(
      page,
      '/users',
      'you have already started Signup Process, please enter security code to complete the process!',
      'signup_in_progress',
    );
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.waitForURL('**/confirm-signup');
    await waitForHeading(page, 'Confirm your e-mail address');
    expect(await page.getByRole('status').textContent()).toBe(
      'you have already started Signup Process, please enter security code to complete the process!',
    );
    await expectAccessible(page);
  });
});

describe('forgotten password', () => {
  it('e-mails a code, sets the new password with it, and leads back to sign-in', async () => {
    const page = await open('/signin', 'Sign in to your member account');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await waitForHeading(page, 'Forgot your password?');
    await page.getByRole('button', { name: 'Send code' }).click();
    await visible(page, 'Please enter Email Address!');
    await expectAccessible(page);

    await page.getByLabel('Email').fill('member@example.com');
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.waitForURL('**/reset-password');
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
    await page.waitForURL('**/signin');
    await waitForHeading(page, 'Sign in to your member account');
  });
});

describe('lock screen', () => {
  it('points to sign-in when nothing is locked', async () => {
    const page = await open('/lock-screen', 'Nothing to unlock');
    await page.getByRole('link', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/signin');
  });

  it('greets the member who locked this tab and lets them back in with their password', async () => {
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
    await page.waitForURL('**/dashboard');
    await waitForHeading(page, 'Dashboard');
  });
});
