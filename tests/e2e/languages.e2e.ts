import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import {
  ACROSS_PAGE_LOADS,
  expect,
  expectAccessible,
  openPortal,
  signInWithPassword,
  templateBaseUrl,
  test,
  waitForHeading,
  type PortalPage,
} from './browser';
import { E2E_BUILDS } from './support/paths';

// The interface in every language the portal offers (config/languages.json), driven the way a member does it:
// through the header's switcher.
interface Catalog {
  [id: string]: { defaultMessage: string };
}
interface LanguageEntry {
  locale: string;
  name: string;
  direction: 'ltr' | 'rtl';
}
interface MenuEntry {
  type: string;
  messageId?: string;
  route?: string;
  children?: MenuEntry[];
}

const root = path.resolve(import.meta.dirname, '../..');
const readJson = <T>(file: string): T => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as T;
const languages = readJson<{ languages: LanguageEntry[] }>('config/languages.json').languages;
const menu = readJson<{ items: MenuEntry[] }>('config/menu.json').items;
const catalogs = Object.fromEntries(
  languages.map((language) => [language.locale, readJson<Catalog>(`src/lib/i18n/catalogs/${language.locale}.json`)]),
);
const text = (locale: string, id: string, values: Record<string, string> = {}): string =>
  catalogs[locale]![id]!.defaultMessage.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
const nameOf = (locale: string) => languages.find((language) => language.locale === locale)!.name;
const topLevel = menu.filter((entry) => entry.type !== 'divider');
const routes = readJson<{ groups: { routes: { id: string; titleId: string }[] }[] }>(
  'config/routes.json',
).groups.flatMap((group) => group.routes);
// An item's label is its route's title unless the menu gives it one of its own (config/menu.json).
const messageIdOf = (entry: MenuEntry): string =>
  entry.messageId ?? routes.find((route) => route.id === entry.route)!.titleId;

let portal: PortalPage;
let current = 'en';

/** Opens the header's language menu (its name says the current language) and picks a language by its own name. */
async function switchTo(page: Page, locale: string): Promise<void> {
  if (current === locale) return;
  await page
    .getByRole('button', { name: text(current, 'shell.language.button', { language: nameOf(current) }), exact: true })
    .click();
  await page.getByRole('menuitem', { name: nameOf(locale), exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  // The list fades out; let it go before checking contrast.
  await expect(page.getByRole('menu')).toHaveCount(0);
  current = locale;
}

const sidebar = (page: Page, locale: string) =>
  page.getByRole('navigation', { name: text(locale, 'shell.mainNavigation'), exact: true });

/** Every top-level sidebar entry and the page title read as the catalog of `locale` says. */
async function expectShellIn(page: Page, locale: string): Promise<void> {
  await waitForHeading(page, text(locale, 'route.dashboard'));
  const nav = sidebar(page, locale);
  for (const entry of topLevel) {
    const role = entry.type === 'item' ? 'link' : 'button';
    await expect(
      nav.getByRole(role, { name: text(locale, messageIdOf(entry)), exact: true }),
      `${locale}: ${messageIdOf(entry)}`,
    ).toHaveCount(1);
  }
  await expect(page).toHaveTitle(text(locale, 'app.documentTitle', { page: text(locale, 'route.dashboard') }));
}

test.beforeAll(async ({ browser }) => {
  current = 'en';
  portal = await openPortal(browser, { baseURL: templateBaseUrl() });
  await portal.page.goto('/dashboard');
  await expect(portal.page).toHaveURL(/\/signin$/, ACROSS_PAGE_LOADS);
  await signInWithPassword(portal.page);
  await expect(portal.page).toHaveURL(/\/dashboard$/);
  await expectShellIn(portal.page, 'en');
});
test.afterAll(async () => {
  await portal?.context.close();
});
// Each test sets the language it needs (switchTo) and leaves the console clean and the window its usual size, so
// none depends on another having run first.
test.afterEach(async () => {
  expect(portal.problems.splice(0).join('\n')).toBe('');
  await portal.page.setViewportSize({ width: 1366, height: 900 });
});

test.describe('language switcher in the header', () => {
  test('lists the six languages by their own names, the current one marked', async () => {
    const { page } = portal;
    await switchTo(page, 'en');
    await page.getByRole('button', { name: 'Language: English', exact: true }).click();
    // The list is its own chunk, loaded on first use: wait for it as a person would.
    await expect(page.getByRole('menu')).toBeVisible();
    const items = page.getByRole('menu').getByRole('menuitem');
    await expect(items).toHaveText(
      languages.map((language) => language.name),
      { useInnerText: true },
    );
    await expect(items.filter({ hasText: 'English' })).toHaveAttribute('aria-current', 'true');
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
  });

  for (const locale of ['zh', 'es', 'fr', 'it', 'ar', 'en']) {
    test(`switches to ${locale}: sidebar, page title and <html lang dir> follow`, async () => {
      const { page } = portal;
      await switchTo(page, locale);
      await expectShellIn(page, locale);
      const direction = languages.find((language) => language.locale === locale)!.direction;
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.locator('html')).toHaveAttribute('dir', direction);
      await expectAccessible(page);
    });
  }
});

test.describe('Arabic, right to left', () => {
  test('puts the navbar on the right of the content and mirrors the header', async () => {
    const { page } = portal;
    await switchTo(page, 'ar');
    await expectShellIn(page, 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    /** The left edge of an element, and its right edge, as laid out now. */
    const edges = async (locator: Locator) => {
      const box = (await locator.boundingBox())!;
      return { left: box.x, right: box.x + box.width };
    };
    const navbar = sidebar(page, 'ar');
    const viewport = page.viewportSize()!;
    await expect
      .poll(async () => (await edges(navbar)).left - (await edges(page.locator('main'))).left, {
        message: 'the navbar starts right of the content',
      })
      .toBeGreaterThan(0);
    await expect
      .poll(async () => (await edges(navbar)).right, { message: 'the navbar ends at the right edge' })
      .toBeGreaterThan(viewport.width - 30);
    const brand = page.getByRole('link', { name: text('ar', 'app.name') });
    const languageButton = page.getByRole('button', {
      name: text('ar', 'shell.language.button', { language: nameOf('ar') }),
    });
    await expect
      .poll(async () => (await edges(brand)).left - (await edges(languageButton)).left, {
        message: 'the brand sits at the inline start, on the right',
      })
      .toBeGreaterThan(0);
    await expectAccessible(page);
  });

  test('opens the mobile drawer from the right', async () => {
    const { page } = portal;
    await switchTo(page, 'ar');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: text('ar', 'shell.openNavigation'), exact: true }).click();
    const nav = sidebar(page, 'ar');
    await expect.poll(async () => (await nav.boundingBox())?.x ?? -1).toBeGreaterThanOrEqual(0);
    // Settled: the drawer ends at the right edge of the screen.
    await expect
      .poll(async () => {
        const box = await nav.boundingBox();
        return box ? Math.round(box.x + box.width) : 0;
      })
      .toBeGreaterThan(390 - 30);
    await expectAccessible(page);
    await page.getByRole('button', { name: text('ar', 'shell.closeNavigation'), exact: true }).click();
    await page.setViewportSize({ width: 1366, height: 900 });
  });
});

