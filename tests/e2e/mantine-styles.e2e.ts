import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { ACROSS_PAGE_LOADS, expect, openSignedInDashboard, test, type PortalPage } from './browser';

// Mantine's stylesheet is imported per component, by hand (docs/decisions/mantine-css-per-component.md): a component
// drawn without its sheet's import looks right after a page that imported it, and unstyled on a first visit. Each
// member route is opened as a first load (only its own files' stylesheets in the document), and every class the
// element tree carries that Mantine's whole sheet styles must be styled by a sheet the page loaded.
const root = path.resolve(import.meta.dirname, '../..');
const wholeSheet = readFileSync(path.join(root, 'node_modules/@mantine/core/styles.css'), 'utf8');
const MANTINE_CLASSES = [...new Set([...wholeSheet.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1] ?? ''))];
const groups = JSON.parse(readFileSync(path.join(root, 'config/routes.json'), 'utf8')).groups as {
  id: string;
  routes: { path: string }[];
}[];
const memberRoutes = groups.find((group) => group.id === 'member')!.routes.map((route) => route.path);

/** The Mantine classes on the page that no loaded rule names, each with one element that carries it. */
function unstyledMantineClasses(page: Page): Promise<string[]> {
  return page.evaluate((mantineClasses) => {
    const styled = new Set<string>();
    const read = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule)
          for (const match of rule.selectorText.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) styled.add(match[1] ?? '');
        if ('cssRules' in rule) read((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) read(sheet.cssRules);
    const known = new Set(mantineClasses);
    const missing = new Map<string, string>();
    for (const element of Array.from(document.querySelectorAll('[class]')))
      for (const name of Array.from(element.classList))
        if (known.has(name) && !styled.has(name) && !missing.has(name))
          missing.set(name, `${element.tagName.toLowerCase()}.${Array.from(element.classList).join('.')}`);
    return [...missing].map(([name, element]) => `${name} (on ${element})`);
  }, MANTINE_CLASSES);
}

let portal: PortalPage;
test.beforeAll(async ({ browser }) => {
  portal = await openSignedInDashboard(browser);
});
test.afterAll(async () => {
  await portal?.context.close();
});

test.describe("Mantine's stylesheets on a first load", () => {
  for (const route of memberRoutes)
    test(`${route}: every Mantine class drawn is styled by a stylesheet the page loaded`, async () => {
      const { page } = portal;
      await page.goto(route);
      await expect(page.locator('main h1').first()).toBeVisible(ACROSS_PAGE_LOADS);
      await expect(page.locator('main [aria-busy="true"], main [data-state="loading"]')).toHaveCount(0);
      await expect.poll(() => unstyledMantineClasses(page)).toEqual([]);
    });
});
