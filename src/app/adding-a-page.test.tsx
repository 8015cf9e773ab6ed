import { screen, waitFor, within } from '@testing-library/react';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { MessageFormatElement } from 'react-intl';
import { afterAll, describe, expect, it, vi } from 'vitest';
import english from '@/lib/i18n/catalogs/en.json?compiled';
import { renderApp } from '../../tests/render';
import { setWindowSize } from '../../tests/setup/viewport';

// The README's "Adding a page", followed on a copy of config/ (under .cache/, so the page file resolves React like
// any page): 1. its config entry, 2. its page file, 3. its English texts. Then the app is rendered on that config.
// Two pages: one for every member, and one whose entry says `"roles": "admin"`. The copy's place is fixed (the mocks
// below run apart from this module's scope): each run starts it afresh.
const recipe = vi.hoisted(() => ({ root: `${process.cwd()}/.cache/adding-a-page` }));

vi.mock('@/lib/config', async (importOriginal) => {
  const { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } = await import('node:fs');
  const path = await import('node:path');
  const root = recipe.root;
  rmSync(root, { recursive: true, force: true });
  cpSync(path.join(root, '../../config'), path.join(root, 'config'), { recursive: true });
  const json = (file: string) => JSON.parse(readFileSync(path.join(root, 'config', file), 'utf8'));
  // 1. The config entry: a route in a group of config/routes.json, and its place in config/menu.json.
  const routes = json('routes.json');
  routes.groups[0].routes.push(
    {
      id: 'throwaway',
      path: '/throwaway',
      page: 'throwaway/ThrowawayPage',
      titleId: 'route.throwaway',
      title: 'Throwaway Page',
      icon: 'news',
    },
    {
      id: 'throwawayAdmin',
      path: '/throwaway-admin',
      page: 'throwaway/ThrowawayPage',
      roles: 'admin',
      titleId: 'route.throwawayAdmin',
      title: 'Throwaway Admin Page',
      icon: 'shield',
    },
  );
  writeFileSync(path.join(root, 'config/routes.json'), JSON.stringify(routes));
  const menu = json('menu.json');
  menu.items.push({ type: 'item', route: 'throwaway' }, { type: 'item', route: 'throwawayAdmin' });
  writeFileSync(path.join(root, 'config/menu.json'), JSON.stringify(menu));
  // 2. The page file, with a default export, beside the app's own features (linked: the loader checks every page file).
  mkdirSync(path.join(root, 'src/features/throwaway/pages'), { recursive: true });
  for (const feature of readdirSync(path.join(root, '../../src/features')))
    symlinkSync(path.join(root, '../../src/features', feature), path.join(root, 'src/features', feature), 'dir');
  symlinkSync(path.join(root, '../../public'), path.join(root, 'public'), 'dir');
  writeFileSync(
    path.join(root, 'src/features/throwaway/pages/ThrowawayPage.tsx'),
    'export default function ThrowawayPage() {\n  return <p>The throwaway page’s own content</p>;\n}\n',
  );
  const { readPortalConfig } = await import('../../scripts/portal-config-plugin.ts');
  const { config, errors } = readPortalConfig(root);
  if (!config) throw new Error(errors.join('\n'));
  return { ...(await importOriginal<typeof import('@/lib/config')>()), config };
});

// The page registry finds pages under src/features/*/pages/ by a glob fixed at build time: the copy's page file is
// loaded from the copy, every other page as the app loads it.
vi.mock('./page-registry', async (importOriginal) => {
  const original = await importOriginal<typeof import('./page-registry')>();
  return {
    pageLoader: (page: string) =>
      page === 'throwaway/ThrowawayPage'
        ? () => import(/* @vite-ignore */ `${recipe.root}/src/features/throwaway/pages/ThrowawayPage.tsx`)
        : original.pageLoader(page),
  };
});

/** 3. The English texts: extracted from the copy of config/ as `npm run i18n:extract` does, compiled as the build does. */
async function englishWithRecipe(): Promise<Record<string, MessageFormatElement[]>> {
  const { configMessages } = await import('../../scripts/config-messages.mjs');
  const extracted = configMessages(recipe.root);
  const compiled = Object.fromEntries(
    Object.entries(extracted).map(([id, message]) => [id, parse(message.defaultMessage)]),
  );
  return { ...english, ...compiled };
}

const signedIn = () => localStorage.setItem('token', 'stored-session-token');

afterAll(async () => {
  const { rmSync } = await import('node:fs');
  rmSync(recipe.root, { recursive: true, force: true });
});

describe('adding a page by the README recipe (config entry, page file, English texts)', () => {
  it('extracts the new titles for the English catalog, and the other languages report them as owed, not blocking', async () => {
    const catalog = await englishWithRecipe();
    expect(catalog['route.throwaway']).toEqual([{ type: 0, value: 'Throwaway Page' }]);
    expect(catalog['route.throwawayAdmin']).toEqual([{ type: 0, value: 'Throwaway Admin Page' }]);
    // The copy's catalogs after `npm run i18n:extract`: en.json has the titles, the translations do not yet.
    const { cpSync, readFileSync, writeFileSync } = await import('node:fs');
    const { configMessages } = await import('../../scripts/config-messages.mjs');
    const { untranslated } = await import('../../scripts/portal-config-plugin.ts');
    const catalogs = `${recipe.root}/src/lib/i18n/catalogs`;
    cpSync(`${recipe.root}/../../src/lib/i18n/catalogs`, catalogs, { recursive: true });
    const en = JSON.parse(readFileSync(`${catalogs}/en.json`, 'utf8')) as Record<string, unknown>;
    writeFileSync(`${catalogs}/en.json`, JSON.stringify({ ...en, ...configMessages(recipe.root) }));
    expect(untranslated(recipe.root)).toEqual(
      ['ar', 'es', 'fr', 'it', 'zh'].map(
        (locale) =>
          `${locale}.json: 2 text(s) not translated yet, shown in English: route.throwaway, route.throwawayAdmin`,
      ),
    );
  });

  it('is routed, titled and in the menu for a member', async () => {
    signedIn();
    // A desktop width, for the layout (matchMedia) and for the styles (happy-dom's window): the sidebar is on the page.
    setWindowSize(1280);
    const { router } = renderApp('/throwaway', { catalog: await englishWithRecipe() });
    expect(await screen.findByText('The throwaway page’s own content')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/throwaway');
    expect(screen.getByRole('heading', { level: 1, name: 'Throwaway Page' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Throwaway Page | Member Portal'));
    const navigation = await screen.findByRole('navigation', { name: 'Main navigation' });
    const link = within(navigation).getByRole('link', { name: 'Throwaway Page' });
    expect(link).toHaveAttribute('href', '/throwaway');
    expect(link).toHaveAttribute('aria-current', 'page');
    // The entry with roles admin is neither in a member's menu…
    expect(within(navigation).queryByRole('link', { name: 'Throwaway Admin Page' })).not.toBeInTheDocument();
  });

  it('…nor opened for a member: the guard sends them to the 404 page', async () => {
    signedIn();
    const { router } = renderApp('/throwaway-admin', { catalog: await englishWithRecipe() });
    expect(await screen.findByText("We can't find the page that you are looking for")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/error-pages/error-404');
  });

  it('sends a signed-out visitor to sign in first, remembering the page', async () => {
    const { router } = renderApp('/throwaway', { catalog: await englishWithRecipe() });
    await screen.findByRole('heading', { name: 'Sign in to your member account' });
    expect(router.state.location.pathname).toBe('/signin');
    expect(sessionStorage.getItem('memberPortal.initialPath')).toBe('/throwaway');
  });
});
