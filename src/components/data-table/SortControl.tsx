import { Group, SegmentedControl, Select } from '@mantine/core';
import { useIntl } from 'react-intl';
import { tableMessages } from './messages';
import type { DataColumn, SortState } from './table-model';
// The highlight is a FloatingIndicator: without its styles it sits in the flow, which is only right by luck in LTR.
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';

/** On a phone the cards have no column headers to click: sorting is a choice of field and order. */
export function SortControl<T>({
  columns,
  sort,
  onChange,
}: {
  columns: DataColumn<T>[];
  sort: SortState<T> | null;
  onChange: (sort: SortState<T>) => void;
}) {
  const intl = useIntl();
  const sortable = columns.filter((column) => column.sortable);
  if (sortable.length === 0) return null;
  const direction = sort?.direction ?? 'asc';
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <Select
        label={intl.formatMessage(tableMessages.sortBy)}
        data={sortable.map((column) => ({ value: column.accessor, label: column.title }))}
        value={sort?.accessor ?? null}
        onChange={(value) => value && onChange({ accessor: value, direction })}
        allowDeselect={false}
        w={150}
      />
      <SegmentedControl
        aria-label={intl.formatMessage(tableMessages.sortBy)}
        data={[
          { value: 'asc', label: intl.formatMessage(tableMessages.ascending) },
          { value: 'desc', label: intl.formatMessage(tableMessages.descending) },
        ]}
        value={direction}
        onChange={(value) => sort && onChange({ ...sort, direction: value })}
        size="xs"
      />
    </Group>
  );
}
