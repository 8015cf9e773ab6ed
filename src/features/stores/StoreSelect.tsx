import { useLayoutEffect, useRef } from 'react';
import { Select, Text } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { useIntl } from 'react-intl';
import { useOpenOnMount } from '@/components/lazy-popup';
import { selectStore, useCurrentStoreNumber, type Store } from '@/lib/member';
import { storeMessages } from './messages';
import { storeSelectorWidth } from './store-selector-width';

/** The store selector's list, loaded on the first use of the field and then opened at once. */
export default function StoreSelect({ stores, openOnMount }: { stores: Store[]; openOnMount: boolean }) {
  const intl = useIntl();
  const ibcNumber = useCurrentStoreNumber() || null;
  const { opened, setOpened, target } = useOpenOnMount(openOnMount);
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
      placeholder={intl.formatMessage(storeMessages.storeLabel)}
      data={stores.map((store) => ({ value: store.ibcNumber, label: store.storeName }))}
      renderOption={({ option }) => (
        <span>
          {option.label}{' '}
          <Text span size="xs" c="dimmed">
            {option.value}
          </Text>
        </span>
      )}
      value={ibcNumber}
      onChange={(value) => value && selectStore(value)}
      allowDeselect={false}
      // A store's name reads from its own start in either language (an English name showed its end in Arabic).
      dir="auto"
      w={storeSelectorWidth}
      size="sm"
      comboboxProps={{ width: 280, position: 'bottom-end' }}
      dropdownOpened={opened}
      onDropdownOpen={() => setOpened(true)}
      onDropdownClose={() => setOpened(false)}
    />
  );
}
