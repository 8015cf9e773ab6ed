import { useEffect } from 'react';
import { defineMessage, useIntl, type IntlShape } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { configText } from '@/lib/i18n';
import { matchRoute } from '@/lib/routing';

const documentTitle = defineMessage<{ page: string }>(
  {
    id: 'app.documentTitle',
    defaultMessage: '{page} | Member Portal',
    description: 'Browser tab title; page is the page title',
  },
  { typed: true },
);

/** A path's translated page title from config, and the browser tab's title for it ('' for a path of no route). */
export function routeTitles(intl: IntlShape, pathname: string): { page: string; tab: string } {
  const route = matchRoute(pathname);
  const page = route ? configText(intl, route.titleId, route.title) : '';
  return { page, tab: page ? intl.formatMessage(documentTitle, { page }) : '' };
}

/** The current route's translated title from config; also written to the browser tab. */
export function useRouteTitle(): string {
  const { pathname } = useLocation();
  const intl = useIntl();
  const { page, tab } = routeTitles(intl, pathname);

  useEffect(() => {
    if (tab) document.title = tab;
  }, [tab]);

  return page;
}
