// Starting and stopping the local servers (Prism, Vite, the preview server) as one group.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import net from 'node:net';
import { writeMockContract } from './mock-chain.mjs';

export const root = path.resolve(import.meta.dirname, '..');
export const bin = (name) => path.join(root, 'node_modules/.bin', name);

/** Starts a child that shares our terminal; its lines are prefixed so a developer can tell the servers apart. */
export function startProcess(label, command, args, { env = {}, quiet = false } = {}) {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (stream, out) =>
    stream.on('data', (chunk) => {
      if (quiet) return;
      for (const line of chunk.toString().split('\n')) if (line.trim()) out.write(`[${label}] ${line}\n`);
    });
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  return child;
}

export function stopAll(children) {
  for (const child of children) if (child.exitCode === null && !child.killed) child.kill('SIGTERM');
}

/** Resolves once something accepts connections on host:port; rejects after the timeout. */
export function waitForPort(port, host = '127.0.0.1', timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = net.connect(port, host);
      socket.once('connect', () => {
        socket.end();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`nothing listened on ${host}:${port} within ${timeoutMs} ms`));
        else setTimeout(attempt, 100);
      });
    };
    attempt();
  });
}

export function startPrism(port, { quiet = false } = {}) {
  // The contract plus the generated chain owners' examples (scripts/mock-chain.mjs), in a file of this server's own.
  const contract = writeMockContract(port);
  const child = startProcess(
    'mock-api',
    bin('prism'),
    [
      'mock',
      ...['--host', '127.0.0.1', '--port', String(port), '--errors', contract],
      // Quiet (the e2e suite, the bench): no line per request, which Prism would format only for us to drop.
      ...(quiet ? ['--verboseLevel', 'error'] : []),
    ],
    { quiet },
  );
  child.once('exit', () => rmSync(contract, { force: true }));
  return child;
}
