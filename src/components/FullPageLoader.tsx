import { use } from 'react';
import { Center, Loader, VisuallyHidden } from '@mantine/core';
import { defineMessage, IntlContext, type IntlShape } from 'react-intl';
import { loadingLabelBeforeCatalog } from '@/lib/i18n';

const loading = defineMessage({
  id: 'app.loading',
  defaultMessage: 'Loading…',
  description: 'Screen-reader label of the full-page loading spinner',
});

/**
 * Shown while authentication or the first page loads. It also shows before the first catalog has
 * arrived (outside any IntlProvider): then its label comes from a short built-in list, in the saved language.
 */
export function FullPageLoader({ label }: { label?: string }) {
  // null outside an IntlProvider (react-intl's context has no default).
  const intl = use(IntlContext) as IntlShape | null;
  const beforeCatalog = intl || label ? null : loadingLabelBeforeCatalog();
  return (
    <Center h="100dvh" role="status" aria-live="polite">
      <Loader aria-hidden />
      <VisuallyHidden lang={beforeCatalog?.lang}>
        {label ?? (intl ? intl.formatMessage(loading) : beforeCatalog?.text)}
      </VisuallyHidden>
    </Center>
  );
}
