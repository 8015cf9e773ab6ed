import { useEffect, useRef } from 'react';

/**
 * A form that opens in place of a list takes the focus to its heading: the button that opened it is gone, and a
 * keyboard or screen-reader user would otherwise be left at the top of the page.
 */
export function useFocusOnOpen<T extends HTMLElement = HTMLHeadingElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}
