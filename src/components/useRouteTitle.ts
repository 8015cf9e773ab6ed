import { useEffect } from 'react';
import { defineMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { configText } from '@/lib/i18n';
import { matchRoute } from '@/lib/routing';

/** The browser tab's title for a page (also used for the sign-in page's HTML made at build time). */
export const documentTitle = defineMessage<{ page: string }>(
  { id: 'app.documentTitle', defaultMessage: '{page} | Member Portal', description: 'Browser tab title; page is the page title' },
  { typed: true },
);

/** The current route's translated title from config; also written to the browser tab. */
export function useRouteTitle(): string {
  const { pathname } = useLocation();
  const intl = useIntl();
  const route = matchRoute(pathname);
  const title = route ? configText(intl, route.titleId, route.title) : '';

  useEffect(() => {
    if (title) document.title = intl.formatMessage(documentTitle, { page: title });
  }, [intl, title]);

  return title;
}
