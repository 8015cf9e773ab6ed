import { useState, type KeyboardEvent } from 'react';
import { ComboboxChevron, InputBase, Skeleton } from '@mantine/core';
import { useIntl } from 'react-intl';
import { createLazyPopup } from '@/components/lazy-popup';
import { useCurrentStore, useMember } from '@/lib/member';
import { storeMessages } from './messages';
import { SEARCHABLE_FROM } from './store-options';
import { storeSelectorWidth } from './store-selector-width';
import { useStoreChain } from './useStoreChain';

// The list (Mantine's Combobox and Popover with floating-ui) is no part of the frame's first download; it is fetched
// once the page is idle, so the first tap on the field does not wait for it.
const StoreSelectControl = createLazyPopup(() => import('./StoreSelect'), { fetchWhenIdle: true });

const OPENING_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Enter', ' ']);
/**
 * A key that types a character (not a shortcut): in a chain's field it starts the search with it. Space opens the
 * list as on any select, unless something is typed already: then it is the space in "kwik basket".
 */
const typesText = (event: KeyboardEvent, typed: string) =>
  event.key.length === 1 && (event.key !== ' ' || typed !== '') && !event.ctrlKey && !event.metaKey && !event.altKey;

/**
 * The header's store selector (StoreSelect): sets both currentStore and ibcNumber. Until first used it is
 * the field alone, showing the current store, with the same name and look.
 */
export function StoreSelector() {
  const intl = useIntl();
  const chain = useStoreChain();
  const stores = useMember((member) => member.availableStores);
  const emailClaim = useMember((member) => member.emailClaim);
  const current = useCurrentStore();
  // What a chain owner typed on the field before its list was there: the search starts with it, nothing is lost.
  const [typed, setTyped] = useState('');
  if (stores.length === 0) {
    // While the stores load, their place is held, so the header's other controls do not move when the selector comes.
    const coming = Boolean(emailClaim) && !chain.isError && !chain.isSuccess;
    return coming ? (
      <Skeleton w={storeSelectorWidth} h="var(--input-height-sm)" aria-hidden data-testid="store-selector-pending" />
    ) : null;
  }
  return (
    <StoreSelectControl
      popupProps={{ stores, typed }}
      trigger={(triggerProps, want) => (
        <InputBase
          role="combobox"
          aria-haspopup="listbox"
          aria-label={intl.formatMessage(storeMessages.storeLabel)}
          placeholder={intl.formatMessage(storeMessages.storeLabel)}
          value={current?.storeName ?? ''}
          readOnly
          pointer
          dir="auto"
          w={storeSelectorWidth}
          size="sm"
          rightSection={<ComboboxChevron size="sm" aria-hidden />}
          rightSectionPointerEvents="none"
          {...triggerProps}
          onKeyDown={(event: KeyboardEvent) => {
            const typing = stores.length >= SEARCHABLE_FROM && typesText(event, typed);
            if (!typing && !OPENING_KEYS.has(event.key)) return;
            event.preventDefault();
            if (typing) setTyped((before) => before + event.key);
            want();
          }}
        />
      )}
    />
  );
}
