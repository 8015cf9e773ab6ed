import { useMemo, useState, type ReactNode } from 'react';
import { CloseButton, Group, Pagination, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { EmptyState } from '../query/states';
import { CardList } from './CardList';
import type { TableExport } from './csv';
import { ExportButton } from './ExportButton';
import { FilterSelect } from './FilterSelect';
import { ALL, applySelectFilters, type SelectFilter } from './filters';
import { noMatch, pageRange, tableMessages } from './messages';
import { edgeControlProps } from './pagination';
import type { RowAction } from './RowActions';
import { RowsTable } from './RowsTable';
import { SortControl } from './SortControl';
import { filterRecords, pageOf, sortRecords, type DataColumn, type SortState } from './table-model';
import '@mantine/core/styles/Pagination.css';
import classes from './data-table.module.css';

// One empty list for 'no filters' and 'no actions', so the memoised rows are not worked out again on every render.
const NONE: readonly never[] = [];

export interface DataTableProps<T> {
  records: readonly T[];
  columns: DataColumn<T>[];
  /** The field that tells records apart (React keys). */
  idAccessor: keyof T & string;
  /** The table's accessible name (usually the section title). */
  label: string;
  initialSort?: SortState<T>;
  pageSize?: number;
  /** Choices beside the filter box (a category, a month, a status), each with All first; the table applies them. */
  filters?: readonly SelectFilter<T>[];
  /** Other controls beside the filter box, already applied to `records` by the page. */
  toolbar?: ReactNode;
  /** Below the rows (a total). */
  summary?: (shown: readonly T[]) => ReactNode;
  /** A row's actions (its document, a form to open), shown in the last column and on the card. */
  rowActions?: readonly RowAction<T>[];
  rowActionsTitle?: string;
  /** An Export CSV button in the toolbar: the rows the filters and sort leave, every page, with raw values. */
  export?: TableExport;
}

/**
 * The one list abstraction of the portal: filter box, sortable columns, pages of `pageSize` rows, and on a phone
 * (below Mantine's `sm`) the same rows as cards with a sort choice, so nothing needs a sideways scroll at 375 px.
 */
export function DataTable<T>({
  records,
  columns,
  idAccessor,
  label,
  initialSort,
  pageSize = 10,
  filters = NONE,
  toolbar,
  summary,
  rowActions = NONE,
  rowActionsTitle = '',
  export: exportDeclaration,
}: DataTableProps<T>) {
  const intl = useIntl();
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const [filter, setFilter] = useState('');
  const [sort, setSort] = useState<SortState<T> | null>(initialSort ?? null);
  const [page, setPage] = useState(1);
  const [choices, setChoices] = useState<string[]>([]);

  const chosen = useMemo(() => applySelectFilters(records, filters, choices), [records, filters, choices]);
  const filtered = useMemo(
    () => filterRecords(chosen, columns, filter, intl.locale),
    [chosen, columns, filter, intl.locale],
  );
  const sorted = useMemo(
    () => sortRecords(filtered, columns, sort, intl.locale),
    [filtered, columns, sort, intl.locale],
  );
  const pages = Math.max(1, Math.ceil(sorted.length / pageSize));
  const currentPage = Math.min(page, pages);
  const shown = pageOf(sorted, currentPage, pageSize);
  const range = {
    from: sorted.length === 0 ? 0 : (currentPage - 1) * pageSize + 1,
    to: Math.min(currentPage * pageSize, sorted.length),
    total: sorted.length,
  };

  const onFilter = (value: string) => {
    setFilter(value);
    setPage(1);
  };
  const filterBox = (
    <TextInput
      label={intl.formatMessage(tableMessages.filter)}
      value={filter}
      onChange={(event) => onFilter(event.currentTarget.value)}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={
        filter ? (
          <CloseButton
            size="sm"
            aria-label={intl.formatMessage(tableMessages.clearFilter)}
            onClick={() => onFilter('')}
          />
        ) : null
      }
      className={classes.filter}
    />
  );
  const choose = (index: number, value: string) =>
    setChoices((current) => {
      const next = [...current];
      next[index] = value;
      return next;
    });
  const empty = <EmptyState>{filter ? intl.formatMessage(noMatch, { filter }) : undefined}</EmptyState>;

  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm" wrap="wrap">
        {filterBox}
        {phone && <SortControl columns={columns} sort={sort} onChange={setSort} />}
        {filters.map((declared, index) => (
          <FilterSelect
            key={index}
            filter={declared}
            records={records}
            value={choices[index] ?? ALL}
            onChange={(value) => choose(index, value)}
          />
        ))}
        {toolbar}
        {exportDeclaration && <ExportButton rows={sorted} columns={columns} declaration={exportDeclaration} />}
      </Group>
      {sorted.length === 0 ? (
        empty
      ) : phone ? (
        <CardList records={shown} columns={columns} idAccessor={idAccessor} label={label} rowActions={rowActions} />
      ) : (
        <RowsTable
          records={shown}
          columns={columns}
          idAccessor={idAccessor}
          label={label}
          sort={sort}
          onSort={setSort}
          rowActions={rowActions}
          rowActionsTitle={rowActionsTitle}
        />
      )}
      {sorted.length > 0 && (
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text size="sm" c="dimmed" aria-live="polite">
            {intl.formatMessage(pageRange, range)}
          </Text>
          {pages > 1 && (
            <Pagination
              total={pages}
              value={currentPage}
              onChange={setPage}
              size="sm"
              siblings={phone ? 0 : 1}
              getControlProps={(control) => edgeControlProps(control, currentPage, pages, intl)}
            />
          )}
        </Group>
      )}
      {summary?.(sorted)}
    </Stack>
  );
}
