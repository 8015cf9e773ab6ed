// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from './local-stack.mjs';
import { serveDist } from './serve-dist.mjs';

// The local host's /api proxy in front of Prism: a read whose connection was reset is asked again; a write never is.
const closers: (() => void)[] = [];
afterEach(() => closers.splice(0).forEach((close) => close()));

/** A stand-in for a busy Prism: it resets the first `resets` connections, then answers 200 with a small JSON body. */
async function flakyUpstream(resets: number): Promise<{ port: number; connections: () => number }> {
  let connections = 0;
  const server = net.createServer((socket) => {
    connections += 1;
    if (connections <= resets) return socket.resetAndDestroy();
    socket.once('data', () =>
      socket.end('HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: 11\r\n\r\n{"ok":true}'),
    );
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  closers.push(() => server.close());
  return { port, connections: () => connections };
}

async function portalOn(apiPort: number): Promise<string> {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'serve-dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html>');
  writeFileSync(
    path.join(dist, 'staticwebapp.config.json'),
    JSON.stringify({ navigationFallback: { rewrite: '/index.html' } }),
  );
  const port = await freePort();
  const server = await serveDist({ dist, port, apiPort });
  closers.push(() => server.close());
  return `http://127.0.0.1:${port}`;
}

describe('the /api proxy', () => {
  it('asks a read again when Prism resets its connection, and answers it', async () => {
    const upstream = await flakyUpstream(2);
    const answer = await fetch(`${await portalOn(upstream.port)}/api/myDashboardApi?ibcNumber=10482`);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ ok: true });
    expect(upstream.connections()).toBe(3);
  });

  it('gives up after three tries with a 502 the page can show', async () => {
    const upstream = await flakyUpstream(5);
    const answer = await fetch(`${await portalOn(upstream.port)}/api/myDashboardApi?ibcNumber=10482`);
    expect(answer.status).toBe(502);
    expect(upstream.connections()).toBe(3);
  });

  it('never repeats a write', async () => {
    const upstream = await flakyUpstream(1);
    const answer = await fetch(`${await portalOn(upstream.port)}/api/myincentiveapi`, { method: 'POST', body: '{}' });
    expect(answer.status).toBe(502);
    expect(upstream.connections()).toBe(1);
  });
});
