import type { ComponentPropsWithoutRef } from 'react';
import { VisuallyHidden } from '@mantine/core';
import { useIntl } from 'react-intl';
import { shellMessages } from '../messages';

/** A link to another site: a new tab that cannot reach back into the portal (rel noopener), and says so. */
export function ExternalLink({ children, ...props }: ComponentPropsWithoutRef<'a'>) {
  const intl = useIntl();
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <VisuallyHidden> {intl.formatMessage(shellMessages.opensInNewTab)}</VisuallyHidden>
    </a>
  );
}
