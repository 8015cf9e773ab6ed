// The build's host (serve-dist.mjs) on a thread of its own, for the benchmark. Served from the benchmark's own thread,
// it answered the page's files only between Playwright's handling of the browser's events: on a first visit of
// /rebate/invoice (26 files at once) each answer began ~100 ms after its request, against ~40 ms from a thread of its
// own (resource timings, 2026-12-02), and a page with more files lost more. A real host shares no event loop with the
// browser's driver. Its files are compressed before the first visit, as a host's edge cache holds them.
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { serveDist } from './serve-dist.mjs';

/** Starts serveDist({ ...options, precompress: true }) on its own thread; resolves once it listens. */
export function serveDistInThread(options) {
  const worker = new Worker(new URL(import.meta.url), { workerData: options });
  return new Promise((resolve, reject) => {
    worker.once('error', reject);
    worker.once('message', () =>
      resolve({
        close: (done) => {
          void worker.terminate().then(() => done?.());
        },
      }),
    );
  });
}

if (!isMainThread && workerData?.dist) {
  await serveDist({ ...workerData, precompress: true });
  parentPort?.postMessage('listening');
}
