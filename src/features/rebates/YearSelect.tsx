import { Select } from '@mantine/core';
import { useIntl } from 'react-intl';
import { yearMessages } from './year-messages';

const LATEST = 'latest';

/**
 * The year a list shows: Latest (the specification's own call, no year sent) or one of the years offered. A page
 * keeps the choice per store.
 */
export function YearSelect({
  years,
  value,
  onChange,
}: {
  years: readonly number[];
  value: number | null;
  onChange: (year: number | null) => void;
}) {
  const intl = useIntl();
  const label = useYearLabel();
  return (
    <Select
      label={intl.formatMessage(yearMessages.year)}
      data={[
        { value: LATEST, label: intl.formatMessage(yearMessages.latest) },
        ...years.map((year) => ({ value: String(year), label: label(year) })),
      ]}
      value={value === null ? LATEST : String(value)}
      onChange={(next) => onChange(next === null || next === LATEST ? null : Number(next))}
      allowDeselect={false}
      w={140}
    />
  );
}

/** A year as the member's language writes it (never grouped like a number: 2025, not 2,025). */
export function useYearLabel() {
  const intl = useIntl();
  return (year: number) => intl.formatDate(Date.UTC(year, 0, 1), { year: 'numeric', timeZone: 'UTC' });
}
