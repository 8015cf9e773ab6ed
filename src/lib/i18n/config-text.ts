import type { IntlShape, MessageFormatElement } from 'react-intl';

/**
 * A text whose message id and English come from config/ (menu labels, page titles). scripts/i18n.mjs adds these
 * to the catalog; the descriptor is built at run time, which is why the extractor skips this call. Config texts are
 * plain text (no placeholders), so the English one is handed over as a single literal, already in the compiled form
 * the production build gives every message (it ships no ICU parser; scripts/precompile-messages-plugin.ts).
 */
export function configText(intl: IntlShape, id: string, english: string): string {
  // A variable, not an inline object: the extractor then skips the call instead of failing on a non-literal id.
  const descriptor = { id, defaultMessage: [{ type: 0, value: english } satisfies MessageFormatElement] };
  return intl.formatMessage(descriptor);
}
