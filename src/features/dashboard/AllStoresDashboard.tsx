import { useId } from 'react';
import { Button, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { getGetDashboardQueryOptions } from '@generated/api/dashboard/dashboard';
import type { Dashboard } from '@generated/model';
import { QuerySection } from '@/components/query';
import { useFormatters } from '@/lib/i18n';
import type { Store } from '@/lib/member';
import { combineQueries } from './combine-queries';
import { addUp, dashboardParams, monthsByStore, seriesKey } from './dashboard-model';
import { KeyFigures } from './KeyFigures';
import { ChartPlaceholder, LazyRebatesChart } from './LazyRebatesChart';
import { dashboardMessages, openStoreNamed } from './messages';
import classes from './dashboard.module.css';

const STORE_COLORS = ['portal.6', 'teal.6', 'grape.6', 'orange.6', 'pink.6', 'lime.7', 'indigo.6', 'yellow.7'];

/** One store's figures in the side-by-side row, with a way to make it the current store. */
function StoreCard({ dashboard, onOpen }: { dashboard: Dashboard; onOpen: () => void }) {
  const intl = useIntl();
  const format = useFormatters();
  const rows: [string, string][] = [
    [intl.formatMessage(dashboardMessages.rebatesYearToDate), format.currency(dashboard.rebates.yearToDate)],
    [intl.formatMessage(dashboardMessages.openIncentives), format.number(dashboard.counts.openIncentives)],
    [intl.formatMessage(dashboardMessages.activePrograms), format.number(dashboard.counts.activePrograms)],
    [intl.formatMessage(dashboardMessages.availablePrograms), format.number(dashboard.counts.availablePrograms)],
  ];
  return (
    <div className={classes.storeCard}>
      <Text size="xs" c="dimmed" mb="xs">
        {dashboard.store.city}, {dashboard.store.state} · {dashboard.store.ibcNumber}
      </Text>
      <dl className={classes.figures}>
        {rows.map(([label, value]) => (
          <div key={label} className={classes.figure}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className={classes.storeAction}>
        <Button
          variant="light"
          size="xs"
          onClick={onOpen}
          aria-label={intl.formatMessage(openStoreNamed, { store: dashboard.store.storeName })}
        >
          {intl.formatMessage(dashboardMessages.openStore)}
        </Button>
      </div>
    </div>
  );
}

/**
 * 'All my stores': every store's dashboard (one request each, shared with the single-store view's cache), added up
 * and side by side. A store that fails shows its own error and Try again; the totals wait until every store answers.
 */
export function AllStoresDashboard({
  stores,
  onOpenStore,
}: {
  stores: Store[];
  onOpenStore: (ibcNumber: string) => void;
}) {
  const intl = useIntl();
  const headingId = useId();
  const results = useQueries({
    queries: stores.map((store) => getGetDashboardQueryOptions(dashboardParams(store.ibcNumber))),
  });
  const all = combineQueries(results);
  const series = stores.map((store, index) => ({
    key: seriesKey(store.ibcNumber),
    label: store.storeName,
    color: STORE_COLORS[index % STORE_COLORS.length] ?? 'gray.6',
  }));

  return (
    <Stack gap="md">
      <QuerySection
        title={intl.formatMessage(dashboardMessages.allStoresTotals)}
        query={all}
        placeholder={<KeyFigures linked={false} pending />}
      >
        {(dashboards) => <KeyFigures totals={addUp(dashboards)} linked={false} />}
      </QuerySection>
      <section aria-labelledby={headingId}>
        <Title order={2} size="h4" id={headingId} mb="sm">
          {intl.formatMessage(dashboardMessages.storesSideBySide)}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: Math.min(stores.length, 3) }} spacing="md">
          {stores.map((store, index) => (
            <QuerySection key={store.ibcNumber} title={store.storeName} query={results[index]!} skeleton="lines">
              {(dashboard) => <StoreCard dashboard={dashboard} onOpen={() => onOpenStore(store.ibcNumber)} />}
            </QuerySection>
          ))}
        </SimpleGrid>
      </section>
      {all.status !== 'error' && (
        <QuerySection
          title={intl.formatMessage(dashboardMessages.rebatesByMonthAllStores)}
          query={all}
          placeholder={<ChartPlaceholder />}
        >
          {(dashboards) => (
            <LazyRebatesChart
              rows={monthsByStore(dashboards)}
              series={series.filter((entry) =>
                dashboards.some((dashboard) => seriesKey(dashboard.store.ibcNumber) === entry.key),
              )}
              stacked
              caption={intl.formatMessage(dashboardMessages.rebatesByMonthAllStores)}
            />
          )}
        </QuerySection>
      )}
    </Stack>
  );
}
