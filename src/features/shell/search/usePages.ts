import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useAuth } from '@/lib/auth';
import { config } from '@/lib/config';
import { configText } from '@/lib/i18n';
import { visibleMenu } from '../menu/menu-model';
import { menuPages, type PageHit } from './search-model';

/** The pages of the menu this member may open, labelled in the current language. */
export function usePages(): PageHit[] {
  const intl = useIntl();
  const { user } = useAuth();
  return useMemo(
    () => menuPages(visibleMenu(config.menu, user?.role ?? []), (item) => configText(intl, item.messageId, item.title)),
    [intl, user?.role],
  );
}
