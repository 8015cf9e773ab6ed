import type { Page } from '@playwright/test';

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
