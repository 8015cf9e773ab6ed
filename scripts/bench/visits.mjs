// What a first visit really downloads, measured in Chromium rather than read from the manifest: every script and
// stylesheet the browser fetches for the visit (entry, route chunks, MSAL, the language catalog, lazy chunks the page
// pulls in as it renders), each counted at gzip level 9 of the body it received, and every API call the visit makes.
// The visit is over when the page's heading shows and the network has been quiet for half a second.
import { gzipSync } from 'node:zlib';

const kib = (bytes) => bytes / 1024;

/** The local identity provider's page (DESIGN §4): an input labelled Email and a Sign in button. */
export async function signInThroughProvider(page, email = 'member@example.com') {
  await page.goto('/signin');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/cooperative\.onmicrosoft\.com\//i);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/dashboard');
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
}

/** An empty HTTP cache (session storage, where MSAL keeps the session, stays): the next visit is a first visit. */
export async function clearHttpCache(page) {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.clearBrowserCache');
  await session.detach();
}

/**
 * Opens `path` in `page` and records the visit. Resolves with the scripts and stylesheets (gzip KiB each, largest
 * first), their totals, the API calls in order, and the calls made more than once.
 */
export async function measureVisit(page, { origin, path, heading }) {
  const assets = new Map();
  const api = [];
  const pending = [];
  const onResponse = (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const url = new URL(response.url());
    pending.push(
      response.body().then(
        (body) => assets.set(url.href, { path: url.origin === origin ? url.pathname : url.href, type, gzipKiB: kib(gzipSync(body, { level: 9 }).length), transferKiB: kib(body.length) }),
        () => undefined,
      ),
    );
  };
  const onRequest = (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) api.push(`${request.method()} ${url.pathname}${url.search}`);
  };
  page.on('response', onResponse);
  page.on('request', onRequest);
  await page.goto(`${origin}${path}`);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  page.off('response', onResponse);
  page.off('request', onRequest);

  const files = [...assets.values()].sort((a, b) => b.gzipKiB - a.gzipKiB);
  const total = (type) => files.filter((file) => file.type === type).reduce((sum, file) => sum + file.gzipKiB, 0);
  const seen = new Map();
  for (const call of api) seen.set(call, (seen.get(call) ?? 0) + 1);
  return {
    path,
    jsKiB: total('script'),
    cssKiB: total('stylesheet'),
    scripts: files.filter((file) => file.type === 'script').length,
    stylesheets: files.filter((file) => file.type === 'stylesheet').length,
    files: files.map(({ path: file, gzipKiB }) => ({ file, gzipKiB: Number(gzipKiB.toFixed(1)) })),
    apiCalls: api,
    duplicateApiCalls: [...seen].filter(([, count]) => count > 1).map(([call, count]) => `${call} ×${count}`),
  };
}
