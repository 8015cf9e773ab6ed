import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  expectAccessible,
  launchBrowser,
  openPortal,
  signInWithPassword,
  templateBaseUrl,
  visit,
  waitForHeading,
  type PortalPage,
} from './browser';

interface MenuEntry {
  type: string;
  title?: string;
  route?: string;
  children?: MenuEntry[];
}
interface RouteEntry {
  id: string;
  path: string;
  title: string;
}

const root = path.resolve(import.meta.dirname, '../..');
const menu = JSON.parse(readFileSync(path.join(root, 'config/menu.json'), 'utf8')).items as MenuEntry[];
const routes = (
  JSON.parse(readFileSync(path.join(root, 'config/routes.json'), 'utf8')).groups as { routes: RouteEntry[] }[]
).flatMap((group) => group.routes);
const routeOf = (id: string) => routes.find((route) => route.id === id)!;

let browser: Browser;
let portal: PortalPage;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// Navigation and the guard are the same for every identity method; this suite signs in with the template form.
// Each describe opens its own browser context, so no test depends on another having run first.
describe('signed out', () => {
  beforeEach(async () => {
    portal = await openPortal(browser, { baseURL: templateBaseUrl() });
    await portal.page.goto('/dashboard');
    await portal.page.waitForURL('**/signin');
  });
  afterEach(async () => {
    await portal.context.close();
  });

  it('is sent from a member page to /signin, which is accessible', async () => {
    await waitForHeading(portal.page, 'Sign in to your member account');
    await expectAccessible(portal.page);
  });

  it('shows the spec §5 messages for an empty and a malformed e-mail and keeps what was typed', async () => {
    const { page } = portal;
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByText('Please enter Email Address!').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Please enter password!').isVisible()).toBe(true);
    await page.getByLabel('Email').fill('member@');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByText('The Email you entered is not a valid format!').isVisible()).toBe(true);
    expect(await page.getByLabel('Email').inputValue()).toBe('member@');
    await expectAccessible(page);
  });
});

describe('signed in', () => {
  beforeAll(async () => {
    portal = await openPortal(browser, { baseURL: templateBaseUrl() });
    await portal.page.goto('/signin');
    await signInWithPassword(portal.page);
    await portal.page.waitForURL('**/dashboard');
    await waitForHeading(portal.page, 'Dashboard');
  });
  afterAll(async () => {
    await portal.context.close();
  });
  // Every test leaves the console clean (checked after each, not by a last test that needs the others first).
  afterEach(() => {
    expect(portal.problems.splice(0).join('\n')).toBe('');
  });

  // An item's label is its route's title unless the menu gives it one of its own (config/menu.json).
  const labelOf = (item: MenuEntry) => item.title ?? routeOf(item.route!).title;
  const leaves = menu.flatMap((entry): { name: string; label: string; group: string | null; item: MenuEntry }[] =>
    entry.type === 'item'
      ? [{ name: labelOf(entry), label: labelOf(entry), group: null, item: entry }]
      : (entry.children ?? []).map((item) => ({
          name: `${entry.title} › ${labelOf(item)}`,
          label: labelOf(item),
          group: entry.title ?? null,
          item,
        })),
  );

  it.each(leaves)('menu item $name opens its page', async ({ label, group, item }) => {
    const { page } = portal;
    const target = routeOf(item.route!);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    if (group) {
      const toggle = nav.getByRole('button', { name: group, exact: true });
      if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    }
    await nav
      .getByRole('link', { name: label, exact: true })
      .and(page.locator(`[href="${target.path}"]`))
      .click();
    await page.waitForURL(`**${target.path}`);
    await waitForHeading(page, target.title);
    await expectAccessible(page);
  });

  it('shows the 404 page for an unknown path', async () => {
    await portal.page.goto('/no/such/page');
    await portal.page.waitForURL('**/error-pages/error-404');
    await expect
      .poll(() =>
        portal.page.getByRole('heading', { name: "We can't find the page that you are looking for" }).isVisible(),
      )
      .toBe(true);
    await expectAccessible(portal.page);
  });

  it('shows the 404 page for a route that needs a role the member lacks', async () => {
    await portal.page.goto('/admin');
    await portal.page.waitForURL('**/error-pages/error-404');
    await expect
      .poll(() => portal.page.getByText("We can't find the page that you are looking for").isVisible())
      .toBe(true);
  });

  it('reaches the pages the menu omits by their address (spec §2)', async () => {
    for (const id of ['availableCoolers', 'syndigo', 'easystoreDash', 'easystoreEats']) {
      await visit(portal, routeOf(id).path, routeOf(id).title);
    }
  });
});

describe('a fresh visit to a deep link', () => {
  it('reopens the first requested path after sign-in', async () => {
    const visitor = await openPortal(browser, { baseURL: templateBaseUrl() });
    await visitor.page.goto('/programs/available');
    await visitor.page.waitForURL('**/signin');
    await signInWithPassword(visitor.page);
    await visitor.page.waitForURL('**/programs/available');
    await waitForHeading(visitor.page, 'Available Programs');
    expect(visitor.problems.join('\n')).toBe('');
    await visitor.context.close();
  });
});
