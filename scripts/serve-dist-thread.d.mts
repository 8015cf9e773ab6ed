/** serveDist's options that cross to a thread (no callbacks: the host's field data and API answers stay there). */
export function serveDistInThread(options: {
  dist: string;
  port: number;
  apiPort: number;
  tls?: { key: string; cert: string };
}): Promise<{ close(done?: () => void): void }>;
