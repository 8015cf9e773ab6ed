import type { ReactElement, ReactNode } from 'react';
import { DirectionProvider, MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { IntlProvider, type MessageFormatElement } from 'react-intl';
import { createMemoryRouter, MemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { DirectionFromLocale } from '@/app/providers';
import { portalTheme } from '@/app/theme';
import { buildRoutes } from '@/app/router';
import { AuthContext, type AuthContextValue } from '@/lib/auth';
import { TemplateAuthProvider } from '@/lib/auth/TemplateAuthProvider';
import { loadMessages } from '@/lib/i18n/catalogs';
import { I18nProvider, LocaleContext } from '@/lib/i18n/I18nProvider';
import english from '@/lib/i18n/catalogs/en.json?compiled';
import { intlErrors } from './setup/intl-errors';

const messages = english;

export function TestIntl({
  children,
  catalog = messages,
}: {
  children: ReactNode;
  catalog?: Record<string, MessageFormatElement[]>;
}) {
  return (
    <LocaleContext value={{ locale: 'en', direction: 'ltr', setLocale: () => undefined }}>
      <IntlProvider
        locale="en"
        defaultLocale="en"
        messages={catalog}
        onError={(error) => intlErrors.push(`${error.code}: ${error.message}`)}
      >
        {children}
      </IntlProvider>
    </LocaleContext>
  );
}

function BaseProviders({
  children,
  queryClient,
  catalog,
}: {
  children: ReactNode;
  queryClient: QueryClient;
  catalog?: Record<string, MessageFormatElement[]>;
}) {
  // env="test", as Mantine advises for tests: no transitions and no portals, so a popover's content is there at once
  // (in a transition, happy-dom kept it display:none and the focus trap found nothing to focus, warning each time).
  return (
    <MantineProvider theme={portalTheme} env="test">
      <TestIntl catalog={catalog}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </TestIntl>
    </MantineProvider>
  );
}

export const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

export const signedInMember = (overrides: Partial<AuthContextValue> = {}): AuthContextValue => ({
  method: 'template',
  status: 'signedIn',
  isAuthenticated: true,
  user: {
    uid: '665f1c2e9b1e8a0012ab34cd',
    displayName: 'Maria Alvarez',
    email: 'member@example.com',
    role: ['user'],
    authType: 'template',
    photoURL: null,
  },
  signIn: () => Promise.resolve(),
  signOut: () => Promise.resolve(),
  ...overrides,
});

/** A component inside the app's providers, at a path, with a given authentication state. */
export function renderWithProviders(
  ui: ReactElement,
  options: { path?: string; auth?: AuthContextValue } = {},
): RenderResult {
  return render(
    <BaseProviders queryClient={testQueryClient()}>
      <AuthContext value={options.auth ?? signedInMember()}>
        <MemoryRouter initialEntries={[options.path ?? '/dashboard']}>{ui}</MemoryRouter>
      </AuthContext>
    </BaseProviders>,
  );
}

/**
 * A page inside a data router (createMemoryRouter), as the app has it: what needs one (useBlocker, the leave guard
 * of the forms) works. The router is returned so a test can navigate or read the location.
 */
export function renderInDataRouter(
  ui: ReactElement,
  options: { path?: string; auth?: AuthContextValue; routes?: RouteObject[] } = {},
) {
  // Other pages the test goes to (one query client for all, as in the app); any other path shows `ui`.
  const router = createMemoryRouter([...(options.routes ?? []), { path: '*', element: ui }], {
    initialEntries: [options.path ?? '/dashboard'],
  });
  const result = render(
    <BaseProviders queryClient={testQueryClient()}>
      <AuthContext value={options.auth ?? signedInMember()}>
        <RouterProvider router={router} />
      </AuthContext>
    </BaseProviders>,
  );
  return { ...result, router };
}

/**
 * The whole app (router from config, guard, layouts, lazy pages) with the real template sign-in against MSW.
 * `catalog`: the English catalog to render with, when a test adds texts to config/. `queryClient`: the app's own
 * (createQueryClient) when a test depends on its rules (an answer stays fresh a minute); else one that never retries.
 */
export function renderApp(
  path: string,
  options: { catalog?: Record<string, MessageFormatElement[]>; queryClient?: QueryClient } = {},
) {
  const queryClient = options.queryClient ?? testQueryClient();
  // The app's router asks a page's first call through the app's query client (its page loaders).
  const router = createMemoryRouter(buildRoutes(queryClient), { initialEntries: [path] });
  const result = render(
    <BaseProviders queryClient={queryClient} catalog={options.catalog}>
      <TemplateAuthProvider>
        <RouterProvider router={router} />
      </TemplateAuthProvider>
    </BaseProviders>,
  );
  return { ...result, router };
}

/**
 * Loads the catalogs of `locales`, as a switch to one of them does. The first load of a catalog in a run compiles it
 * (formatjs, in a process of its own: scripts/compiled-catalogs-plugin.ts), as a clean checkout has no compiled copy
 * in Vitest's module cache: 7 s on a busy machine, most of what a findBy once waited for the translated page (10 s). A test
 * that shows another language loads its catalog first, so that its wait is for the switch alone.
 */
export const loadCatalogs = (...locales: string[]) => Promise.all(locales.map((locale) => loadMessages(locale)));

/**
 * A component inside the real I18nProvider, as the app has it: catalogs load on demand, switching language works and
 * sets <html lang dir>, Mantine's direction follows. Starts in `locale` (English by default); the catalog arrives
 * asynchronously, so find the first text with `await screen.findBy…` (after loadCatalogs for a language other than
 * English).
 */
export function renderWithLanguages(
  ui: ReactElement,
  options: { locale?: string; path?: string; auth?: AuthContextValue } = {},
): RenderResult {
  return render(
    <DirectionProvider>
      {/* env="test": no transitions, so a menu is visible as soon as it opens */}
      <MantineProvider theme={portalTheme} env="test">
        <I18nProvider
          initialLocale={options.locale ?? 'en'}
          onError={(error) => intlErrors.push(`${error.code}: ${error.message}`)}
        >
          <DirectionFromLocale />
          <QueryClientProvider client={testQueryClient()}>
            <AuthContext value={options.auth ?? signedInMember()}>
              <MemoryRouter initialEntries={[options.path ?? '/dashboard']}>{ui}</MemoryRouter>
            </AuthContext>
          </QueryClientProvider>
        </I18nProvider>
      </MantineProvider>
    </DirectionProvider>,
  );
}
