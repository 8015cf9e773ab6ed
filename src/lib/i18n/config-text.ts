import type { IntlShape } from 'react-intl';

/**
 * A text whose message id and English come from config/ (menu labels, page titles). scripts/i18n.mjs adds these
 * to the catalog; the descriptor is built at run time, which is why the extractor skips this call.
 */
export function configText(intl: IntlShape, id: string, english: string): string {
  const descriptor = { id, defaultMessage: english };
  return intl.formatMessage(descriptor);
}
