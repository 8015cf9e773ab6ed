// A small static server for the production build, as a static host would serve it: hashed assets cached for a
// year, index.html for every app path, security headers, and /api proxied to the mock API (prefix removed).
import { createReadStream, existsSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { createExamplePicker } from './mock-examples.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.webp': 'image/webp',
  '.ico': 'image/x-icon', '.map': 'application/json', '.woff2': 'font/woff2', '.txt': 'text/plain; charset=utf-8',
};

/** Security headers as the static host sends them (../shared/notes/security.md); the identity provider is allowed in. */
function securityHeaders(identityOrigins, { bridge = false } = {}) {
  const identity = identityOrigins.join(' ');
  const csp = [
    "default-src 'self'", "script-src 'self'", "style-src 'self'", "style-src-elem 'self' 'unsafe-inline'",
    "style-src-attr 'unsafe-inline'", "img-src 'self' blob: data:", `connect-src 'self' ${identity}`, `frame-src 'self' ${identity}`,
    "object-src 'none'", "base-uri 'none'", `form-action 'self' ${identity}`, bridge ? "frame-ancestors 'self'" : "frame-ancestors 'none'",
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // MSAL's redirect bridge must be reachable from the sign-in window, so it gets no opener policy.
    ...(bridge ? { 'Cache-Control': 'no-store' } : { 'Cross-Origin-Opener-Policy': 'same-origin' }),
  };
}

const pickExample = createExamplePicker();

function proxy(request, response, apiPort) {
  const upstreamPath = request.url.replace(/^\/api/, '') || '/';
  const prefer = pickExample(request.method, upstreamPath);
  const upstream = http.request(
    { host: '127.0.0.1', port: apiPort, method: request.method, path: upstreamPath, headers: { ...request.headers, host: `127.0.0.1:${apiPort}`, ...(prefer ? { prefer } : {}) } },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  upstream.on('error', () => {
    response.writeHead(502, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ error: 'Something went wrong, Please try again!', code: 'mock_api_unreachable' }));
  });
  request.pipe(upstream);
}

/** Starts the server; resolves with it once it listens. */
export function serveDist({ dist, port, apiPort, host = '127.0.0.1', identityOrigins = [] }) {
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return proxy(request, response, apiPort);
    let decoded = '';
    try {
      decoded = decodeURIComponent(url.pathname);
    } catch {
      // A malformed escape is no file of ours: the app answers it (its 404 page), as the host's fallback would.
    }
    const file = path.join(dist, path.normalize(decoded.replaceAll('\0', '')).replace(/^(\.\.[/\\])+/, ''));
    const isFile = decoded !== '' && file.startsWith(dist) && existsSync(file) && statSync(file).isFile();
    const target = isFile ? file : path.join(dist, 'index.html');
    const immutable = isFile && url.pathname.startsWith('/assets/');
    // Like the host's navigation fallback: only a missing asset (a known file type) is a 404; any other path, even
    // one ending in '.com' (/%2F%2Fevil.com), gets the app, which shows its own 404 page.
    const missingAsset = !isFile && Object.hasOwn(TYPES, path.extname(url.pathname));
    response.writeHead(missingAsset ? 404 : 200, {
      'Content-Type': TYPES[path.extname(target)] ?? 'application/octet-stream',
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...securityHeaders(identityOrigins, { bridge: url.pathname === '/redirect-bridge.html' }),
    });
    if (missingAsset) return response.end('Not found');
    createReadStream(target).pipe(response);
  });
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)));
}
