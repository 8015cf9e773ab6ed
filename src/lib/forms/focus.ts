import { useEffect, useRef } from 'react';

/**
 * A form that opens in place of a list takes the focus to its heading: the button that opened it is gone, and a
 * keyboard or screen-reader user would otherwise be left at the top of the page.
 *
 * Not while a dialog holds the focus: a form opened from the address arrives after its code and data, and a member
 * may have opened a dialog (the theme settings, the store list) in the meantime. Taking the focus then would pull it
 * out of the dialog, behind its overlay, where the keyboard can no longer reach what is on screen.
 */
export function useFocusOnOpen<T extends HTMLElement = HTMLHeadingElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (document.activeElement?.closest('[role="dialog"], [aria-modal="true"]')) return;
    ref.current?.focus();
  }, []);
  return ref;
}
