import { useLayoutEffect, useMemo, useRef, useState, type SyntheticEvent } from 'react';
import { Select, Text } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { useIntl } from 'react-intl';
import { useOpenOnMount } from '@/components/lazy-popup';
import { readRecentStores, selectStore, useCurrentStoreNumber, useMember, type Store } from '@/lib/member';
import { moreStores, storeMessages } from './messages';
import { MORE_VALUE, SEARCHABLE_FROM, SHOWN_AT_ONCE, storeFilter, storeOptions } from './store-options';
import { storeSelectorWidth } from './store-selector-width';

const selectText = (event: SyntheticEvent<HTMLInputElement>) => event.currentTarget.select();

/**
 * The store selector's list, loaded on the first use of the field and then opened at once. A few stores: a plain
 * list. A chain (issue 28): a search field that finds a store by name or number as the member types, the current
 * and recently used stores first, and only the first SHOWN_AT_ONCE stores drawn, so it opens at once with hundreds.
 */
export default function StoreSelect({ stores, openOnMount }: { stores: Store[]; openOnMount: boolean }) {
  const intl = useIntl();
  const ibcNumber = useCurrentStoreNumber() || null;
  const emailClaim = useMember((member) => member.emailClaim);
  const { opened, setOpened, target } = useOpenOnMount(openOnMount);
  const searchable = stores.length >= SEARCHABLE_FROM;
  const currentName = stores.find((store) => store.ibcNumber === ibcNumber)?.storeName ?? '';
  // What the member typed; closing the list (Escape, a click outside) puts the current store's name back, as a blur does.
  const [search, setSearch] = useState(currentName);
  const data = useMemo(
    () =>
      storeOptions(stores, ibcNumber, searchable ? readRecentStores(emailClaim) : [], {
        recent: intl.formatMessage(storeMessages.recentStores),
        all: intl.formatMessage(storeMessages.allStores),
      }),
    [stores, ibcNumber, searchable, emailClaim, intl],
  );
  const filter = useMemo(() => storeFilter((count) => intl.formatMessage(moreStores, { count })), [intl]);
  // Mantine's Select says aria-expanded only once its list has told the field its id, and the field said "false" the
  // whole time its list was open (issue 27). The field's state is set here as it opens and closes; React leaves the
  // attribute alone, as the value it renders does not change.
  const field = useRef<HTMLInputElement | null>(null);
  const ref = useMergedRef(field, target);
  useLayoutEffect(() => field.current?.setAttribute('aria-expanded', String(opened)), [opened]);
  return (
    <Select
      ref={ref}
      aria-label={intl.formatMessage(storeMessages.storeLabel)}
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
            <Text span size="xs" c="dimmed">
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
      onSearchChange={setSearch}
      filter={filter}
      limit={searchable ? SHOWN_AT_ONCE : undefined}
      nothingFoundMessage={searchable ? intl.formatMessage(storeMessages.noMatch) : undefined}
      // Typing replaces the current store's name rather than adding to it, however the field was reached.
      onFocus={searchable ? selectText : undefined}
      onClick={searchable ? selectText : undefined}
      // A store's name reads from its own start in either language (an English name showed its end in Arabic).
      dir="auto"
      w={storeSelectorWidth}
      size="sm"
      comboboxProps={{ width: 280, position: 'bottom-end' }}
      dropdownOpened={opened}
      onDropdownOpen={() => setOpened(true)}
      onDropdownClose={() => {
        setOpened(false);
        if (searchable) setSearch(currentName);
      }}
    />
  );
}