test.describe('French', () => {
  test('shows no English sentence of the catalog on the dashboard', async () => {
    const { page } = portal;
    await switchTo(page, 'fr');
    await expectShellIn(page, 'fr');
    const english = catalogs.en!;
    // Sentences of three words or more (short labels are the sidebar's check above); placeholders split them.
    const sentences = Object.values(english)
      .flatMap((message) => message.defaultMessage.split(/\{[^}]*\}/))
      .map((part) => part.trim())
      .filter((part) => part.split(/\s+/).length >= 3);
    await expect(page.locator('body')).toContainText(
      text('fr', 'shell.copyright', { year: String(new Date().getFullYear()) }),
      { useInnerText: true },
    );
    await expect
      .poll(async () => {
        const visible = await page.evaluate(() => document.body.innerText);
        return sentences.filter((sentence) => visible.includes(sentence));
      })
      .toEqual([]);
  });

  test('is remembered after a reload, which downloads the French catalog only', async () => {
    const { page } = portal;
    await switchTo(page, 'fr');
    const catalogChunk = new RegExp(
      `/assets/(${languages.map((language) => language.locale).join('|')})-[\\w-]+\\.js$`,
    );
    const catalogsLoaded: string[] = [];
    const onResponse = (response: { url(): string }) => {
      const match = catalogChunk.exec(response.url());
      if (match) catalogsLoaded.push(match[1]!);
    };
    page.on('response', onResponse);
    await page.reload();
    await expectShellIn(page, 'fr');
    page.off('response', onResponse);
    expect(catalogsLoaded).toEqual(['fr']);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expectAccessible(page);
  });
});

test.describe('the production build', () => {
  test('carries no pseudo-locale: it is for development only', () => {
    const assets = path.join(root, E2E_BUILDS.template, 'assets');
    const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'));
    expect(
      scripts.filter(
        (file) => /en-X[AB]/.test(file) || /en-X[AB]|Ḓȧȧşħƀǿǿȧȧřḓ/.test(readFileSync(path.join(assets, file), 'utf8')),
      ),
    ).toEqual([]);
  });
});
