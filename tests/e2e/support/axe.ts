import axe, { type Result } from 'axe-core';
import { expect, type Page } from '@playwright/test';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Puts axe-core into every frame of the page that does not hold it yet. @axe-core/playwright's AxeBuilder injects its
 * 0.5 MB source into every frame on every scan and finishes each in a new blank page (~2.9 s a scan on a 2-core
 * machine, against ~0.9 s for axe.run itself): a document keeps its copy, so a tab that moves inside the app (the
 * accessibility matrix) pays for it once.
 */
async function injectAxe(page: Page): Promise<void> {
  for (const frame of page.frames()) {
    if (
      await frame
        .evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function')
        .catch(() => true)
    )
      continue;
    await frame.evaluate(axe.source);
    await frame.evaluate(() =>
      (window as unknown as { axe: typeof axe }).axe.configure({ allowedOrigins: ['<same_origin>'] }),
    );
  }
}

/** How long one frame's scan may take before the check fails rather than waits (a scan takes about a second). */
const AXE_SCAN_LIMIT_MS = 30_000;

/** axe-core on the page as it stands: every visited state must have 0 violations (WCAG 2.0, 2.1 and 2.2 A and AA rules). */
export async function expectAccessible(page: Page): Promise<void> {
  await injectAxe(page);
  // axe.run in each frame on its own document, not through axe's messages between frames: those wait on the page's
  // timers, which a test that installed Playwright's clock holds still.
  const violations: Result[] = [];
  for (const frame of page.frames()) {
    const scan = frame.evaluate(
      (tags) =>
        (window as unknown as { axe: typeof axe }).axe
          // Only violations are read: axe then builds a selector for one node of each passed or inapplicable rule
          // instead of all of them, its slowest step (a third less time a scan, measured on the member pages).
          .run(document, { iframes: false, runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
          .then((run) => run.violations),
      AXE_TAGS,
    );
    let timer: NodeJS.Timeout | undefined;
    const limit = new Promise<never>(
      (_, reject) =>
        (timer = setTimeout(
          () => reject(new Error(`axe did not finish on ${frame.url()} within ${AXE_SCAN_LIMIT_MS} ms`)),
          AXE_SCAN_LIMIT_MS,
        )),
    );
    // A frame gone since (MSAL's silent-renewal frame closes by itself) has nothing left to check.
    const found = await Promise.race([scan, limit])
      .catch((error: Error) => (frame.isDetached() ? [] : Promise.reject(error)))
      .finally(() => clearTimeout(timer));
    violations.push(...found);
  }
  // Where and why (axe's own summary of the first node: colours and ratio for contrast), so a failure says what to fix.
  const summary = violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes
        .map((node) => node.target.join(' '))
        .slice(0, 3)
        .join(' | ')}) ${violation.nodes[0]?.failureSummary?.replace(/\s+/g, ' ') ?? ''}`,
  );
  expect(summary.join('\n'), `accessibility violations on ${page.url()}`).toBe('');
}
