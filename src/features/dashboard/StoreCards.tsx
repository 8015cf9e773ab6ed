import { Button, SimpleGrid, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { Dashboard } from '@generated/model';
import { QuerySection } from '@/components/query';
import { useFormatters } from '@/lib/i18n';
import type { Store } from '@/lib/member';
import { dashboardMessages, openStoreNamed } from './messages';
import classes from './dashboard.module.css';

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

/** A few stores side by side, each card with its own loading, error and Try again (up to CARDS_UP_TO stores). */
export function StoreCards({
  stores,
  results,
  onOpenStore,
}: {
  stores: readonly Store[];
  results: readonly UseQueryResult<Dashboard>[];
  onOpenStore: (ibcNumber: string) => void;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: Math.min(stores.length, 3) }} spacing="md">
      {stores.map((store, index) => (
        <QuerySection key={store.ibcNumber} title={store.storeName} query={results[index]!} skeleton="lines">
          {(dashboard) => <StoreCard dashboard={dashboard} onOpen={() => onOpenStore(store.ibcNumber)} />}
        </QuerySection>
      ))}
    </SimpleGrid>
  );
}
