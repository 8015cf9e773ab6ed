import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { root } from '../../scripts/processes.mjs';
import {
  baseUrl,
  expect,
  openPortal,
  openSignedInPortal,
  signInThroughProvider,
  test,
  waitForHeading,
  type PortalPage,
} from './browser';
import { draftKeys } from './forms-helpers';

// A store's computer is shared: a member who closes the browser without Logout leaves storage behind. What the next
// browser session can read of it (Playwright's storage state with IndexedDB, without the session cookies, which the
// browser drops as it closes; and the tab's sessionStorage, which a browser that restores its tabs restores) holds
// nothing of theirs in the clear, and the next member to sign in on that browser gets none of it, and keeps none.
const { members } = JSON.parse(readFileSync(path.join(root, 'tests/fixtures/members.json'), 'utf8')) as {
  members: Array<{ email: string; givenName?: string; familyName?: string; phone?: string }>;
};
const maria = members.find((member) => member.email === 'member@example.com')!;
const TYPED = 'Back room beside the ice chest';
const PHOTO = path.join(root, 'tests/fixtures/cold-vault-display.png');

let portals: PortalPage[] = [];
test.afterEach(async () => {
  for (const portal of portals) await portal.context.close().catch(() => undefined);
  portals = [];
});

const keptAnswers = (page: Page) => page.evaluate(() => sessionStorage.getItem('memberPortal.lastSeen'));
const storeChoices = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('memberPortal.currentStore.')));

/** Maria's visit: a claim begun with a photo, her dashboard (its answers kept), another store chosen; no Logout. */
async function mariaLeavesAClaim(page: Page): Promise<void> {
  await page.goto('/incentives?claim=INC-2026-118');
  const form = page.getByRole('form', { name: 'Claim: Holiday Cold Vault Display' });
  await expect(form.getByLabel('First name')).toHaveValue(maria.givenName!);
  await form.getByLabel('Title').first().fill(TYPED);
  await form.locator('input[type="file"]:not([capture])').setInputFiles(PHOTO);
  await expect
    .poll(() => draftKeys(page))
    .toEqual(expect.arrayContaining([expect.stringMatching(/incentive:INC-2026-118#photo$/)]));
  // Leaving an unsent form asks first (beforeunload): she leaves all the same.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.goto('/dashboard');
  await waitForHeading(page, 'Dashboard');
  await expect.poll(() => keptAnswers(page)).not.toBeNull();
  const selector = page.getByRole('combobox', { name: 'Store' });
  await selector.click();
  await page.getByRole('option', { name: 'Hilltop Convenience' }).click();
  await expect(selector).toHaveValue('Hilltop Convenience');
  await expect.poll(() => storeChoices(page)).not.toEqual([]);
}

test('after a close without Logout, nothing personal is readable, and the next member gets none of it', async ({
  browser,
}) => {
  const first = await openSignedInPortal(browser);
  portals.push(first);
  await mariaLeavesAClaim(first.page);

  // What outlives the browser session: everything but the session cookies.
  const state = await first.context.storageState({ indexedDB: true });
  const tabStorage = await first.page.evaluate(() => JSON.stringify({ ...sessionStorage }));
  await first.context.close();
  const left = { ...state, cookies: state.cookies.filter((cookie) => cookie.expires !== -1) };
  // The draft is in what is left (sealed), under its opaque key.
  expect(JSON.stringify(left)).toMatch(/member-portal-drafts.*incentive:INC-2026-118#photo/);
  expect(tabStorage).toContain('memberPortal.lastSeen');
  const readable = `${JSON.stringify(left)}\n${tabStorage}`.toLowerCase();
  for (const personal of [maria.email, maria.givenName, maria.familyName, maria.phone, '555-0166', TYPED, 'cold-vault'])
    expect(readable, `"${personal}" is readable in what the browser keeps`).not.toContain(personal!.toLowerCase());

  // The next person at that browser. The provider's own session is left out: it is the provider's to end with the
  // browser, or to ask who signs in (this test is about what the portal leaves behind).
  const portalHost = new URL(baseUrl()).hostname;
  const next = await openPortal(browser, {
    storageState: {
      ...left,
      cookies: left.cookies.filter((cookie) => cookie.domain.replace(/^\./, '') === portalHost),
    },
  });
  portals.push(next);
  const { page } = next;
  await page.goto('/signin');
  await waitForHeading(page, 'Sign in to your member account');
  // Maria's sealed draft and store choice are still here, unreadable, until someone signs in.
  await expect.poll(() => draftKeys(page)).not.toEqual([]);
  await expect.poll(() => storeChoices(page)).not.toEqual([]);
  await signInThroughProvider(page, 'single@example.com');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('current-store-name')).toHaveText('Harbor Corner Store');
  await expect.poll(() => draftKeys(page)).toEqual([]);
  await expect.poll(() => storeChoices(page)).toEqual([]);
  await expect.poll(() => page.evaluate(() => indexedDB.databases().then((all) => all.length))).toBeGreaterThan(0);
  await page.goto('/incentives');
  await waitForHeading(page, 'Incentives');
  await expect(page.getByText('Your unsent entries are back')).toHaveCount(0);
  await expect(page.getByText(TYPED)).toHaveCount(0);
});
