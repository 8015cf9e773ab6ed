import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  expectNoProblemsInEachTest,
  openSignedInPortal,
  test,
  waitForHeading,
  type PortalPage,
} from './browser';

// The pages that call no API, whose content comes from config/content/<page>.json: each one for the default member
// signed in through the identity provider, accessible, and in Arabic through the header's switcher.
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

/** Every link that leaves the portal opens in a new tab and gets no handle on this window. */
async function externalLinkRels(page: Page): Promise<string[]> {
  return page
    .locator('main a[target="_blank"]')
    .evaluateAll((links) => links.map((link) => `${link.getAttribute('href')} ${link.getAttribute('rel')}`));
}

test.describe('content pages for the default member', () => {
  let portal: PortalPage;
  test.beforeAll(async ({ browser }) => {
    portal = await openSignedInPortal(browser);
  });
  test.afterAll(async () => {
    await portal?.context.close();
  });
  expectNoProblemsInEachTest(() => portal);

  for (const { path: route, title, pitch, text, link } of pages) {
    test(`${route} shows its content, its links open safely, and it is accessible`, async () => {
      const { page, problems } = portal;
      const before = problems.length;
      await page.goto(route);
      await waitForHeading(page, title);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 2, name: pitch, exact: true })).toBeVisible();
      await expect(main.getByText(text, { exact: true })).toBeVisible();
      const named = main.getByRole('link', { name: `${link} (opens in a new tab)`, exact: true }).first();
      await expect(named).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(named).toHaveAttribute('target', '_blank');
      await expect(page.locator('main a[target="_blank"]')).not.toHaveCount(0);
      await expect
        .poll(async () =>
          (await externalLinkRels(page)).filter((rel) => !/^https:\/\/\S+ noopener noreferrer$/.test(rel)),
        )
        .toEqual([]);
      await expectAccessible(page);

      // Each test loads its page afresh: its console is the page's own, from the load on.
      await test.step('logs no console error, loaded afresh', () => {
        expect(problems.slice(before).join('\n')).toBe('');
      });

      if (route === '/merchandise/coolers') {
        await test.step('opens the regional-manager contact from the coolers page', async () => {
          await page.getByRole('link', { name: 'Contact your regional manager', exact: true }).click();
          await expect(page).toHaveURL(/\/account-details/);
          await waitForHeading(page, 'Account Details');
        });
      }
    });
  }
});

test.describe('a content page in Arabic', () => {
  test('switches through the header’s language button: the content comes from the Arabic catalog, right to left', async ({
    browser,
  }) => {
    const portal = await openSignedInPortal(browser);
    try {
      const { page } = portal;
      await page.goto('/merchandise/syndigo');
      await waitForHeading(page, 'Syndigo');
      await page.getByRole('button', { name: 'Language: English', exact: true }).click();
      await page
        .getByRole('menuitem', { name: languages.find((language) => language.locale === 'ar')!.name, exact: true })
        .click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
      await expect(page.getByRole('menu')).toHaveCount(0);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      const main = page.getByRole('main');
      await expect(
        main.getByRole('heading', { level: 2, name: inArabic('content.syndigo.intro.title'), exact: true }),
      ).toBeVisible();
      await expect(
        main.getByRole('heading', { level: 2, name: inArabic('content.syndigo.what.title'), exact: true }),
      ).toBeVisible();
      await expect(main.getByText(inArabic('content.syndigo.what.p1'), { exact: true })).toBeVisible();
      await expect(main.getByText('Syndigo collects product content', { exact: false })).toHaveCount(0);
      const visit = main
        .getByRole('link', {
          name: `${inArabic('content.syndigo.visit')} ${inArabic('contentBlocks.opensInNewTab')}`,
          exact: true,
        })
        .first();
      await expect(visit).toHaveAttribute('rel', 'noopener noreferrer');
      await expectAccessible(page);
      expect(portal.problems.join('\n')).toBe('');
    } finally {
      await portal.context.close();
    }
  });
});
