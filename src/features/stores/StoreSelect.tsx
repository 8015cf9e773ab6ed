import { Select, Text } from '@mantine/core';
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
  return (
    <Select
      ref={target}
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
