import type { Browser, BrowserContext, Page } from '@playwright/test';
import { signInToDashboard, templateBaseUrl } from './browser';

/**
 * A context of its own, signed in on the template build's dashboard, with motion welcome (so the advertisement
 * banners change by themselves) and Playwright's clock installed: a test moves the time on rather than waiting for it.
 */
export async function openDashboardOnTheClock(
  browser: Browser,
  { viewport, permissions = [] }: { viewport: { width: number; height: number }; permissions?: string[] },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: templateBaseUrl(), viewport, reducedMotion: 'no-preference' });
  await context.clock.install();
  await context.grantPermissions(permissions);
  const page = await context.newPage();
  await signInToDashboard(page);
  return { context, page };
}

/**
 * Stops the page's clock (installed with `clock.install()`) a second ahead of the page's own fake time, which runFor has
 * moved past the real one: from then on only runFor moves it, so a timer fires when the test says and never while it
 * reads. That time runs on while it is read and sent back: on a busy machine the second may be gone before pauseAt
 * arrives ('Cannot fast-forward to the past'), so it is read again then.
 */
export async function pauseClock(page: Page): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
      return;
    } catch (error) {
      if (attempt === 3 || !String(error).includes('to the past')) throw error;
    }
  }
}
