import { Group, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useFormatters } from '@/lib/i18n';
import { totalsByYear } from './year-model';
import { yearMessages } from './year-messages';
import { useYearLabel } from './YearSelect';
import classes from './rebates.module.css';

/** The amount of each calendar year among the rows the filters leave, newest first; shown when they span years. */
export function YearTotals<T>({
  rows,
  dateOf,
  amountOf,
  testId,
}: {
  rows: readonly T[];
  dateOf: (row: T) => string;
  amountOf: (row: T) => number;
  testId: string;
}) {
  const intl = useIntl();
  const format = useFormatters();
  const yearLabel = useYearLabel();
  const totals = totalsByYear(rows, dateOf, amountOf);
  if (totals.length < 2) return null;
  return (
    <Group gap="lg" justify="flex-end" wrap="wrap" data-testid={testId}>
      <Text size="sm" fw={600}>
        {intl.formatMessage(yearMessages.byYear)}
      </Text>
      <Group component="dl" gap="lg" wrap="wrap" className={classes.facts}>
        {totals.map(({ year, total }) => (
          <div key={year}>
            <Text component="dt" size="sm" c="dimmed">
              {yearLabel(year)}
            </Text>
            <Text component="dd" fw={600}>
              {format.currency(total)}
            </Text>
          </div>
        ))}
      </Group>
    </Group>
  );
}
