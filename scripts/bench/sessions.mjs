// The two ways into the portal that one sign-in per browser session gives a member (docs/sessions.md), each timed
// until the dashboard's key figures show (Chromium on this host, unthrottled; the median of a few runs):
// - a new tab of a signed-in browser, its address typed: no trip to the identity provider at all (the build pins the
//   provider's discovery document), its files from the HTTP cache of the tab that signed in;
// - the morning: a new browser session (the cookies of the last one gone, the key of MSAL's cache with them) while
//   the identity provider's own session lives: the sign-in page, Sign in pressed, and back with no password asked.
import { median } from './median.mjs';
import { signInThroughProvider } from './visits.mjs';

// Unthrottled on a quiet host: a new tab is a signed-in member's first visit of a page (~0.8-1 s in the bench of
// 2026-11-26) plus MSAL's start from its encrypted cache; the morning is the sign-in journey without typing.
export const SESSION_BUDGETS = { newTabMs: 1500, morningMs: 2500 };
const RUNS = 3;
const keyFigures = (page) => page.locator('main a', { hasText: 'Rebates year to date' }).first();

/** A new tab of `context` on the dashboard: milliseconds to the key figures, and what it asked of the provider. */
async function newTab(context, origin) {
  const tab = await context.newPage();
  const asked = [];
  tab.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== origin) asked.push(url.pathname);
  });
  const started = Date.now();
  await tab.goto('/dashboard');
  await keyFigures(tab).waitFor();
  const ms = Date.now() - started;
  await tab.close();
  return { ms, asked };
}

/** The morning after `state`'s browser closed: milliseconds from Sign in pressed to the key figures. */
async function morning(browser, origin, state) {
  const context = await browser.newContext({
    baseURL: origin,
    viewport: null,
    storageState: { ...state, cookies: state.cookies.filter((cookie) => cookie.expires !== -1) },
  });
  try {
    const page = await context.newPage();
    await page.goto('/dashboard');
    await page.waitForURL('**/signin');
    const signIn = page.getByRole('button', { name: 'Sign in', exact: true });
    await signIn.waitFor();
    const started = Date.now();
    await signIn.click();
    // The provider's page asking for the member again would mean its session did not last: no morning path then.
    const asked = page.getByLabel('Email');
    const shown = await Promise.race(
      [
        keyFigures(page)
          .waitFor()
          .then(() => 'figures'),
        asked.waitFor().then(() => 'asked'),
      ].map((seen) =>
        // The one that loses waits on until the context closes.
        seen.catch(() => 'gone'),
      ),
    );
    if (shown === 'asked') throw new Error('bench: the provider asked for the member again in the morning');
    return Date.now() - started;
  } finally {
    await context.close();
  }
}

export async function measureSessions(browser, origin) {
  const context = await browser.newContext({ baseURL: origin, viewport: null });
  const newTabs = [];
  const mornings = [];
  try {
    // The morning path is the member who ticked "Keep me signed in": without it the provider's session ends with the
    // browser, as a default B2C user flow's does, and the morning asks who they are.
    await signInThroughProvider(await context.newPage(), undefined, { keepSignedIn: true });
    for (let run = 0; run < RUNS; run += 1) newTabs.push(await newTab(context, origin));
    const state = await context.storageState();
    for (let run = 0; run < RUNS; run += 1) mornings.push(await morning(browser, origin, state));
  } finally {
    await context.close();
  }
  return {
    newTabMs: median(newTabs.map((tab) => tab.ms)),
    newTabProviderRequests: [...new Set(newTabs.flatMap((tab) => tab.asked))],
    morningMs: median(mornings),
    runs: RUNS,
  };
}

export function sessionsOverBudget(sessions) {
  if (!sessions) return [];
  const over = [];
  if (sessions.newTabMs > SESSION_BUDGETS.newTabMs)
    over.push(`new tab: key figures at ${sessions.newTabMs} ms > ${SESSION_BUDGETS.newTabMs} ms`);
  if (sessions.newTabProviderRequests.length)
    over.push(`new tab: asked the identity provider for ${sessions.newTabProviderRequests.join(', ')}`);
  if (sessions.morningMs > SESSION_BUDGETS.morningMs)
    over.push(`morning: key figures at ${sessions.morningMs} ms after Sign in > ${SESSION_BUDGETS.morningMs} ms`);
  return over;
}

export const sessionsLine = (sessions) =>
  `One sign-in per browser session (median of ${sessions.runs}, Chromium on this host, unthrottled): a new tab of a signed-in browser shows the dashboard's key figures at ${sessions.newTabMs} ms (≤ ${SESSION_BUDGETS.newTabMs}), asking nothing of the identity provider; the morning (a new browser session, the provider's session alive) from Sign in pressed to the key figures: ${sessions.morningMs} ms (≤ ${SESSION_BUDGETS.morningMs}).`;
