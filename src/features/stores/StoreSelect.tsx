import { useMemo, useRef, useState, type SyntheticEvent } from 'react';
import { Select, Text } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { useIntl } from 'react-intl';
import { useOpenOnMount } from '@/components/lazy-popup';
import { readRecentStores, selectStore, useCurrentStoreNumber, useMember, type Store } from '@/lib/member';
import { moreStores, storeMessages } from './messages';
import { MORE_VALUE, SEARCHABLE_FROM, SHOWN_AT_ONCE, storeFilter, storeOptions } from './store-options';
import { storeSelectorWidth } from './store-selector-width';
import classes from './stores.module.css';
import { useComboboxState } from './use-combobox-state';

const selectText = (event: SyntheticEvent<HTMLInputElement>) => event.currentTarget.select();

/**
 * The store selector's list, loaded on the first use of the field and then opened at once. A few stores: a plain
 * list. A chain (issue 28): a search field that finds a store by name or number as the member types, the current
 * and recently used stores first, and only the first SHOWN_AT_ONCE stores drawn, so it opens at once with hundreds.
 */
export default function StoreSelect({
  stores,
  openOnMount,
  typed = '',
}: {
  stores: Store[];
  openOnMount: boolean;
  /** What the member typed on the field before this list replaced it (a chain's): the search starts with it. */
  typed?: string;
}) {
  const intl = useIntl();
  const ibcNumber = useCurrentStoreNumber() || null;
  const emailClaim = useMember((member) => member.emailClaim);
  const { opened, setOpened, target } = useOpenOnMount(openOnMount);
  const searchable = stores.length >= SEARCHABLE_FROM;
  const currentName = stores.find((store) => store.ibcNumber === ibcNumber)?.storeName ?? '';
  // What the member typed; closing the list (Escape, a click outside) puts the current store's name back, as a blur does.
  // It starts with the letters typed on the field before this list replaced it (a chain's).
  const startTyped = searchable ? typed : '';
  const [search, setSearch] = useState(startTyped || currentName);
  // Mantine's Select writes the current store's name into the search as it mounts: not over those letters.
  const mountWritePending = useRef(startTyped !== '');
  const changeSearch = (value: string) => {
    const mountWrite = mountWritePending.current && value === currentName;
    mountWritePending.current = false;
    if (!mountWrite) setSearch(value);
  };
  // The caret goes after what was typed, so the next key adds to it; otherwise the focus selects the name to replace.
  const caretAfterTyped = useRef(startTyped !== '');
  const focusField = (event: SyntheticEvent<HTMLInputElement>) => {
    if (!caretAfterTyped.current) return selectText(event);
    caretAfterTyped.current = false;
    const end = event.currentTarget.value.length;
    event.currentTarget.setSelectionRange(end, end);
  };
  const data = useMemo(
    () =>
      storeOptions(stores, ibcNumber, searchable ? readRecentStores(emailClaim) : [], {
        recent: intl.formatMessage(storeMessages.recentStores),
        all: intl.formatMessage(storeMessages.allStores),
      }),
    [stores, ibcNumber, searchable, emailClaim, intl],
  );
  const filter = useMemo(() => storeFilter((count) => intl.formatMessage(moreStores, { count })), [intl]);
  const field = useRef<HTMLInputElement | null>(null);
  const ref = useMergedRef(field, target);
  const label = intl.formatMessage(storeMessages.storeLabel);
  useComboboxState(field, opened, label);
  return (
    <Select
      ref={ref}
      aria-label={label}
      placeholder={intl.formatMessage(searchable ? storeMessages.searchPlaceholder : storeMessages.storeLabel)}
      data={data}
      renderOption={({ option }) =>
        option.value === MORE_VALUE ? (
          <Text span size="xs" c="dimmed">
            {option.label}
          </Text>
        ) : (
          <span>
            {option.label}{' '}
            <Text span size="xs" className={classes.optionNumber}>
              {option.value}
            </Text>
          </span>
        )
      }
      value={ibcNumber}
      onChange={(value) => value && value !== MORE_VALUE && selectStore(value)}
      allowDeselect={false}
      searchable={searchable}
      searchValue={searchable ? search : undefined}
      onSearchChange={changeSearch}
      filter={filter}
      // The first match is marked as the member types, so Enter takes it: type a store's number, press Enter. Only
      // while open, so that it is marked again as the list opens (Mantine marks on a change of this or the search):
      // letters typed before the list was there are searched as it mounts, when there is no list to mark in yet.
      selectFirstOptionOnChange={searchable && opened}
      // And as Mantine opens it itself (a letter typed, a click): else it looks for the current store's option, which
      // a search has filtered away, and Enter took nothing while the first match still looked marked.
      selectFirstOptionOnDropdownOpen={searchable}
      limit={searchable ? SHOWN_AT_ONCE : undefined}
      nothingFoundMessage={searchable ? intl.formatMessage(storeMessages.noMatch) : undefined}
      // Typing replaces the current store's name rather than adding to it, however the field was reached.
      onFocus={searchable ? focusField : undefined}
      onClick={searchable ? selectText : undefined}
      // A store's name reads from its own start in either language (an English name showed its end in Arabic).
      dir="auto"
      w={storeSelectorWidth}
      size="sm"
      // In the header rather than a portal at the page's end: the list is inside the banner landmark.
      comboboxProps={{ width: 280, position: 'bottom-end', withinPortal: false }}
      // The list itself scrolls (no ScrollArea, whose focusable viewport is no option a listbox may hold).
      withScrollArea={false}
      classNames={{ options: classes.options }}
      dropdownOpened={opened}
      onDropdownOpen={() => setOpened(true)}
      onDropdownClose={() => {
        setOpened(false);
        if (searchable) setSearch(currentName);
      }}
    />
  );
}
