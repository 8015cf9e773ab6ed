import { useState, type KeyboardEvent } from 'react';
import { ComboboxChevron, InputBase, type ComboboxItem } from '@mantine/core';
import { createLazyPopup } from '@/components/lazy-popup';
import type { OpeningPress } from './SelectPopup';

// Mantine's Select (its Combobox, Popover and floating-ui: the 'popups' file, ~37 KiB gzip) is no part of a list
// page's download before its content: it is fetched once the page is idle, or when the member points at a field.
const SelectControl = createLazyPopup(() => import('./SelectPopup'), { fetchWhenIdle: true });

// The keys with which Mantine's Select opens its list from the field (its targetType 'button').
const OPENING_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Enter', 'NumpadEnter', ' ']);

interface LazySelectProps<Value extends string> {
  label: string;
  data: ComboboxItem<Value>[];
  value: Value | null;
  onChange: (value: Value | null) => void;
  allowDeselect?: boolean;
  w?: number;
  className?: string;
}

/**
 * A select of a few plain options, as Mantine's Select draws and announces it (a combobox with its label, the chosen
 * option's text, the chevron) but, until first used, the field alone: pressing it, or an opening key on it, swaps in
 * the real Select with its list open as that press would have opened it.
 */
export function LazySelect<Value extends string = string>(props: LazySelectProps<Value>) {
  const [press, setPress] = useState<OpeningPress | null>(null);
  const { label, data, value, w, className } = props;
  return (
    <SelectControl
      // Mantine's Select answers one of the options given, so its value is one of ours.
      popupProps={{ ...props, onChange: (next) => props.onChange(next as Value | null), press }}
      trigger={(triggerProps, want) => (
        <InputBase
          label={label}
          role="combobox"
          aria-haspopup="listbox"
          value={data.find((item) => item.value === value)?.label ?? ''}
          readOnly
          pointer
          w={w}
          className={className}
          rightSection={<ComboboxChevron />}
          rightSectionPointerEvents="none"
          {...triggerProps}
          onClick={() => {
            setPress({ kind: 'click' });
            want();
          }}
          onKeyDown={(event: KeyboardEvent) => {
            if (!OPENING_KEYS.has(event.key)) return;
            event.preventDefault();
            setPress({ kind: 'key', key: event.key, code: event.nativeEvent.code });
            want();
          }}
        />
      )}
    />
  );
}
