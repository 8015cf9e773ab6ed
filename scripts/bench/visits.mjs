// What a first visit really downloads, measured in Chromium rather than read from the manifest: every script and
// stylesheet the browser requests, with the HTTP cache off, from the navigation until the member sees what they came
// for (`ready`: the sign-in button, the dashboard's key figures) — entry, route chunks, MSAL, the language catalog,
// and whatever the page pulls in on the way — each counted at gzip level 9 of the body it received. What the page
// asks for only after that moment (the dashboard's chart, once its section is in view) is listed apart as `later`.
// The moment is read from the page's own clock, like the requests' start times: a request made in the same frame as
// the content, or before, counts. The visit then runs until the network is quiet, for the API calls.
import { gzipSync } from 'node:zlib';

const kib = (bytes) => bytes / 1024;

/**
 * The local identity provider's page: an input labelled Email, "Keep me signed in" (ticked with `keepSignedIn`: the
 * provider's session then outlives the browser) and a Sign in button.
 */
export async function signInThroughProvider(page, email = 'member@example.com', { keepSignedIn = false } = {}) {
  await page.goto('/signin');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/\/cooperative\.onmicrosoft\.com\//i);
  await page.getByLabel('Email').fill(email);
  if (keepSignedIn) await page.getByLabel('Keep me signed in').check();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL('**/dashboard');
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  // A member who has seen their dashboard (the budget is for the returning visit): its answers have arrived, and the
  // tab keeps them as a real visit would (last-seen answers), rather than the run leaving mid-load.
  await page.locator('main a', { hasText: 'Rebates year to date' }).first().waitFor();
  await page.waitForLoadState('networkidle');
}

/** An empty HTTP cache (storage and cookies, where MSAL keeps the session, stay): the next visit is a first visit. */
export async function clearHttpCache(page) {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.clearBrowserCache');
  await session.detach();
}

const sumOf = (files, type) => files.filter((file) => file.type === type).reduce((sum, file) => sum + file.gzipKiB, 0);
const listOf = (files) => files.map(({ path: file, gzipKiB }) => ({ file, gzipKiB: Number(gzipKiB.toFixed(1)) }));

/**
 * Opens `path` in `page` and records the visit. `ready` names what the member came to see: the first element
 * matching `selector` whose text contains `text`. Resolves with the scripts and stylesheets requested until it showed
 * (gzip KiB each, largest first) and their totals, those requested after it, the API calls in order, and the calls
 * made more than once.
 */
