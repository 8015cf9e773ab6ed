import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { ContentText } from '@/lib/config';
import { configText } from '@/lib/i18n';

/** A content file's text in the member's language (its English until the catalog has it). */
export function useContentText(): (text: ContentText) => string {
  const intl = useIntl();
  return useCallback((text: ContentText) => configText(intl, text.messageId, text.text), [intl]);
}
