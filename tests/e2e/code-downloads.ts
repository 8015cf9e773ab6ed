import { expect, type Page, type Request } from '@playwright/test';

/**
 * Chromium 150 keeps a download of the app's code that failed and fails every later import of that file, and of each
 * file that imports it, without asking again (Chromium 156 asks again): a connection cut while a part's code is on its
 * way leaves that part out of reach until the portal loads again (the product then reloads once for what the member
 * asked for, and holds an extra's place: lazy-parts.e2e.ts, new-release.e2e.ts). A test that cuts the connection to
 * check something else lets the code under way come first, or it checks that case by chance.
 */
export function watchCodeDownloads(page: Page): { arrived: () => Promise<void>; stop: () => void } {
  const underWay = new Set<Request>();
  const started = (request: Request) => {
    if (request.resourceType() === 'script') underWay.add(request);
  };
  const settled = (request: Request) => void underWay.delete(request);
  page.on('request', started).on('requestfinished', settled).on('requestfailed', settled);
  return {
    arrived: () => expect.poll(() => underWay.size, { message: 'the code under way has come' }).toBe(0),
    stop: () => void page.off('request', started).off('requestfinished', settled).off('requestfailed', settled),
  };
}
