import type { Page, Request } from '@playwright/test';
import { baseUrl, expect, openSignedInPortal, test, waitForHeading, type PortalPage } from './browser';

// What the form files share: one signed-in tab for the file, each test starting from empty forms and answering for
// its own console, and the reads of what the forms sent and kept.

/**
 * Registers a file's hooks: one signed-in tab of the default member (at the project's size), in which each test
 * starts with no draft of another test, and after which the tab is as the test found it and the console had no error
 * but the 500 answers a test asks for.
 */
export function formsSession(): { portal: PortalPage } {
  const session = {} as { portal: PortalPage };
  let openedSize: { width: number; height: number };
  let problemsBefore = 0;
  test.beforeAll(async ({ browser }) => {
    session.portal = await openSignedInPortal(browser);
    openedSize = session.portal.page.viewportSize()!;
  });
  test.afterAll(async () => {
    await session.portal?.context.close();
  });
  test.beforeEach(async () => {
    const { page, problems } = session.portal;
    problemsBefore = problems.length;
    // No draft of another test: each starts from empty forms, whatever ran before it and however it ended. A tab
    // that has not been on the portal yet has no drafts (its context is new).
    if (page.url().startsWith(baseUrl())) await clearDrafts(page);
  });
  test.afterEach(async () => {
    const { page, problems } = session.portal;
    const testInfo = test.info();
    if (testInfo.status !== testInfo.expectedStatus)
      await page.screenshot({ path: testInfo.outputPath('failed.png'), fullPage: true });
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    page.removeAllListeners('request');
    page.removeAllListeners('dialog');
    await page.setViewportSize(openedSize);
    // The 500 answers of a test are expected in the console; nothing else is.
    expect(
      problems
        .slice(problemsBefore)
        .filter((problem) => !/status of 500/.test(problem))
        .join('\n'),
      'console errors and uncaught exceptions in this test',
    ).toBe('');
  });
  return session;
}

/** Empties the drafts store of IndexedDB (creating it when it does not exist). */
export const clearDrafts = (page: Page): Promise<void> =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const request = indexedDB.open('member-portal-drafts');
        request.onupgradeneeded = () => request.result.createObjectStore('drafts');
        request.onsuccess = () => {
          const clearing = request.result.transaction('drafts', 'readwrite').objectStore('drafts').clear();
          clearing.onsuccess = () => {
            request.result.close();
            resolve();
          };
        };
      }),
  );

/** The keys in the drafts store of IndexedDB (none when it does not exist). */
export const draftKeys = (page: Page): Promise<string[]> =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const request = indexedDB.open('member-portal-drafts');
        request.onupgradeneeded = () => request.result.createObjectStore('drafts');
        request.onsuccess = () => {
          const keys = request.result.transaction('drafts').objectStore('drafts').getAllKeys();
          keys.onsuccess = () => {
            request.result.close();
            resolve(keys.result.map(String));
          };
        };
      }),
  );

/** Opens a path afresh on store 10482 (Maple Street Market), whatever an earlier test chose. */
export async function openOnMapleStreet(portal: PortalPage, pathname: string, heading: string): Promise<Page> {
  const { page } = portal;
  await page.goto(pathname);
  await waitForHeading(page, heading);
  const selector = page.getByRole('combobox', { name: 'Store' });
  await expect(selector).not.toHaveValue('');
  if ((await selector.inputValue()) !== 'Maple Street Market') {
    await selector.click();
    await page.getByRole('option', { name: 'Maple Street Market' }).click();
  }
  await expect(selector).toHaveValue('Maple Street Market');
  return page;
}

/** Records the POST requests the page makes from now on to a URL containing `pathPart`. */
export function recordPosts(page: Page, pathPart: string): Request[] {
  const posts: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes(pathPart)) posts.push(request);
  });
  return posts;
}

/** The HTTP status of the answer to `request` (it waits for the answer). */
export const answerStatus = async (request: Request): Promise<number | undefined> =>
  (await request.response())?.status();
