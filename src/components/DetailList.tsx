import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import classes from './detail-list.module.css';

/**
 * Label and value pairs as a description list: stacked on phones, `columns` side by side from the small breakpoint
 * (a store's details take two, a payment's short facts three).
 */
export function DetailList({
  items,
  columns = 2,
}: {
  items: readonly (readonly [string, ReactNode])[];
  columns?: 2 | 3;
}) {
  return (
    <dl className={classes.details} data-columns={columns}>
      {items.map(([label, value]) => (
        <div key={label}>
          <Text component="dt" size="sm" c="dimmed">
            {label}
          </Text>
          <Text component="dd" size="sm">
            {value}
          </Text>
        </div>
      ))}
    </dl>
  );
}
