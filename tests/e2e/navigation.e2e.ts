import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  ACROSS_PAGE_LOADS,
  expect,
  expectAccessible,
  openPortal,
  openSignedInPortal,
  signInWithPassword,
  templateBaseUrl,
  test,
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

// Navigation and the guard are the same for every identity method; this suite signs in with the template form, but
// for the member of the staff: her admin role comes in her token from the identity provider (the configured build).
// Each describe opens its own browser context, so no test depends on another having run first.
test.describe('signed out', () => {
  test('is sent from a member page to /signin, which is accessible; the sign-in form says what is wrong with the e-mail and keeps what was typed', async ({
    browser,
  }) => {
    const portal = await openPortal(browser, { baseURL: templateBaseUrl() });
    try {
      const { page } = portal;
      await test.step('a member page sends to /signin, which is accessible', async () => {
        await page.goto('/dashboard');
        await expect(page).toHaveURL(/\/signin$/, ACROSS_PAGE_LOADS);
        await waitForHeading(page, 'Sign in to your member account');
        await expectAccessible(page);
      });
      await test.step('the messages for an empty and a malformed e-mail, what was typed kept', async () => {
        await page.getByRole('button', { name: 'Sign in', exact: true }).click();
        await expect(page.getByText('Please enter Email Address!')).toBeVisible();
        await expect(page.getByText('Please enter password!')).toBeVisible();
        await page.getByLabel('Email').fill('member@');
        await page.getByRole('button', { name: 'Sign in', exact: true }).click();
        await expect(page.getByText('The Email you entered is not a valid format!')).toBeVisible();
        await expect(page.getByLabel('Email')).toHaveValue('member@');
        await expectAccessible(page);
      });
    } finally {
      await portal.context.close();
    }
  });
});

test.describe('signed in', () => {
  let portal: PortalPage;
  test.beforeAll(async ({ browser }) => {
    portal = await openPortal(browser, { baseURL: templateBaseUrl() });
    await portal.page.goto('/signin');
    await signInWithPassword(portal.page);
    await expect(portal.page).toHaveURL(/\/dashboard$/);
    await waitForHeading(portal.page, 'Dashboard');
  });
  test.afterAll(async () => {
    await portal?.context.close();
  });
  // Every test leaves the console clean (checked after each, not by a last test that needs the others first).
  test.afterEach(() => {
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

  for (const { name, label, group, item } of leaves) {
    test(`menu item ${name} opens its page`, async () => {
      const { page } = portal;
      const target = routeOf(item.route!);
      const nav = page.getByRole('navigation', { name: 'Main navigation' });
      if (group) {
        const toggle = nav.getByRole('button', { name: group, exact: true });
        // Opened unless an earlier page of the group left it open.
        if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      }
      await nav
        .getByRole('link', { name: label, exact: true })
        .and(page.locator(`[href="${target.path}"]`))
        .click();
      // The path, not the whole address: a page may name its open view in the query (Details adds ?tab=store).
      await expect(page).toHaveURL((url) => url.pathname === target.path);
      await waitForHeading(page, target.title);
      await expectAccessible(page);
    });
  }

  test('shows the 404 page for an unknown path', async () => {
    const { page } = portal;
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/error-pages\/error-404$/);
    await expect(page.getByRole('heading', { name: "We can't find the page that you are looking for" })).toBeVisible();
    await expectAccessible(page);
  });

  test('shows the 404 page for a route that needs a role the member lacks', async () => {
    const { page } = portal;
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/error-pages\/error-404$/);
    await expect(page.getByText("We can't find the page that you are looking for")).toBeVisible();
  });

  test('reaches the pages the menu omits by their address', async () => {
    for (const id of ['availableCoolers', 'syndigo', 'easystoreDash', 'easystoreEats']) {
      await test.step(routeOf(id).path, () => visit(portal, routeOf(id).path, routeOf(id).title));
    }
  });
});

test.describe('signed in as a member of the staff', () => {
  test('opens /admin, a page that needs the admin role her token carries', async ({ browser }) => {
    const staff = await openSignedInPortal(browser, { email: 'admin@example.com' });
    try {
      const { page } = staff;
      await page.goto('/admin');
      // The page's own heading, not that of the 404 page the guard sends a member without the role to, at its address.
      await waitForHeading(page, routeOf('adminConsole').title);
      await expect(page).toHaveURL(/\/admin$/);
      await expectAccessible(page);
      expect(staff.problems.join('\n')).toBe('');
    } finally {
      await staff.context.close();
    }
  });
});

test.describe('a fresh visit to a deep link', () => {
  test('reopens the first requested path after sign-in', async ({ browser }) => {
    const visitor = await openPortal(browser, { baseURL: templateBaseUrl() });
    try {
      await visitor.page.goto('/programs/available');
      await expect(visitor.page).toHaveURL(/\/signin$/, ACROSS_PAGE_LOADS);
      await signInWithPassword(visitor.page);
      await expect(visitor.page).toHaveURL(/\/programs\/available$/);
      await waitForHeading(visitor.page, 'Available Programs');
      expect(visitor.problems.join('\n')).toBe('');
    } finally {
      await visitor.context.close();
    }
  });
});
