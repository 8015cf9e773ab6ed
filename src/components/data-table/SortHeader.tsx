import { useLayoutEffect } from 'react';
import { UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';
import type { SortDirection, SortState } from './table-model';
import classes from './data-table.module.css';

/**
 * A sortable column's title: a button inside its header cell, as the WAI-ARIA sortable table has it. mantine-datatable
 * made the header cell itself a button, on which aria-sort is not allowed, so a sorted column could not say it was
 * sorted (issue 27); the cell stays a column header, which carries aria-sort (useAriaSort).
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

/**
 * aria-sort on the sorted column's header cell. mantine-datatable takes no attributes for its header cells, so they
 * are set here after each render (React leaves an attribute it does not manage alone).
 */
export function useAriaSort<T>(table: HTMLTableElement | null, sort: SortState<T> | null) {
  useLayoutEffect(() => {
    table?.querySelectorAll<HTMLTableCellElement>('thead th[data-accessor]').forEach((cell) => {
      if (sort && cell.dataset.accessor === sort.accessor)
        cell.setAttribute('aria-sort', sort.direction === 'asc' ? 'ascending' : 'descending');
      else cell.removeAttribute('aria-sort');
    });
  });
}
