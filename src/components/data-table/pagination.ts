import type { IntlShape } from 'react-intl';
import { tableMessages } from './messages';

type PaginationControl = 'first' | 'previous' | 'last' | 'next';

/**
 * Previous and Next, named (they are icons only: without a name axe reports button-name and a screen reader reads
 * 'button'). At the first or last page they stay focusable, aria-disabled rather than disabled: Next pressed onto the
 * last page became disabled and dropped the focus to the page itself, so a second Enter did nothing. Pressed
 * there, they do nothing (Mantine's pagination stops at its ends); they look disabled as before (data-disabled).
 */
export function edgeControlProps(control: PaginationControl, page: number, pages: number, intl: IntlShape) {
  if (control !== 'previous' && control !== 'next') return {};
  const atEnd = control === 'previous' ? page <= 1 : page >= pages;
  return {
    'aria-label': intl.formatMessage(control === 'previous' ? tableMessages.previousPage : tableMessages.nextPage),
    disabled: false,
    'aria-disabled': atEnd || undefined,
    mod: { disabled: atEnd },
  };
}
