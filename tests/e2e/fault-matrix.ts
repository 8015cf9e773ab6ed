import type { Browser, Page, Route } from '@playwright/test';
import appConfig from '../../config/app.json' with { type: 'json' };
import { loadOperations } from '../../scripts/contract-coverage.mjs';
import {
  baseUrl,
  expect,
  expectAccessible,
  openPortal,
  signInThroughProviderToDashboard,
  waitForHeading,
  type PortalPage,
} from './browser';
import { text, type FaultName, type Target } from './fault-targets';
import { watchCodeDownloads } from './code-downloads';

// The fault matrix: every GET call of the member API (fault-targets.ts) × every way an answer can go wrong, each
// injected with page.route on that operation's address alone, in the production build. tests/e2e/faults-*.e2e.ts run
// it, each file on one signed-in tab whose cells swap their routes in and out.

interface Fault {
  name: FaultName;
  /** The answer the faulty server (or network) gives; 'hold' never answers. */
  answer: (route: Route) => Promise<void> | 'hold';
  /** The message a section shows. */
  message: string;
  /** Requests before the message: one for what a second try cannot change, three (two retries) for what it may. */
  tries: number;
  /** The retry pauses are checked (on the page's clock, which skips them in every cell). */
  backoff?: boolean;
}

const json = (status: number, body: unknown) => (route: Route) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
const unreadable = text('error.contract');

export const faults: Fault[] = [
  { name: 'schema', answer: json(200, { unexpected: true }), message: unreadable, tries: 1 },
  {
    name: 'truncated JSON',
    // The real answer cut off halfway, as a dropped connection leaves it.
    answer: async (route) => {
      const body = await (await route.fetch()).text();
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: body.slice(0, Math.floor(body.length / 2)),
      });
    },
    message: unreadable,
    tries: 1,
  },
  {
    name: 'HTML with 200',
    answer: (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><title>Gateway</title><h1>Please sign in to the Wi-Fi</h1>',
      }),
    message: unreadable,
    tries: 1,
  },
  // The server's 'Token is not valid' is only logged (no sign-out): the section asks the member to sign in again and
  // keeps Try again; the page, the store and the session stay as they were.
  {
    name: '401',
    answer: json(401, { error: 'Token is not valid', code: 'token_invalid' }),
    message: text('error.signInAgain'),
    tries: 1,
  },
  {
    name: '403',
    answer: json(403, { error: 'Access denied', code: 'forbidden' }),
    message: text('error.forbidden'),
    tries: 1,
  },
  {
    name: '404',
    answer: json(404, { error: 'No Record Found', code: 'not_found' }),
    message: text('common.noRecordFound'),
    tries: 1,
  },
  {
    name: '500',
    answer: json(500, { error: 'Something went wrong, Please try again!', code: 'server_error' }),
    message: text('error.serverFault'),
    tries: 3,
    backoff: true,
  },
  {
    name: 'network error',
    answer: (route) => route.abort('connectionreset'),
    message: text('error.unreachable'),
    tries: 3,
  },
  { name: 'timeout', answer: () => 'hold', message: text('error.timeout'), tries: 3 },
  // The connection drops while the page waits for the answer: nothing more is asked while offline, and back online
  // the section loads by itself, as its message says (a paused query resumes on the browser's online event).
  { name: 'offline', answer: () => 'hold', message: text('common.waitingForNetwork'), tries: 1 },
];

/**
 * One signed-in tab for all the cells of a file: each cell opens its page afresh, so no answer is left over from the
 * cell before. The page's clock is Playwright's, so a cell reaches the client's timeout without waiting for it; it
 * runs on as usual otherwise.
 */
export async function openSignedIn(browser: Browser): Promise<PortalPage> {
  // A sign-in of its own, not a saved session (saved-sessions.ts): the cells move the page's clock hours on, past the
  // access token's life, so MSAL redeems its refresh token many times over (the provider keeps it valid, as B2C does).
  const portal = await openPortal(browser);
  await signInThroughProviderToDashboard(portal.page);
  await portal.context.clock.install();
  // When the page asks for what, on its own clock (the 500 cells check the retry pauses with it): Date.now() is read
  // when fetch is called, so it is the clock Playwright installed, exact whatever the machine's load.
  await portal.context.addInitScript(() => {
    if (sessionStorage.getItem('e2e.firstVisit')) {
      sessionStorage.removeItem('e2e.firstVisit');
      sessionStorage.removeItem('memberPortal.lastSeen');
    }
    const sent: { path: string; at: number }[] = [];
    (window as unknown as { __apiSent: typeof sent }).__apiSent = sent;
    const original = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), location.href);
      if (url.pathname.startsWith('/api/')) sent.push({ path: url.pathname, at: Date.now() });
      return original(input, init);
    };
  });
  // The fresh load that puts the page's clock and the record in place.
  await portal.page.reload();
  await waitForHeading(portal.page, 'Dashboard');
  return portal;
}

