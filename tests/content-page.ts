import type { ComponentType } from 'react';
import { expect } from 'vitest';
import { contentPageLoader } from '@/app/content-pages';
import { contentTexts } from '@/lib/config/content';
import type { PageContent, RouteId } from '@/lib/config';
import { routeById } from '@/lib/routing';

/** Everything a member reads on the page: its text, and the descriptions of its pictures. */
export function readableText(root: HTMLElement = document.body): string {
  const alts = [...root.querySelectorAll('img')].map((image) => image.getAttribute('alt') ?? '');
  return [root.textContent ?? '', ...alts].join('\n');
}

/** Every text of a content file is on the page, in English (the test catalog), none left out. */
export function expectEveryContentText(content: PageContent): void {
  const shown = readableText();
  const missing = contentTexts(content)
    .filter((text) => !shown.includes(text.text))
    .map((text) => `${text.path}: ${text.text}`);
  expect(missing, 'content texts not on the page').toEqual([]);
}

/** Every link to another site opens in a new tab without handing it the portal's window. */
export function expectSafeExternalLinks(root: HTMLElement = document.body): void {
  const external = [...root.querySelectorAll('a[href^="http"]')];
  expect(external.length).toBeGreaterThan(0);
  for (const link of external) {
    expect(link.getAttribute('target'), link.getAttribute('href') ?? '').toBe('_blank');
    expect(link.getAttribute('rel'), link.getAttribute('href') ?? '').toBe('noopener noreferrer');
  }
}

/** A content route's page as the router shows it: its config/content/ file in the content renderer, no page file. */
export async function contentRoutePage(id: RouteId): Promise<ComponentType> {
  const route = routeById(id);
  if (!route.content) throw new Error(`route '${id}' of config/routes.json shows no content file`);
  return (await contentPageLoader(route.content)()).default;
}
