import { UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';
import type { SortDirection, SortState } from './table-model';
import classes from './data-table.module.css';

/**
 * A sortable column's title: a button inside its header cell, as the WAI-ARIA sortable table has it. A header cell
 * that is itself a button may not carry aria-sort; this way the cell stays a column header and says how the column is
 * sorted (RowsTable).
 */
export function SortHeader({
  title,
  direction,
  end,
  onSort,
}: {
  title: string;
  /** The column's order, when the table is sorted by it. */
  direction: SortDirection | null;
  /** Amounts: the title at the end of the cell, as the figures below it. */
  end: boolean;
  onSort: () => void;
}) {
  const Icon = direction === null ? IconSelector : direction === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    <UnstyledButton className={classes.sortButton} data-end={end || undefined} onClick={onSort}>
      {title}
      <Icon size={12} stroke={2} aria-hidden className={direction === null ? classes.unsorted : undefined} />
    </UnstyledButton>
  );
}

/** The next order when a column's title is pressed: a newly chosen column keeps the order; the same one turns it. */
export function nextSort<T>(current: SortState<T> | null, accessor: keyof T & string): SortState<T> {
  if (current?.accessor === accessor) return { accessor, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { accessor, direction: current?.direction ?? 'asc' };
}
