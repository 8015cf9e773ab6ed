import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectAccessible,
  expectNoProblemsInEachTest,
  launchBrowser,
  openSignedInPortal,
  waitForHeading,
  type PortalPage,
} from './browser';

// The pages without a call in spec §7, whose content comes from config/content/<page>.json: each one for the
// default member signed in through the identity provider, accessible, and in Arabic through the header's switcher.
interface Catalog {
  [id: string]: { defaultMessage: string };
}
interface LanguageEntry {
  locale: string;
  name: string;
}

const root = path.resolve(import.meta.dirname, '../..');
const readJson = <T>(file: string): T => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as T;
const languages = readJson<{ languages: LanguageEntry[] }>('config/languages.json').languages;
const arabic = readJson<Catalog>('src/lib/i18n/catalogs/ar.json');
const inArabic = (id: string) => arabic[id]!.defaultMessage;

const pages = [
  {
    path: '/merchandise/coolers',
    title: 'Coolers',
    pitch: 'Coolers placed and serviced by your vendors',
    text: 'E-mail the cooler desk your store number, the program and a photo of the spot.',
    link: 'Cooler program terms',
  },
  {
    path: '/merchandise/availableCoolers',
    title: 'Available Coolers',
    pitch: 'Coolers ready for placement this season',
    text: 'About 20 cases of 20 oz bottles',
    link: 'Vendor cooler catalog',
  },
  {
    path: '/merchandise/syndigo',
    title: 'Syndigo',
    pitch: 'Product content that sells, on every screen',
    text: 'Ingredients, allergens, sizes and barcodes checked against GS1 standards.',
    link: 'Visit Syndigo',
  },
  {
    path: '/pos/order-custom-pos',
    title: 'Order Custom POS',
    pitch: 'Signs and displays made for your store',
    text: 'A proof arrives by e-mail within one business day. Nothing is printed until you approve it.',
    link: 'Open the print shop',
  },
  {
    path: '/services/felonious-insurance',
    title: 'Felonious Insurance',
    pitch: 'Protection against theft, robbery and break-ins',
    text: 'Money taken in a robbery or a burglary, in the store or on the way to the bank.',
    link: 'Read the policy summary',
  },
  {
    path: '/easystore-apps/easystore-pro',
    title: 'Easystore Pro',
    pitch: 'Run your store from your phone',
    text: 'Count stock with the phone’s camera; your inventory updates at once.',
    link: 'Download on the App Store',
  },
  {
    path: '/easystore-apps/easystore-dash',
    title: 'Easystore Dash',
    pitch: 'All your stores at a glance',
    text: 'Know when a cooler warms up, a register goes offline or a fuel tank runs low.',
    link: 'Get it on Google Play',
  },
  {
    path: '/easystore-apps/easystore-eats',
    title: 'Easystore Eats',
    pitch: 'Sell your kitchen’s food online',
    text: 'Customers choose a pickup time; orders print in the kitchen.',
    link: 'Download on the App Store',
  },
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The default member, signed in, opens `path` in a tab of their own. */
async function signedInAt(path: string): Promise<PortalPage> {
  const portal = await openSignedInPortal(browser);
  await portal.page.goto(path);
  return portal;
}

/** Every link that leaves the portal opens in a new tab and gets no handle on this window. */
async function externalLinkRels(page: Page): Promise<string[]> {
  return page
    .locator('main a[target="_blank"]')
    .evaluateAll((links) => links.map((link) => `${link.getAttribute('href')} ${link.getAttribute('rel')}`));
}

describe('content pages for the default member', () => {
  let portal: PortalPage;
  beforeAll(async () => {
    portal = await signedInAt('/merchandise/coolers');
  });
  afterAll(async () => {
    await portal?.context.close();
  });
  expectNoProblemsInEachTest(() => portal);

  it.each(pages)(
    '$path shows its content, its links open safely, and it is accessible',
    async ({ path: route, title, pitch, text, link }) => {
      const { page } = portal;
      await page.goto(route);
      await waitForHeading(page, title);
      const main = page.getByRole('main');
      await expect.poll(() => main.getByRole('heading', { level: 2, name: pitch, exact: true }).isVisible()).toBe(true);
      expect(await main.getByText(text, { exact: true }).isVisible()).toBe(true);
      const named = main.getByRole('link', { name: `${link} (opens in a new tab)`, exact: true }).first();
      expect(await named.getAttribute('rel')).toBe('noopener noreferrer');
      expect(await named.getAttribute('target')).toBe('_blank');
      const rels = await externalLinkRels(page);
      expect(rels.length).toBeGreaterThan(0);
      for (const rel of rels) expect(rel).toMatch(/^https:\/\/\S+ noopener noreferrer$/);
      await expectAccessible(page);
    },
  );

  it('opens the regional-manager contact from the coolers page', async () => {
    const { page } = portal;
    await page.goto('/merchandise/coolers');
    await waitForHeading(page, 'Coolers');
    await page.getByRole('link', { name: 'Contact your regional manager', exact: true }).click();
    await page.waitForURL('**/account-details**');
    await waitForHeading(page, 'Account Details');
  });

  // Its own pages (each test above is checked for errors on its own too): every content page loaded afresh.
  it('logs no console error on any content page loaded afresh', async () => {
    const before = portal.problems.length;
    for (const { path: route, title } of pages) {
      await portal.page.goto(route);
      await waitForHeading(portal.page, title);
    }
    expect(portal.problems.slice(before).join('\n')).toBe('');
  });
});

describe('a content page in Arabic', () => {
  it('switches through the header’s language button: the content comes from the Arabic catalog, right to left', async () => {
    const portal = await signedInAt('/merchandise/syndigo');
    const { page } = portal;
    await waitForHeading(page, 'Syndigo');
    await page.getByRole('button', { name: 'Language: English', exact: true }).click();
    await page
      .getByRole('menuitem', { name: languages.find((language) => language.locale === 'ar')!.name, exact: true })
      .click();
    await page.waitForFunction(() => document.documentElement.lang === 'ar');
    await page.getByRole('menu').waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    const main = page.getByRole('main');
    await expect
      .poll(() =>
        main.getByRole('heading', { level: 2, name: inArabic('content.syndigo.intro.title'), exact: true }).isVisible(),
      )
      .toBe(true);
    expect(
      await main
        .getByRole('heading', { level: 2, name: inArabic('content.syndigo.what.title'), exact: true })
        .isVisible(),
    ).toBe(true);
    expect(await main.getByText(inArabic('content.syndigo.what.p1'), { exact: true }).isVisible()).toBe(true);
    expect(await main.getByText('Syndigo collects product content', { exact: false }).count()).toBe(0);
    const visit = main
      .getByRole('link', {
        name: `${inArabic('content.syndigo.visit')} ${inArabic('contentBlocks.opensInNewTab')}`,
        exact: true,
      })
      .first();
    expect(await visit.getAttribute('rel')).toBe('noopener noreferrer');
    await expectAccessible(page);
    expect(portal.problems.join('\n')).toBe('');
    await portal.context.close();
  });
});