/** Only this operation's requests: its method and path as the contract gives them, under /api. */
function operationMatcher(operationId: string): { method: string; matches: (url: URL) => boolean } {
  const operation = loadOperations().find((candidate) => candidate.operationId === operationId);
  if (!operation) throw new Error(`${operationId} is not in the contract`);
  return {
    method: operation.method,
    matches: (url) => url.pathname.startsWith('/api/') && operation.pattern.test(url.pathname.slice('/api'.length)),
  };
}

/** Lines a failed request leaves in Chromium's console by itself; anything else logged as an error is a bug. */
const FAILED_RESOURCE =
  /^console error: Failed to load resource: (the server responded with a status of \d+|net::ERR_CONNECTION_RESET|net::ERR_INTERNET_DISCONNECTED)/;

/** The shell around the failed data still works: its heading, the menu, and the account menu opening and closing. */
async function expectFrameWorks(page: Page, target: Target): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: target.heading })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Dashboard' }),
  ).toBeVisible();
  const accountMenu = page.getByRole('button', { name: 'Account menu' });
  await accountMenu.click();
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  await accountMenu.click();
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeHidden();
}

/** A page of the portal that asks for nothing: where a cell waits while its page's answer is dropped. */
const ELSEWHERE = { path: '/services/felonious-insurance', heading: 'Felonious Insurance' };
/** How long TanStack Query keeps an answer no page uses (its default gcTime; src/lib/query sets none). */
const UNUSED_ANSWER_KEPT_MS = 5 * 60_000;

/** Moves to a path inside the portal the way its links do (history and the router), without loading the portal again. */
async function navigateInApp(page: Page, path: string, heading: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await waitForHeading(page, heading);
}

/**
 * Opens the target's page with nothing of its data kept, as a member would open it the first time. A fresh load
 * of the portal costs seconds on a busy machine, so the cell goes elsewhere in the portal, lets the query cache
 * drop the unused answer on the page's clock, and comes back through the router. The store chain, which every
 * page's frame keeps in use, needs the fresh load, without the answers a returning member's tab keeps.
 */
async function openFresh(page: Page, target: Target): Promise<void> {
  if (target.inFrame) {
    // A first visit: nothing of the last one kept in this tab (last-seen.ts), so the page has only the fault to show;
    // dropped as the page loads (openSignedIn's init script), since an answer landing now would keep it again.
    // last-seen.e2e.ts has the returning member's cells.
    await page.evaluate(() => sessionStorage.setItem('e2e.firstVisit', '1'));
    await page.goto(target.path);
    await waitForHeading(page, target.heading);
    return;
  }
  await navigateInApp(page, ELSEWHERE.path, ELSEWHERE.heading);
  await page.clock.fastForward(UNUSED_ANSWER_KEPT_MS + 1000);
  await navigateInApp(page, target.path, target.heading);
}

/**
 * Waits until `check` holds. With `skipPauses` it moves the page's clock on by a quarter second each turn, so the
 * client's retry pause passes at once (the 500 cells check the pauses on that clock).
 */
async function until(
  page: Page,
  skipPauses: boolean,
  message: string,
  check: () => Promise<boolean> | boolean,
): Promise<void> {
  await expect
    .poll(
      async () => {
        if (await check()) return true;
        if (skipPauses) await page.clock.fastForward(250);
        return false;
      },
      { message, intervals: [50] },
    )
    .toBe(true);
}

/** When the page asked for this operation, on its own clock (openSignedIn's record). */
async function sentAt(page: Page, matches: (url: URL) => boolean): Promise<number[]> {
  const sent = await page.evaluate(
    () => (window as unknown as { __apiSent: { path: string; at: number }[] }).__apiSent,
  );
  return sent.filter((entry) => matches(new URL(entry.path, page.url()))).map((entry) => entry.at);
}

