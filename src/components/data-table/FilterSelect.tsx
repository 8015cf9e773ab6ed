import { useMemo } from 'react';
import { Select } from '@mantine/core';
import { useIntl } from 'react-intl';
import { ALL, filterOptions, type SelectFilter } from './filters';
import classes from './data-table.module.css';

/** One declared select filter: All first, then its options (by default the values its records have). */
export function FilterSelect<T>({
  filter,
  records,
  value,
  onChange,
}: {
  filter: SelectFilter<T>;
  records: readonly T[];
  value: string;
  onChange: (value: string) => void;
}) {
  const { locale } = useIntl();
  const options = useMemo(() => filterOptions(filter, records, locale), [filter, records, locale]);
  return (
    <Select
      label={filter.label}
      data={[{ value: ALL, label: filter.allLabel }, ...options]}
      value={value}
      onChange={(next) => onChange(next ?? ALL)}
      allowDeselect={false}
      className={classes.filterSelect}
    />
  );
}
