import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import classes from './account.module.css';

/** Label and value pairs as a description list: two columns on wide screens, stacked on phones. */
export function DetailList({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className={classes.details}>
      {items.map(([label, value]) => (
        <div key={label} className={classes.detail}>
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