export async function measureVisit(page, { origin, path, heading, ready }) {
  const assets = new Map();
  const api = [];
  const responses = [];
  const onResponse = (response) => {
    const url = new URL(response.url());
    // A file fetched ahead of its use (the sign-in page fetches the app's scripts once it has painted) counts as what
    // it is, not as a fetch: the visit downloads it all the same.
    const ahead =
      response.request().resourceType() === 'fetch' && url.origin === origin && url.pathname.startsWith('/assets/');
    const type = ahead
      ? ({ '.js': 'script', '.css': 'stylesheet' }[url.pathname.slice(url.pathname.lastIndexOf('.'))] ?? 'other')
      : response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    // When the browser sent it (ms since 1970): a worker's requests (the sign-in page fetches ahead in one) are not in
    // the page's resource timing.
    const sentAt = response.request().timing().startTime;
    // The body is read once the visit is over. Read as each file arrived, the reads went through the browser while it
    // was still loading the page and slowed the visit they measured: 14 ms on /dashboard (20 files), 15 on /incentives,
    // 25 on /rebate/invoice (35 files), medians of 8 visits each way taken in turns (2026-12-01).
    responses.push({ response, href: url.href, path: url.origin === origin ? url.pathname : url.href, type, sentAt });
  };
  const onRequest = (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) api.push(`${request.method()} ${url.pathname}${url.search}`);
  };
  // No cache of any kind (Blink's memory cache included): every file the visit needs is fetched and seen here.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await page.addInitScript(() => performance.setResourceTimingBufferSize(10_000));
  // Checked before every frame from the document's start (not from when goto returns, which waits for the load event:
  // a page painted from its HTML shows its content long before), so the moment is the frame that first draws it.
  // `ready.content`: the page's main region has its heading and nothing still loading in it (a section's skeleton).
  await page.addInitScript(
    ({ selector, text, content }) => {
      const shown = () =>
        content
          ? Boolean(globalThis.document.querySelector(`${content} h1`)) &&
            !globalThis.document.querySelector(`${content} [data-state="loading"], ${content} [aria-busy="true"]`)
          : [...globalThis.document.querySelectorAll(selector)].some((element) =>
              (element.textContent ?? '').includes(text),
            );
      const check = () => {
        if (shown()) globalThis.benchReadyAt = performance.now();
        else globalThis.requestAnimationFrame(check);
      };
      globalThis.requestAnimationFrame(check);
    },
    { selector: '', text: '', content: '', ...ready },
  );
  page.on('response', onResponse);
  page.on('request', onRequest);
  await page.goto(`${origin}${path}`);
  await page
    .getByRole('heading', { level: 1, ...(heading ? { name: heading } : {}) })
    .first()
    .waitFor();
  const readyAt = await (await page.waitForFunction(() => globalThis.benchReadyAt)).jsonValue();
  await page.waitForLoadState('networkidle');
  await Promise.all(
    responses.map(({ response, href, ...file }) =>
      response.body().then(
        (body) => assets.set(href, { ...file, gzipKiB: kib(gzipSync(body, { level: 9 }).length) }),
        () => undefined,
      ),
    ),
  );
  const { timeOrigin, entries } = await page.evaluate(() => ({
    timeOrigin: performance.timeOrigin,
    entries: performance.getEntriesByType('resource').map((entry) => [entry.name, entry.startTime]),
  }));
  const started = new Map(entries);
  page.off('response', onResponse);
  page.off('request', onRequest);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  await cdp.detach();

  const all = [...assets]
    .map(([href, { sentAt, ...file }]) => ({
      ...file,
      startedMs: started.get(href) ?? (sentAt > 0 ? sentAt - timeOrigin : Number.POSITIVE_INFINITY),
    }))
    .sort((a, b) => b.gzipKiB - a.gzipKiB);
  const unknown = all.filter((file) => file.startedMs === Number.POSITIVE_INFINITY);
  if (unknown.length) throw new Error(`bench: no request time for ${unknown.map((file) => file.path).join(', ')}`);
  const files = all.filter((file) => file.startedMs <= readyAt);
  const later = all.filter((file) => file.startedMs > readyAt);
  const seen = new Map();
  for (const call of api) seen.set(call, (seen.get(call) ?? 0) + 1);
  return {
    path,
    readyMs: Math.round(readyAt),
    jsKiB: sumOf(files, 'script'),
    cssKiB: sumOf(files, 'stylesheet'),
    scripts: files.filter((file) => file.type === 'script').length,
    stylesheets: files.filter((file) => file.type === 'stylesheet').length,
    files: listOf(files),
    laterJsKiB: sumOf(later, 'script'),
    laterCssKiB: sumOf(later, 'stylesheet'),
    later: listOf(later),
    apiCalls: api,
    duplicateApiCalls: [...seen].filter(([, count]) => count > 1).map(([call, count]) => `${call} ×${count}`),
  };
}

/**
 * The journey of a member who signs in: from pressing Sign in on /signin, through the local provider's page, to the
 * dashboard's key figures (Chromium on this host, no throttling). Milliseconds.
 */
export async function signInJourney(page, email = 'member@example.com') {
  await page.goto('/signin');
  const started = Date.now();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/\/cooperative\.onmicrosoft\.com\//i);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.locator('main a', { hasText: 'Rebates year to date' }).first().waitFor();
  return Date.now() - started;
}
