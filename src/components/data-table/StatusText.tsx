import type { ReactNode } from 'react';
import { Box, Group, Text } from '@mantine/core';
import classes from './data-table.module.css';

/**
 * A status as a coloured dot and text in the body colour: legible (AA contrast) in light and dark, and, unlike a
 * badge, it wraps instead of cutting a longer translation short.
 */
export function StatusText({ color, children }: { color: string; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" align="center">
      <Box component="span" w={8} h={8} bg={`${color}.6`} className={classes.dot} aria-hidden />
      <Text size="sm" fw={500}>
        {children}
      </Text>
    </Group>
  );
}
