import { useCallback, useId, useMemo } from 'react';
import { Progress, Stack, Text, Title } from '@mantine/core';
import { useThrottledValue } from '@mantine/hooks';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { getDashboard, getGetDashboardQueryOptions } from '@generated/api/dashboard/dashboard';
import { ErrorState, QuerySection } from '@/components/query';
import { createRequestPool } from '@/lib/query/request-pool';
import type { Store } from '@/lib/member';
import {
  countAnswers,
  leadingStoresByMonth,
  OTHERS_KEY,
  storeRows,
  type CountedTotals,
  type StoreRow,
} from './chain-model';
import { ChainStoresTable } from './ChainStoresTable';
import { combineQueries, type SectionQuery } from './combine-queries';
import { dashboardParams, seriesKey } from './dashboard-model';
import { KeyFigures } from './KeyFigures';
import { ChartPlaceholder, LazyRebatesChart } from './LazyRebatesChart';
import { countedStores, dashboardMessages, otherStores, storesNotAnswered } from './messages';
import { StoreCards } from './StoreCards';

const STORE_COLORS = ['portal.6', 'teal.6', 'grape.6', 'orange.6', 'pink.6', 'lime.7', 'indigo.6', 'yellow.7'];
/** Up to this many stores, a card each side by side (as for most members); beyond it, the sortable table. */
const CARDS_UP_TO = 12;
/** Beyond this many stores the chart shows the leading ones and adds the rest up: more colours tell nothing apart. */
const CHART_SERIES = 8;

// A chain owner's view asks one dashboard per store: six at a time (a browser's own per-host limit over HTTP/1.1),
// so 300 stores are no burst on the API; one pool for the page, shared by every visit to the view.
const dashboardPool = createRequestPool(6);
const TABLE_EVERY_MS = 500;
const NO_ROWS: StoreRow[] = [];

/** A store's dashboard query (the single-store view's key and cache), its request waiting its turn in the pool. */
function pooledDashboard(ibcNumber: string) {
  const params = dashboardParams(ibcNumber);
  return {
    ...getGetDashboardQueryOptions(params),
    // The signal is read, so leaving the view cancels what is still pending or waiting (TanStack Query aborts it).
    queryFn: ({ signal }: { signal: AbortSignal }) => dashboardPool.run(() => getDashboard(params, { signal }), signal),
  };
}

/**
 * 'All my stores': every store's dashboard (one request each, shared with the single-store view's cache, a few at a
 * time), added up as the stores answer, with how many are counted and Try again for those that failed; then the
 * stores side by side (cards, or a table for a chain) and the months in one chart.
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
  const queryClient = useQueryClient();
  const results = useQueries({ queries: stores.map((store) => pooledDashboard(store.ibcNumber)) });
  const combined = combineQueries(results);
  const progress = countAnswers(results);
  const chain = stores.length > CARDS_UP_TO;
  // A chain's answers come six at a time for seconds: the table (filtered, sorted and laid out again on each change)
  // follows them a few times a second rather than at every answer.
  const rows = useThrottledValue(chain ? storeRows(stores, results) : NO_ROWS, TABLE_EVERY_MS);
  const retryStore = useCallback(
    (ibcNumber: string) =>
      void queryClient.refetchQueries({ queryKey: pooledDashboard(ibcNumber).queryKey, exact: true }),
    [queryClient],
  );

  const totals: SectionQuery<CountedTotals> = {
    ...combined,
    status: progress.counted.length > 0 ? 'success' : combined.status === 'error' ? 'error' : 'pending',
    data: progress,
    // QuerySection only starts it; what it resolves to is not read.
    refetch: combined.refetch as unknown as SectionQuery<CountedTotals>['refetch'],
  };
  const chartQuery: SectionQuery<CountedTotals> = {
    ...totals,
    status: progress.waiting > 0 ? 'pending' : totals.status,
  };

  return (
    <Stack gap="md">
      <QuerySection
        title={intl.formatMessage(dashboardMessages.allStoresTotals)}
        query={totals}
        placeholder={<KeyFigures linked={false} pending />}
      >
        {(counted) => (
          <Stack gap="sm">
            {counted.waiting > 0 && (
              <div>
                <Text size="sm" c="dimmed" mb={4}>
                  {intl.formatMessage(countedStores, {
                    counted: counted.counted.length,
                    total: counted.total,
                  })}
                </Text>
                <Progress value={(100 * counted.counted.length) / counted.total} size="sm" aria-hidden />
              </div>
            )}
            {counted.failed > 0 && (
              <ErrorState
                message={intl.formatMessage(storesNotAnswered, { failed: counted.failed })}
                onRetry={() => void combined.refetch()}
                retrying={combined.isRefetching}
              />
            )}
            <KeyFigures totals={counted.totals} linked={false} />
          </Stack>
        )}
      </QuerySection>
      <section aria-labelledby={headingId}>
        <Title order={2} size="h4" id={headingId} mb="sm">
          {intl.formatMessage(dashboardMessages.storesSideBySide)}
        </Title>
        {chain ? (
          <ChainStoresTable
            rows={rows}
            label={intl.formatMessage(dashboardMessages.storesSideBySide)}
            onOpenStore={onOpenStore}
            onRetry={retryStore}
          />
        ) : (
          <StoreCards stores={stores} results={results} onOpenStore={onOpenStore} />
        )}
      </section>
      {progress.counted.length + progress.waiting > 0 && (
        <QuerySection
          title={intl.formatMessage(dashboardMessages.rebatesByMonthAllStores)}
          query={chartQuery}
          placeholder={<ChartPlaceholder />}
        >
          {(counted) => <StoresChart counted={counted} />}
        </QuerySection>
      )}
    </Stack>
  );
}

/** The months of every counted store in one stacked chart; drawn once every store has answered or failed. */
function StoresChart({ counted }: { counted: CountedTotals }) {
  const intl = useIntl();
  const { leaders, others, rows } = useMemo(() => leadingStoresByMonth(counted.counted, CHART_SERIES), [counted]);
  const series = [
    ...leaders.map((dashboard, index) => ({
      key: seriesKey(dashboard.store.ibcNumber),
      label: dashboard.store.storeName,
      color: STORE_COLORS[index % STORE_COLORS.length] ?? 'gray.6',
    })),
    ...(others > 0
      ? [{ key: OTHERS_KEY, label: intl.formatMessage(otherStores, { count: others }), color: 'gray.5' }]
      : []),
  ];
  return (
    <LazyRebatesChart
      rows={rows}
      series={series}
      stacked
      caption={intl.formatMessage(dashboardMessages.rebatesByMonthAllStores)}
    />
  );
}
