import { useState, type KeyboardEvent } from 'react';
import { useCombobox, type ComboboxItem, type ComboboxParsedItem } from '@mantine/core';

const itemsOf = (entries: readonly ComboboxParsedItem[]): ComboboxItem[] =>
  entries.flatMap((entry) => ('group' in entry ? entry.items : [entry]));

/**
 * The store field's open state, search and marked option, kept in React so that the field and the list render their
 * ARIA themselves (aria-expanded, aria-controls, aria-activedescendant, data-combobox-selected on the option) rather
 * than Mantine marking options in the DOM where React cannot see them.
 *
 * - A chain (searchable): the first match is marked as the list opens and again at each letter, so typing a store's
 *   number and pressing Enter takes it; the arrows move from there.
 * - A few stores: nothing is marked as the list opens; the arrows move from the current store (and, pressed on the
 *   closed field, open the list with the current store marked), as a select does.
 * - Closing (Escape, a choice, a click outside, leaving the field) drops what was typed: the field shows the current
 *   store's name again.
 */
export function useStoreCombobox({
  opened,
  setOpened,
  searchable,
  current,
  choose,
  initialSearch,
}: {
  opened: boolean;
  setOpened: (opened: boolean) => void;
  searchable: boolean;
  /** The current store's number: the option marked as checked, and where the arrows start in a few stores. */
  current: string | null;
  /** What taking a store from the list does (the list closes after it). */
  choose: (value: string) => void;
  /** Letters typed on the field before this control replaced it: the search starts with them. */
  initialSearch: string;
}) {
  // null: nothing typed since the list opened (the field shows the current store's name, the list is unfiltered).
  const [search, setSearch] = useState<string | null>(initialSearch || null);
  // The option the arrows moved to; null: the rule above (the first match in a chain, none in a few stores).
  const [movedTo, setMovedTo] = useState<string | null>(null);
  const store = useCombobox({
    opened,
    onOpenedChange: setOpened,
    onDropdownOpen: () => setMovedTo(null),
    onDropdownClose: () => {
      setSearch(null);
      setMovedTo(null);
    },
  });

  /** The option marked in `shown` (the list as drawn), or null. */
  const markedIn = (shown: readonly ComboboxParsedItem[]) => {
    if (!opened) return null;
    if (movedTo !== null) return movedTo;
    return searchable ? (itemsOf(shown).find((item) => !item.disabled)?.value ?? null) : null;
  };

  const move = (shown: readonly ComboboxParsedItem[], step: 1 | -1) => {
    const values = itemsOf(shown)
      .filter((item) => !item.disabled)
      .map((item) => item.value);
    if (values.length === 0) return;
    const from = values.indexOf(markedIn(shown) ?? (searchable ? '' : (current ?? '')));
    const next = from === -1 ? (step === 1 ? 0 : values.length - 1) : (from + step + values.length) % values.length;
    setMovedTo(values[next] ?? null);
    // Mantine's own scrolling, once React has drawn the new mark: the list scrolls to keep it in view.
    store.updateSelectedOptionIndex('selected', { scrollIntoView: true });
  };

  /** A store taken from the list (an option clicked, or Enter on the marked one): the list closes. */
  const submit = (value: string) => {
    choose(value);
    store.closeDropdown();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, shown: readonly ComboboxParsedItem[]) => {
    if (event.nativeEvent.isComposing) return;
    const marked = markedIn(shown);
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        if (opened) move(shown, event.key === 'ArrowDown' ? 1 : -1);
        else {
          store.openDropdown('keyboard');
          if (!searchable && current) {
            setMovedTo(current);
            store.updateSelectedOptionIndex('selected', { scrollIntoView: true });
          }
        }
        return;
      case 'Enter':
        if (opened && marked !== null) {
          event.preventDefault();
          submit(marked);
        } else if (!searchable) {
          event.preventDefault();
          store.openDropdown('keyboard');
        }
        return;
      case ' ':
        if (!searchable) {
          event.preventDefault();
          store.toggleDropdown('keyboard');
        }
        return;
      case 'Escape':
        store.closeDropdown('keyboard');
        return;
      default:
    }
  };

  return {
    store,
    search,
    markedIn,
    onKeyDown,
    submit,
    /** The member typed in the field: the list opens, filtered, with the first match marked. */
    typeSearch: (value: string) => {
      setSearch(value);
      setMovedTo(null);
      store.openDropdown('keyboard');
    },
    /** Leaving the field closes the list and puts the current store's name back. */
    leave: () => {
      store.closeDropdown();
      setSearch(null);
    },
  };
}
