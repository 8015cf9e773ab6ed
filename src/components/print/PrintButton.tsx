import { Button } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { printMessages } from './messages';

/**
 * Print: the browser's print dialog, which prints the page's print sheet. `onPrint` replaces it where a part of
 * the sheet is chosen first (one statement).
 */
export function PrintButton({ onPrint, name }: { onPrint?: () => void; name?: string }) {
  const intl = useIntl();
  return (
    <Button
      variant="default"
      leftSection={<IconPrinter size={16} aria-hidden />}
      aria-label={name}
      onClick={onPrint ?? (() => window.print())}
    >
      {intl.formatMessage(printMessages.print)}
    </Button>
  );
}