/**
 * One cell: open the page with the fault on the operation, see the message where the data would be with the frame
 * working and the right number of requests, then take the fault away and recover (Try again; back online by itself).
 */
export async function checkCell(portal: PortalPage, target: Target, fault: Fault, { axe = false } = {}): Promise<void> {
  const { page, context } = portal;
  const problemsBefore = portal.problems.length;
  const { method, matches } = operationMatcher(target.operationId);
  const requests: Route[] = [];
  const handler = async (route: Route) => {
    if (route.request().method() !== method) return route.fallback();
    requests.push(route);
    await fault.answer(route);
  };
  // The record starts empty for this cell: emptied here, or new with the document when the cell loads its page afresh.
  await page.evaluate(() => void (window as unknown as { __apiSent: unknown[] }).__apiSent.splice(0));
  const message = target.messages?.[fault.name] ?? fault.message;
  const place = target.place(page);
  const messageText = place.getByText(message, { exact: true });
  // One element says it, and it shows.
  const shown = async () =>
    (await messageText.count()) === 1 && (await messageText.filter({ visible: true }).count()) === 1;
  await page.route(matches, handler);
  const code = watchCodeDownloads(page);
  try {
    await openFresh(page, target);
    if (fault.name === 'timeout') {
      // The client's own time limit (config/app.json api.timeoutMs), reached on the page's clock, not waited for.
      for (let attempt = 1; attempt <= fault.tries; attempt += 1) {
        await until(
          page,
          attempt > 1,
          `request ${attempt} of ${target.operationId}`,
          () => requests.length === attempt,
        );
        await page.clock.fastForward(appConfig.api.timeoutMs);
      }
    }
    if (fault.name === 'offline') {
      await until(page, false, `the request of ${target.operationId}`, () => requests.length === 1);
      // While the answer waits, once the page's code has come: code cut on its way is a case of its own.
      await code.arrived();
      await context.setOffline(true);
      await requests[0]?.abort('internetdisconnected');
    }

    await until(page, true, `'${message}' shown`, shown);
    if (!['404', 'offline'].includes(fault.name))
      await expect(place.getByRole('alert').filter({ hasText: message })).toHaveCount(1);
    // A refused session also offers a new sign-in (faults-shell-and-account.e2e.ts follows it through).
    if (fault.name === '401')
      await expect(place.getByRole('alert').getByRole('button', { name: text('common.signInAgain') })).toBeVisible();
    expect(requests.length, `${target.operationId} requests before the message`).toBe(fault.tries);
    if (fault.backoff) {
      // The retries wait 1 s, then 2 s (src/lib/query/query-client.ts), on the page's clock: a timer fires no earlier
      // than its time there, however the clock is moved on, so a shorter pause (or none) fails here.
      const pause = async (retry: number) => {
        const at = await sentAt(page, matches);
        return (at[retry] ?? 0) - (at[retry - 1] ?? 0);
      };
      await expect.poll(() => pause(1), { message: 'pause before the first retry' }).toBeGreaterThanOrEqual(1000);
      await expect.poll(() => pause(2), { message: 'pause before the second retry' }).toBeGreaterThanOrEqual(2000);
    }
    const stayed = new URL(target.path, baseUrl()).pathname;
    await expect(page, 'the member stays where they were').toHaveURL((url) => url.pathname === stayed);
    // The account menu is part of the frame's first download: offline, it opens too (and again once back, below).
    await expectFrameWorks(page, target);
    if (axe) await expectAccessible(page);
  } finally {
    // Whatever happened, the next cell starts without this fault.
    code.stop();
    await page.unroute(matches, handler);
    await context.setOffline(false);
  }

  if (fault.name !== 'offline') await place.getByRole('button', { name: 'Try again' }).click();
  await expect(target.data(page)).toBeVisible();
  if (fault.name === 'offline') await expectFrameWorks(page, target);
  await expect(messageText).toHaveCount(0);
  // Nothing was asked again behind the member's back while the message showed.
  expect(requests.length).toBe(fault.tries);
  expect(portal.problems.slice(problemsBefore).filter((problem) => !FAILED_RESOURCE.test(problem))).toEqual([]);
  cellsChecked += 1;
}

let cellsChecked = 0;
/** How many cells this test file has checked to the end. */
export const checkedCells = (): number => cellsChecked;
