// A small static server for the production build, as Azure Static Web Apps serves it: the headers, caching and
// navigation fallback of the build's own staticwebapp.config.json (so what the tests see is what ships), responses
// compressed per Accept-Encoding (brotli, else gzip) as every real static host does, and /api proxied to the mock
// API (prefix removed), which in production is a separate service.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { createFieldDataReceiver, FIELD_DATA_PATH } from './field-data-receiver.mjs';
import { createExamplePicker } from './mock-examples.mjs';
import { fallsBackToIndex, headersFor, readStaticWebAppConfig, rewriteFor } from './static-host.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.map': 'application/json',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.map', '.txt']);
const ENCODERS = {
  br: promisify(zlib.brotliCompress),
  gzip: promisify(zlib.gzip),
};
const ENCODER_OPTIONS = {
  br: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
  gzip: { level: 9 },
};

/** The client's preferred encoding we support: brotli, then gzip, else none (`q=0` refuses one). */
export function chooseEncoding(acceptEncoding = '') {
  const accepted = new Map(
    acceptEncoding.split(',').map((part) => {
      const [name = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)/.exec(param)?.[1]).find(Boolean);
      return [name.trim(), q === undefined ? 1 : Number(q)];
    }),
  );
  const wildcard = accepted.get('*') ?? 0;
  return ['br', 'gzip'].find((name) => (accepted.get(name) ?? wildcard) > 0) ?? null;
}

const pickExample = createExamplePicker();
const IDEMPOTENT = new Set(['GET', 'HEAD']);
const RETRIED_CODES = new Set(['ECONNRESET', 'ECONNREFUSED']);
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade']);

/**
 * Forwards an /api request to the mock API. `onAnswer` (optional) is told each answer: method, path with query, status,
 * content type, Prism's `sl-violations` header and, for an answer Prism made up itself (problem+json), its body.
 */
