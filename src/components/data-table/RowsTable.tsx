import { Table } from '@mantine/core';
import { RowActions, type RowAction } from './RowActions';
import { nextSort, SortHeader } from './SortHeader';
import type { DataColumn, SortState } from './table-model';
import '@mantine/core/styles/Table.css';
import classes from './data-table.module.css';

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/**
 * The rows of a DataTable on a screen wide enough for columns: Mantine's Table, so that each header cell is ours to
 * render. A sortable column's title is a button inside its header cell (as the WAI-ARIA sortable table has it: a
 * header cell that is itself a button may not carry aria-sort), and the sorted column's cell says so with aria-sort.
 */
export function RowsTable<T>({
  records,
  columns,
  idAccessor,
  label,
  sort,
  onSort,
  rowActions,
  rowActionsTitle,
}: {
  records: readonly T[];
  columns: readonly DataColumn<T>[];
  idAccessor: keyof T & string;
  label: string;
  sort: SortState<T> | null;
  onSort: (sort: (current: SortState<T> | null) => SortState<T>) => void;
  rowActions: readonly RowAction<T>[];
  rowActionsTitle: string;
}) {
  const withActions = rowActions.length > 0;
  const withFooter = columns.some((column) => column.footer !== undefined);
  // Numbers sit at the end of the line (the left in Arabic), text at its start.
  const align = (column: DataColumn<T>) => (column.numeric ? 'end' : 'start');
  return (
    // Beside the sidebar and the advertisement column a wide table scrolls sideways; its row actions stay in view.
    <div className={classes.tableFrame}>
      <Table
        aria-label={label}
        striped
        highlightOnHover
        // 8 px a side rather than 10: the receipts' seven columns fit beside the sidebar and the advertisement at
        // 1440 px, where the pinned Receipt column lay over Status.
        horizontalSpacing={8}
        className={classes.table}
      >
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => {
              const direction = sort?.accessor === column.accessor ? sort.direction : null;
              return (
                <Table.Th
                  key={column.accessor}
                  ta={align(column)}
                  aria-sort={column.sortable && direction ? ARIA_SORT[direction] : undefined}
                >
                  {column.sortable ? (
                    <SortHeader
                      title={column.title}
                      direction={direction}
                      end={column.numeric ?? false}
                      onSort={() => onSort((current) => nextSort(current, column.accessor))}
                    />
                  ) : (
                    column.title
                  )}
                </Table.Th>
              );
            })}
            {withActions && (
              <Table.Th ta="end" className={classes.pinned}>
                {rowActionsTitle}
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {records.map((record) => (
            <Table.Tr key={String(record[idAccessor])}>
              {columns.map((column) => (
                <Table.Td key={column.accessor} ta={align(column)}>
                  {column.render ? column.render(record) : String(record[column.accessor] ?? '')}
                </Table.Td>
              ))}
              {withActions && (
                <Table.Td ta="end" className={classes.pinned}>
                  <RowActions actions={rowActions} record={record} />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
        {withFooter && (
          <Table.Tfoot>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.accessor} ta={align(column)}>
                  {column.footer}
                </Table.Th>
              ))}
              {withActions && <Table.Th className={classes.pinned} />}
            </Table.Tr>
          </Table.Tfoot>
        )}
      </Table>
    </div>
  );
}
