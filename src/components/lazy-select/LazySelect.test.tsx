import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Select } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/render';
import { LazySelect } from './LazySelect';

const SIZES = [
  { value: 'small', label: 'Small' },
  { value: 'medium', label: 'Medium' },
  { value: 'large', label: 'Large' },
];

/** A LazySelect that keeps its choice, as the pages' filters do, and says what it was given. */
function SizeChoice({ label, onChange }: { label: string; onChange?: (value: string | null) => void }) {
  const [value, setValue] = useState<string | null>('medium');
  return (
    <LazySelect
      label={label}
      data={SIZES}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
      allowDeselect={false}
    />
  );
}

/** Mantine's own Select, for what the lazy one must do the same way. */
function MantineSizeChoice({ label }: { label: string }) {
  const [value, setValue] = useState<string | null>('medium');
  return <Select label={label} data={SIZES} value={value} onChange={setValue} allowDeselect={false} />;
}

/** What the member meets after a key on the field: open or not, and the option marked for Enter (if any). */
function opened(field: HTMLElement) {
  const marked = field.getAttribute('aria-activedescendant');
  return {
    expanded: field.getAttribute('aria-expanded'),
    marked: marked ? document.getElementById(marked)?.textContent : null,
  };
}

describe('LazySelect', () => {
  it('stands as a named combobox showing the choice, with no list until pressed', () => {
    renderWithProviders(<SizeChoice label="Size" />);
    const field = screen.getByRole('combobox', { name: 'Size' });
    expect(field).toHaveValue('Medium');
    expect(field).toHaveAttribute('aria-haspopup', 'listbox');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(field).toHaveAttribute('readonly');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('opens its list on the first click as Mantine’s Select does, keeps the focus, and hands the choice on', async () => {
    const chosen: (string | null)[] = [];
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <SizeChoice label="Lazy size" onChange={(value) => chosen.push(value)} />
        <MantineSizeChoice label="Mantine size" />
      </>,
    );
    await user.click(screen.getByRole('combobox', { name: 'Mantine size' }));
    const mantineOpened = opened(screen.getByRole('combobox', { name: 'Mantine size' }));
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('combobox', { name: 'Lazy size' }));
    const list = await screen.findByRole('listbox');
    const field = screen.getByRole('combobox', { name: 'Lazy size' });
    expect(field).toHaveFocus();
    expect(opened(field)).toEqual(mantineOpened);
    await user.click(within(list).getByRole('option', { name: 'Large' }));
    expect(chosen).toEqual(['large']);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Lazy size' })).toHaveValue('Large'));
  });

  for (const [key, typed] of [
    ['ArrowDown', '{ArrowDown}'],
    ['ArrowUp', '{ArrowUp}'],
    ['Enter', '{Enter}'],
    ['Space', ' '],
  ] as const)
    it(`opens on ${key} from the keyboard as Mantine’s Select does, then moves as it does`, async () => {
      const user = userEvent.setup();
      renderWithProviders(
        <>
          <SizeChoice label="Lazy size" />
          <MantineSizeChoice label="Mantine size" />
        </>,
      );
      const lazy = screen.getByRole('combobox', { name: 'Lazy size' });
      lazy.focus();
      await user.keyboard(typed);
      await screen.findByRole('listbox');
      const lazyField = screen.getByRole('combobox', { name: 'Lazy size' });
      await waitFor(() => expect(lazyField).toHaveFocus());
      const lazyOpened = opened(lazyField);
      await user.keyboard('{ArrowDown}');
      const lazyMoved = opened(lazyField);
      await user.keyboard('{Escape}');

      const mantine = screen.getByRole('combobox', { name: 'Mantine size' });
      mantine.focus();
      await user.keyboard(typed);
      expect(lazyOpened).toEqual(opened(mantine));
      await user.keyboard('{ArrowDown}');
      expect(lazyMoved).toEqual(opened(mantine));
    });
});
