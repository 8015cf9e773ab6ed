import { prerender } from 'react-dom/static';
import { createIntl } from 'react-intl';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { routeTitles } from '@/components/useRouteTitle';
import { defaultLocale, directionOf } from '@/lib/i18n';
import { colorSchemeOf, getThemeSettings } from '@/lib/theme';
import { AppProviders } from '../providers';
import { buildRoutes } from '../router';

/**
 * The sign-in page as HTML, made at build time (scripts/prerender-plugin.ts) from the very components the browser
 * renders: the real route tree, providers and page, for a first-time visitor (the default language and look, signed
 * out). The browser paints it before any script has run; the app takes over when the member acts
 * (src/sign-in-first-paint.ts), rendering the same markup.
 */
export async function renderSignInPage(url: string) {
  const handler = createStaticHandler(buildRoutes());
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`prerender: ${url} answered ${context.status} instead of a page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // prerender (not renderToString) waits for every lazy layout and page: the HTML is the page, not its loader.
  const { prelude } = await prerender(
    <AppProviders>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
  // A first visitor's language (no saved choice) and the title useRouteTitle gives the tab once the app runs.
  const locale = defaultLocale;
  return {
    markup: await new Response(prelude).text(),
    title: routeTitles(createIntl({ locale, messages: {} }), new URL(url).pathname).tab,
    lang: locale,
    dir: directionOf(locale),
    colorScheme: colorSchemeOf(getThemeSettings().themeMode),
  };
}
