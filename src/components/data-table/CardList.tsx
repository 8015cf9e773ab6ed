import { Box, Paper, SimpleGrid, Text } from '@mantine/core';
import { RowActions, type RowAction } from './RowActions';
import type { DataColumn } from './table-model';
import '@mantine/core/styles/SimpleGrid.css';
import classes from './data-table.module.css';

/** The table's rows on a phone: one card each, every column a labelled field, the row's actions below. */
export function CardList<T>({
  records,
  columns,
  idAccessor,
  label,
  rowActions,
}: {
  records: readonly T[];
  columns: readonly DataColumn<T>[];
  idAccessor: keyof T & string;
  label: string;
  rowActions: readonly RowAction<T>[];
}) {
  return (
    <SimpleGrid cols={1} spacing="sm" component="ul" className={classes.cards} aria-label={label}>
      {records.map((record) => (
        <Paper component="li" withBorder radius="md" p="sm" key={String(record[idAccessor])}>
          <dl className={classes.cardFields}>
            {columns.map((column) => (
              <div key={column.accessor} className={classes.cardField}>
                <Text component="dt" size="xs" c="dimmed">
                  {column.title}
                </Text>
                <Text component="dd" size="sm">
                  {column.render ? column.render(record) : String(record[column.accessor] ?? '')}
                </Text>
              </div>
            ))}
          </dl>
          {rowActions.length > 0 && (
            <Box mt="xs">
              <RowActions actions={rowActions} record={record} />
            </Box>
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