function proxy(request, response, apiPort, onAnswer, attempt = 1) {
  const upstreamPath = request.url.replace(/^\/api/, '') || '/';
  const prefer = pickExample(request.method, upstreamPath);
  // Over HTTP/2 the request carries pseudo-headers (:path, :authority, …), and an answer may not carry HTTP/1.1's
  // connection headers: neither crosses to the other side.
  const headers = Object.fromEntries(Object.entries(request.headers).filter(([name]) => !name.startsWith(':')));
  const upstream = http.request(
    {
      host: '127.0.0.1',
      port: apiPort,
      method: request.method,
      path: upstreamPath,
      headers: { ...headers, host: `127.0.0.1:${apiPort}`, ...(prefer ? { prefer } : {}) },
      // A connection per request. Node's default agent keeps connections alive, and one that Prism closes as idle
      // just as the next request reuses it fails with ECONNRESET: a 502 now and then under a busy e2e run (seen
      // once in a clean-clone run: a console error on an otherwise passing test).
      agent: false,
    },
    (answer) => {
      const answerHeaders = Object.fromEntries(
        Object.entries(answer.headers).filter(([name]) => !HOP_BY_HOP.has(name)),
      );
      response.writeHead(answer.statusCode ?? 502, answerHeaders);
      answer.pipe(response);
      if (!onAnswer) return;
      const contentType = String(answer.headers['content-type'] ?? '');
      const chunks = [];
      if (contentType.includes('problem+json')) answer.on('data', (chunk) => chunks.push(chunk));
      answer.on('end', () =>
        onAnswer({
          method: request.method,
          url: upstreamPath,
          status: answer.statusCode,
          contentType,
          violationsHeader: answer.headers['sl-violations'],
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    },
  );
  upstream.on('error', (error) => {
    // Once the answer has begun, nothing can be asked again: the page sees the connection end, as from a real server.
    if (response.headersSent) {
      response.destroy();
      return;
    }
    // Prism, busy on a loaded machine (a chain owner's 300 dashboards beside other test files), now and then resets or
    // refuses a connection before answering. A read is asked again, twice at most, as a browser retries an idempotent
    // request whose connection was reset; a write is not, and any failure that persists still reaches the page.
    if (IDEMPOTENT.has(request.method) && RETRIED_CODES.has(error.code) && attempt < 3) {
      setTimeout(() => proxy(request, response, apiPort, onAnswer, attempt + 1), 100 * attempt);
      return;
    }
    // Named, so a 502 in a test's console can be traced to its call.
    console.warn(`mock API unreachable: ${request.method} ${upstreamPath} (${error.code ?? error.message})`);
    response.writeHead(502, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ error: 'Something went wrong, Please try again!', code: 'mock_api_unreachable' }));
  });
  // A read asked again has no body, and its request stream has ended: end the new one at once.
  if (attempt > 1) upstream.end();
  else request.pipe(upstream);
}

/** Compressed bodies are made once per file and encoding: the build does not change while it is served. */
function createBodyCache() {
  const cache = new Map();
  return (file, encoding) => {
    const key = `${encoding ?? 'identity'}:${file}`;
    if (!cache.has(key)) {
      const raw = readFileSync(file);
      cache.set(key, encoding ? ENCODERS[encoding](raw, ENCODER_OPTIONS[encoding]) : Promise.resolve(raw));
    }
    return cache.get(key);
  };
}

/**
 * Compresses every script and stylesheet of the build both ways before the first request, as a host's edge cache
 * holds them: otherwise a file's first request waits for brotli's highest level (up to ~100 ms for the larger files).
 */
async function precompressAssets(dist, body) {
  const assets = path.join(dist, 'assets');
  const files = existsSync(assets) ? readdirSync(assets).filter((name) => /\.(js|css)$/.test(name)) : [];
  await Promise.all(files.flatMap((name) => ['br', 'gzip'].map((encoding) => body(path.join(assets, name), encoding))));
}

/**
 * Starts the server for a build folder; resolves with it once it listens. Plain HTTP/1.1 by default; with `tls`
 * ({ key, cert }) HTTPS with HTTP/2, as Azure Static Web Apps and every CDN serve (the benchmark measures that: over
 * HTTP/1.1 a browser opens six connections per origin, and a first visit's many files would queue behind them).
 * `precompress`: every script and stylesheet compressed before it listens (the benchmark; see precompressAssets).
 */
export async function serveDist({
  dist,
  port,
  apiPort,
  host = '127.0.0.1',
  onApiAnswer,
  tls,
  fieldData = createFieldDataReceiver(),
  precompress = false,
}) {
  const swaConfig = readStaticWebAppConfig(dist);
  const body = createBodyCache();
  if (precompress) await precompressAssets(dist, body);
  const handle = (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname === '/api' || url.pathname.startsWith('/api/'))
      return proxy(request, response, apiPort, onApiAnswer);
    // A local build's field data (scripts/field-data-receiver.mjs); silent unless the caller gave a receiver that prints.
    if (url.pathname === FIELD_DATA_PATH && request.method === 'POST') return fieldData.handle(request, response);
    let decoded = '';
    try {
      decoded = decodeURIComponent(url.pathname);
    } catch {
      // A malformed escape is no file of ours: the app answers it (its 404 page), as the host's fallback would.
    }
    const file = path.join(dist, path.normalize(decoded.replaceAll('\0', '')).replace(/^(\.\.[/\\])+/, ''));
    const isFile =
      decoded !== '' &&
      file.startsWith(dist) &&
      existsSync(file) &&
      statSync(file).isFile() &&
      path.basename(file) !== 'staticwebapp.config.json';
    const rewrite = isFile ? null : rewriteFor(swaConfig, url.pathname);
    const found = isFile || Boolean(rewrite) || fallsBackToIndex(swaConfig, url.pathname);
    const target = isFile ? file : path.join(dist, rewrite ?? swaConfig.navigationFallback.rewrite);
    const extension = path.extname(target);
    const compressible = found && COMPRESSIBLE.has(extension);
    const encoding = compressible ? chooseEncoding(request.headers['accept-encoding']) : null;
    const headers = {
      ...headersFor(swaConfig, url.pathname),
      'Content-Type': found ? (TYPES[extension] ?? 'application/octet-stream') : 'text/plain; charset=utf-8',
      ...(compressible ? { Vary: 'Accept-Encoding' } : {}),
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    };
    if (!found) {
      response.writeHead(404, headers);
      return response.end('Not found');
    }
    body(target, encoding).then(
      (content) => {
        response.writeHead(200, { ...headers, 'Content-Length': content.length });
        response.end(request.method === 'HEAD' ? undefined : content);
      },
      () => {
        response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
        response.end('Could not read the file');
      },
    );
  };
  const server = tls ? http2.createSecureServer({ ...tls, allowHTTP1: true }, handle) : http.createServer(handle);
  // A client that reuses an idle connection just as the server closes it reads ECONNRESET (Node's default closes
  // idle connections after 5 s; seen from a test's route.fetch on a busy run). Idle connections stay open a minute.
  server.keepAliveTimeout = 60_000;
  server.headersTimeout = 61_000;
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)));
}
