import type { Page } from '@playwright/test';
import appConfig from '../../config/app.json' with { type: 'json' };
import {
  expect,
  expectAccessible,
  expectNoProblemsInEachTest,
  openSignedInPortal,
  signInThroughProvider,
  test,
  waitForHeading,
  watchProblems,
  type PortalPage,
} from './browser';
import { expectSignInPage } from './log-out';

// A store's computer is shared: a member who walks away is signed out after session.idleMinutes without a key,
// pointer, touch or scroll in any tab, warned two minutes before. The pages' clock (Playwright's, one for the whole
// browser context) moves the time on; the provider's is real.
const IDLE = appConfig.session.idleMinutes;
let portal: PortalPage | undefined;
expectNoProblemsInEachTest(() => portal);
test.afterEach(async () => {
  await portal?.context.close();
});

const warning = (page: Page) => page.getByRole('alertdialog', { name: 'Are you still there?' });
const minutes = (count: number) => count * 60_000;

/** Two tabs of a signed-in browser on member pages, the clock installed before either loads. */
async function twoTabs(browser: Parameters<typeof openSignedInPortal>[0]): Promise<[Page, Page]> {
  portal = await openSignedInPortal(browser);
  await portal.context.clock.install();
  const { page, context } = portal;
  await page.goto('/dashboard');
  await waitForHeading(page, 'Dashboard');
  const other = await context.newPage();
  watchProblems(other, portal.problems);
  await other.goto('/incentives');
  await waitForHeading(other, 'Incentives');
  return [page, other];
}

test('warns two minutes before, in every tab; Stay signed in in one closes the warning in both', async ({
  browser,
}) => {
  const [page, other] = await twoTabs(browser);
  await page.clock.fastForward(minutes(IDLE - 2) + 1000);
  await expect(warning(page)).toBeVisible();
  await expect(warning(other)).toBeVisible();
  await expect(warning(page)).toContainText('you will be signed out at');
  // The focus is in the dialog, on Stay signed in: the keyboard alone answers it.
  await expect(page.getByRole('button', { name: 'Stay signed in' })).toBeFocused();
  await expectAccessible(page);
  await page.keyboard.press('Enter');
  await expect(warning(page)).toBeHidden();
  await expect(warning(other)).toBeHidden();
  // The time starts again from there: still signed in a minute after the first sign-out would have come.
  await page.clock.fastForward(minutes(3));
  await expect(warning(page)).toBeHidden();
  await waitForHeading(other, 'Incentives');
});

test('activity in one tab counts for every tab', async ({ browser }) => {
  const [page, other] = await twoTabs(browser);
  await page.clock.fastForward(minutes(IDLE - 5));
  await other.bringToFront();
  await other.mouse.move(120, 240);
  await other.keyboard.press('Shift');
  await page.clock.fastForward(minutes(5));
  await expect(warning(page)).toBeHidden();
  await expect(warning(other)).toBeHidden();
  await waitForHeading(page, 'Dashboard');
});

test('signs out in every tab once the time is up; the sign-in page says why, and the member signs in again', async ({
  browser,
}) => {
  const [page, other] = await twoTabs(browser);
  await page.clock.fastForward(minutes(IDLE - 2) + 1000);
  await expect(warning(other)).toBeVisible();
  await page.clock.fastForward(minutes(2));
  for (const tab of [page, other]) {
    await expectSignInPage(tab);
    await expect(tab.getByRole('status')).toContainText(
      `You were signed out because nothing happened on this computer for ${IDLE} minutes`,
    );
  }
  // Nothing of the member is left to paint from: no account of MSAL's, no last-seen answers, no kept token.
  await expect
    .poll(() =>
      page.evaluate(() => [
        ...Object.keys(localStorage).filter((key) => key.startsWith('msal.') && key.includes('|')),
        ...Object.keys(sessionStorage).filter(
          (key) => key === 'memberPortal.lastSeen' || key === 'memberPortal.keptToken',
        ),
      ]),
    )
    .toEqual([]);
  // The provider's session ended with it: the member is asked who they are, and is back.
  await signInThroughProvider(page);
  await waitForHeading(page, 'Dashboard');
  await expect(page.getByRole('status').filter({ hasText: 'You were signed out' })).toHaveCount(0);
});
