import { useMemo, useRef, type ReactNode, type SyntheticEvent } from 'react';
import { Combobox, InputBase, Text, type ComboboxItem, type ComboboxParsedItem } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { useIntl } from 'react-intl';
import { useOpenOnMount } from '@/components/lazy-popup';
import { readRecentStores, selectStore, useCurrentStoreNumber, useMember, type Store } from '@/lib/member';
import { moreStores, storeMessages } from './messages';
import { MORE_VALUE, SEARCHABLE_FROM, SHOWN_AT_ONCE, storeFilter, storeOptions } from './store-options';
import { storeSelectorWidth } from './store-selector-width';
import classes from './stores.module.css';
import { useStoreCombobox } from './use-store-combobox';

const selectText = (event: SyntheticEvent<HTMLInputElement>) => event.currentTarget.select();
const showNameFromStart = (event: SyntheticEvent<HTMLInputElement>) => {
  event.currentTarget.scrollLeft = 0;
};

/**
 * The store selector's list, loaded on the first use of the field and then opened at once. A few stores: a plain
 * list. A chain: a search field that finds a store by name or number as the member types, the current and recently
 * used stores first, and only the first SHOWN_AT_ONCE stores drawn, so it opens at once with hundreds.
 *
 * Built from Mantine's Combobox parts so that the field states its list (aria-controls), whether it is open
 * (aria-expanded) and the marked option (aria-activedescendant) in its own props, in step with what is drawn.
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
  const startTyped = searchable ? typed : '';
  const combobox = useStoreCombobox({
    opened,
    setOpened,
    searchable,
    current: ibcNumber,
    initialSearch: startTyped,
    choose: (value) => {
      if (value !== ibcNumber) selectStore(value);
    },
  });
  // The caret goes after what was typed, so the next key adds to it; otherwise the focus selects the name to replace.
  const caretAfterTyped = useRef(startTyped !== '');
  const focusField = (event: SyntheticEvent<HTMLInputElement>) => {
    combobox.store.openDropdown();
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
  // The current store's own name in the field lists every store, as a select does; anything else typed filters.
  const search = combobox.search === currentName ? null : combobox.search;
  const shown = useMemo(
    () => filter({ options: data, search: search ?? '', limit: searchable ? SHOWN_AT_ONCE : Infinity }),
    [filter, data, search, searchable],
  );
  const marked = combobox.markedIn(shown);
  const listId = useId();
  const optionId = (value: string) => `${listId}-${value}`;
  const label = intl.formatMessage(storeMessages.storeLabel);

  const option = (item: ComboboxItem) => (
    <Combobox.Option
      key={item.value}
      id={optionId(item.value)}
      value={item.value}
      disabled={item.disabled}
      active={item.value === ibcNumber}
      selected={item.value === marked}
      aria-selected={item.value === ibcNumber}
    >
      {item.value === MORE_VALUE ? (
        <Text span size="xs" c="dimmed">
          {item.label}
        </Text>
      ) : (
        <span>
          {item.label}{' '}
          <Text span size="xs" className={classes.optionNumber}>
            {item.value}
          </Text>
        </span>
      )}
    </Combobox.Option>
  );
  const entry = (item: ComboboxParsedItem, index: number): ReactNode =>
    'group' in item ? (
      <Combobox.Group key={`group-${index}`} label={item.group}>
        {item.items.map(option)}
      </Combobox.Group>
    ) : (
      option(item)
    );

  return (
    <Combobox
      store={combobox.store}
      onOptionSubmit={combobox.submit}
      size="sm"
      width={280}
      position="bottom-end"
      // In the header rather than a portal at the page's end: the list is inside the banner landmark.
      withinPortal={false}
    >
      <Combobox.Target withAriaAttributes={false} withKeyboardNavigation={false}>
        <InputBase
          ref={target}
          role="combobox"
          aria-label={label}
          aria-haspopup="listbox"
          aria-expanded={opened}
          aria-controls={opened ? listId : undefined}
          aria-activedescendant={marked === null ? undefined : optionId(marked)}
          autoComplete="off"
          placeholder={intl.formatMessage(searchable ? storeMessages.searchPlaceholder : storeMessages.storeLabel)}
          value={combobox.search ?? currentName}
          readOnly={!searchable}
          pointer={!searchable}
          onChange={(event) => combobox.typeSearch(event.currentTarget.value)}
          onKeyDown={(event) => combobox.onKeyDown(event, shown)}
          // Typing replaces the current store's name rather than adding to it, however the field was reached. A few
          // stores' field shows its name from the start: focused as it replaced its stand-in, Chromium scrolled it to
          // the end, and a phone's narrow field showed only the name's last letters.
          onFocus={searchable ? focusField : showNameFromStart}
          onClick={(event) => {
            if (!searchable) return combobox.store.toggleDropdown();
            combobox.store.openDropdown();
            selectText(event);
          }}
          onBlur={combobox.leave}
          rightSection={<Combobox.Chevron size="sm" aria-hidden />}
          rightSectionPointerEvents="none"
          // A store's name reads from its own start in either language (an English name showed its end in Arabic).
          dir="auto"
          w={storeSelectorWidth}
          size="sm"
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        {/* The list scrolls itself (no ScrollArea, whose focusable viewport is no option a listbox may hold), and
            takes the focus when asked, as a region that scrolls must (axe's scrollable-region-focusable). */}
        <Combobox.Options id={listId} aria-label={label} tabIndex={-1} className={classes.options}>
          {shown.map(entry)}
          {searchable && shown.length === 0 && (
            <Combobox.Empty>{intl.formatMessage(storeMessages.noMatch)}</Combobox.Empty>
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
