import { useEffect, useLayoutEffect, type RefObject } from 'react';

const setOrRemove = (element: Element, name: string, value: string | null | undefined) => {
  if (!value) element.removeAttribute(name);
  else if (element.getAttribute(name) !== value) element.setAttribute(name, value);
};

/**
 * What the store field tells assistive technology about its list, kept right from the page itself (issues 27, 28):
 * Mantine's Select learns its list's id only after the list has drawn, and until its next render said
 * aria-expanded="false" and named no list (aria-controls) while the list was open; its aria-activedescendant moves
 * with the arrows only, so it named an option that typing had filtered away, or none for the first match marked as
 * the member types. Here the field says it is open, names its list (found by its accessible name, the field's), and
 * the option marked (`data-combobox-selected`), or none; the list, which scrolls, can take the focus (axe's
 * scrollable-region-focusable).
 */
export function useComboboxState(field: RefObject<HTMLInputElement | null>, opened: boolean, listName: string): void {
  useLayoutEffect(() => field.current?.setAttribute('aria-expanded', String(opened)), [field, opened]);
  useEffect(() => {
    const input = field.current;
    if (!input || !opened) return undefined;
    const sync = () => {
      const list = [...document.querySelectorAll('[role="listbox"]')].find(
        (candidate) => candidate.getAttribute('aria-label') === listName,
      );
      setOrRemove(input, 'aria-controls', list?.id);
      // A list that scrolls takes the focus when asked (the field keeps it as the member types and arrows).
      if (list instanceof HTMLElement && list.tabIndex !== -1) list.tabIndex = -1;
      setOrRemove(input, 'aria-activedescendant', list?.querySelector('[data-combobox-selected]')?.id);
    };
    sync();
    // Whatever changes the list or its marked option, or React writing Mantine's idea back onto the field.
    const observer = new MutationObserver(sync);
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-combobox-selected', 'aria-controls', 'aria-activedescendant'],
    });
    return () => {
      observer.disconnect();
      input.removeAttribute('aria-controls');
      input.removeAttribute('aria-activedescendant');
    };
  }, [field, opened, listName]);
}
