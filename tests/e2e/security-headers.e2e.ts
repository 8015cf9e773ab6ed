import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { root } from '../../scripts/processes.mjs';
import type { StaticWebAppConfig } from '../../scripts/static-web-app.mjs';
import { baseUrl, expect, identityProviderOrigin, openPortal, templateBaseUrl, test, waitForHeading } from './browser';
import { E2E_BUILDS } from './support/paths';

// The e2e builds are served with the headers of their own dist/staticwebapp.config.json, the file that ships to
// Azure Static Web Apps. Here: what arrives over the wire is exactly what that file says.
const distOf = (folder: string) => path.join(root, folder);
const shipped = (folder: string): StaticWebAppConfig =>
  JSON.parse(readFileSync(path.join(distOf(folder), 'staticwebapp.config.json'), 'utf8'));

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A raw GET, so the test sees the bytes and headers as sent (fetch would decompress and merge). */
function get(origin: string, pathname: string, acceptEncoding?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${origin}${pathname}`,
      { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    request.on('error', reject);
  });
}

/** What the file says a path gets: the global headers, the first matching route's over them, "" removing one. */
function expectedHeaders(
  swa: StaticWebAppConfig,
  routePattern: string | null,
): { present: Record<string, string>; absent: string[] } {
  const route = swa.routes.find((rule) => rule.route === routePattern);
  const merged: Record<string, string> = {};
  for (const [name, value] of Object.entries({ ...swa.globalHeaders, ...route?.headers }))
    merged[name.toLowerCase()] = value;
  return {
    present: Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== '')),
    absent: Object.entries(merged)
      .filter(([, value]) => value === '')
      .map(([name]) => name),
  };
}

function expectHeadersOf(answer: Answer, expected: ReturnType<typeof expectedHeaders>, what: string) {
  const sent = Object.fromEntries(Object.keys(expected.present).map((name) => [name, answer.headers[name]]));
  expect(sent, what).toEqual(expected.present);
  for (const name of expected.absent) expect(answer.headers, what).not.toHaveProperty(name);
}

// The first load's libraries (the entry itself is a few hundred bytes since the build groups its modules).
const mainScript = (folder: string) =>
  /href="(\/assets\/vendor-[^"]+\.js)"/.exec(readFileSync(path.join(distOf(folder), 'index.html'), 'utf8'))?.[1] ?? '';

test.describe('the served headers are the shipped file', () => {
  test('sends every global header on app pages and the entry document, and the route headers on the bridge and the assets', async () => {
    for (const [origin, folder] of [
      [baseUrl(), E2E_BUILDS.app],
      [templateBaseUrl(), E2E_BUILDS.template],
    ] as const) {
      const swa = shipped(folder);
      for (const pathname of ['/', '/signin', '/dashboard', '/rebate/invoice?year=2026', '/favicon.svg']) {
        const answer = await get(origin, pathname, 'br');
        expect(answer.status, pathname).toBe(200);
        expectHeadersOf(answer, expectedHeaders(swa, null), `${folder} ${pathname}`);
      }
      const bridge = await get(origin, '/redirect-bridge.html', 'br');
      expect(bridge.status).toBe(200);
      expectHeadersOf(bridge, expectedHeaders(swa, '/redirect-bridge.html'), `${folder} bridge`);
      expect(bridge.headers).not.toHaveProperty('cross-origin-opener-policy');
      const asset = await get(origin, mainScript(folder), 'br');
      expect(asset.status).toBe(200);
      expectHeadersOf(asset, expectedHeaders(swa, '/assets/*'), `${folder} ${mainScript(folder)}`);
    }
  });

  test("allows the configured identity provider, and no other origin, in the configured build's policy", () => {
    const csp = shipped(E2E_BUILDS.app).globalHeaders['Content-Security-Policy'] ?? '';
    const connect = csp
      .split(';')
      .find((part) => part.trim().startsWith('connect-src'))
      ?.trim();
    expect(connect).toBe(`connect-src 'self' ${identityProviderOrigin()}`);
    expect(
      csp
        .split(';')
        .find((part) => part.trim().startsWith('script-src'))
        ?.trim(),
    ).toBe("script-src 'self'");
  });

  test('answers an app path with index.html and a removed chunk with 404, never with the page', async () => {
    const page = await get(baseUrl(), '/merchandise/planograms');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const gone = await get(baseUrl(), '/assets/page-from-an-old-release-0a1b2c3d.js');
    expect(gone.status).toBe(404);
    expect(gone.headers['content-type']).not.toMatch(/html|javascript/);
  });
});

test.describe('compression as a real static host does it', () => {
  test('sends brotli when accepted, else gzip, else the file as is, always with Vary: Accept-Encoding', async () => {
    const file = readFileSync(path.join(distOf(E2E_BUILDS.app), mainScript(E2E_BUILDS.app)));
    const br = await get(baseUrl(), mainScript(E2E_BUILDS.app), 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).equals(file)).toBe(true);
    expect(br.body.length).toBeLessThan(file.length / 2);
    const gzip = await get(baseUrl(), mainScript(E2E_BUILDS.app), 'gzip, deflate');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).equals(file)).toBe(true);
    const plain = await get(baseUrl(), mainScript(E2E_BUILDS.app));
    expect(plain.headers).not.toHaveProperty('content-encoding');
    expect(plain.body.equals(file)).toBe(true);
    for (const answer of [br, gzip, plain]) expect(answer.headers.vary).toBe('Accept-Encoding');
    expect((await get(baseUrl(), '/dashboard', 'br')).headers['content-encoding']).toBe('br');
  });
});

test.describe('in Chromium', () => {
  test('receives the sign-in page and its scripts compressed, under the shipped policy', async ({ browser }) => {
    const portal = await openPortal(browser);
    try {
      const scripts: Array<{ url: string; encoding: string | undefined }> = [];
      portal.page.on('response', (response) => {
        if (response.request().resourceType() === 'script')
          scripts.push({ url: response.url(), encoding: response.headers()['content-encoding'] });
      });
      const document = await portal.page.goto('/signin');
      await waitForHeading(portal.page, 'Sign in to your member account');
      expect(document?.headers()['content-security-policy']).toBe(
        shipped(E2E_BUILDS.app).globalHeaders['Content-Security-Policy'],
      );
      // The prerendered page shows its heading before its scripts need to arrive: wait for them.
      await expect.poll(() => scripts.length, { message: 'scripts received' }).toBeGreaterThan(0);
      expect(scripts.filter((script) => script.encoding !== 'br')).toEqual([]);
      expect(portal.problems.join('\n')).toBe('');
    } finally {
      await portal.context.close();
    }
  });
});
