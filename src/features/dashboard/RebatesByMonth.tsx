import { memo, useState } from 'react';
import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useGetDashboard } from '@generated/api/dashboard/dashboard';
import type { Dashboard } from '@generated/model';
import { commonMessages } from '@/lib/i18n';
import { besidePreviousYear, dashboardParams, seriesKey } from './dashboard-model';
import { ChartPlaceholder, LazyRebatesChart } from './LazyRebatesChart';
import { dashboardMessages, noPreviousYear, previousYearFailed, showPreviousYear } from './messages';

const CURRENT = 'thisYear';
const PREVIOUS = 'previousYear';

/**
 * The section while the dashboard loads, at the size of what replaces it: the previous-year button's row (a compact
 * button, 1.625rem) and the chart's space. With the chart's space alone the news sections below moved down by that row
 * when the answer came (a first visit on a desktop, where they are in view).
 */
export function RebatesByMonthPlaceholder() {
  return (
    <Stack gap="sm" aria-hidden>
      <Group justify="flex-end">
        <Skeleton height="1.625rem" width="10rem" radius="sm" />
      </Group>
      <ChartPlaceholder />
    </Stack>
  );
}

/**
 * The store's rebates by month, and on the member's request the year before beside them: that year is asked with
 * the contract's `year` extension only once the member presses the button, so the dashboard's own call is unchanged.
 * A memo component: StoreDashboard.tsx says why.
 */
export const RebatesByMonth = memo(function RebatesByMonth({ dashboard }: { dashboard: Dashboard }) {
  const intl = useIntl();
  const [compare, setCompare] = useState(false);
  const { ibcNumber } = dashboard.store;
  const previousYear = dashboard.rebates.year - 1;
  const previous = useGetDashboard(
    { ...dashboardParams(ibcNumber), year: previousYear },
    { query: { enabled: compare } },
  );
  // An answer for another year (a back end that ignores the extension) is no figure for that year.
  const before = previous.data?.rebates.year === previousYear ? previous.data.rebates.byMonth : null;
  const caption = intl.formatMessage(dashboardMessages.rebatesByMonth);
  const yearLabel = (year: number) => intl.formatDate(Date.UTC(year, 0, 1), { year: 'numeric', timeZone: 'UTC' });

  const chart =
    compare && before ? (
      <LazyRebatesChart
        rows={besidePreviousYear(dashboard.rebates.byMonth, before, { current: CURRENT, previous: PREVIOUS })}
        series={[
          { key: CURRENT, label: yearLabel(dashboard.rebates.year), color: 'portal.6' },
          { key: PREVIOUS, label: yearLabel(previousYear), color: 'gray.5' },
        ]}
        caption={caption}
      />
    ) : (
      <LazyRebatesChart
        rows={dashboard.rebates.byMonth.map(({ month, amount }) => ({
          month,
          values: { [seriesKey(ibcNumber)]: amount },
        }))}
        series={[
          { key: seriesKey(ibcNumber), label: intl.formatMessage(dashboardMessages.rebates), color: 'portal.6' },
        ]}
        caption={caption}
      />
    );

  return (
    <Stack gap="sm">
      <Group justify="flex-end">
        <Button
          size="compact-sm"
          variant={compare ? 'light' : 'default'}
          aria-pressed={compare}
          loading={compare && previous.isFetching}
          onClick={() => setCompare((on) => !on)}
        >
          {intl.formatMessage(showPreviousYear, { year: yearLabel(previousYear) })}
        </Button>
      </Group>
      {compare && previous.status === 'error' && (
        <Alert color="red" variant="light" role="alert">
          <Group justify="space-between" gap="sm">
            <Text size="sm">{intl.formatMessage(previousYearFailed, { year: yearLabel(previousYear) })}</Text>
            <Button size="compact-sm" variant="default" onClick={() => void previous.refetch()}>
              {intl.formatMessage(commonMessages.tryAgain)}
            </Button>
          </Group>
        </Alert>
      )}
      {compare && previous.status === 'success' && before === null && (
        <Text size="sm" c="dimmed" role="status">
          {intl.formatMessage(noPreviousYear, { year: yearLabel(previousYear) })}
        </Text>
      )}
      {chart}
    </Stack>
  );
});
