import { memo, useMemo } from 'react';
import { Button, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { DataTable, StatusText, type DataColumn, type SelectFilter } from '@/components/data-table';
import { commonMessages, useFormatters } from '@/lib/i18n';
import type { StoreRow } from './chain-model';
import { chainMessages, dashboardMessages, openStoreNamed, retryStoreNamed } from './messages';

const STATE_LABELS = {
  counted: chainMessages.counted_state,
  waiting: chainMessages.waiting_state,
  failed: chainMessages.failed_state,
} as const;

/**
 * A chain's stores compared: one row per store, sortable by its figures, filtered by name, number or city
 * and by status, ten to a page. A store's figures come as it answers; until then its last cell says it is waiting,
 * then holds Open this store, or Try again when it failed.
 */
export const ChainStoresTable = memo(function ChainStoresTable({
  rows,
  label,
  onOpenStore,
  onRetry,
}: {
  rows: readonly StoreRow[];
  label: string;
  onOpenStore: (ibcNumber: string) => void;
  onRetry: (ibcNumber: string) => void;
}) {
  const intl = useIntl();
  const format = useFormatters();
  const columns = useMemo((): DataColumn<StoreRow>[] => {
    const figure = (value: number | null, formatted: (value: number) => string) =>
      value === null ? '–' : formatted(value);
    return [
      {
        accessor: 'storeName',
        title: intl.formatMessage(chainMessages.store),
        sortable: true,
        // Found by its name, number or city; the city is a line under the name, so the figures keep their room.
        filterText: (row) => `${row.storeName} ${row.ibcNumber} ${row.city}`,
        render: (row) => (
          <div dir="auto">
            {row.storeName}{' '}
            <Text span size="xs" c="dimmed">
              {row.ibcNumber}
            </Text>
            {row.city && (
              <Text size="xs" c="dimmed">
                {row.city}
              </Text>
            )}
          </div>
        ),
      },
      {
        accessor: 'yearToDate',
        title: intl.formatMessage(dashboardMessages.rebatesYearToDate),
        numeric: true,
        sortable: true,
        render: (row) => figure(row.yearToDate, (value) => format.currency(value)),
      },
      {
        accessor: 'openIncentives',
        title: intl.formatMessage(dashboardMessages.openIncentives),
        numeric: true,
        sortable: true,
        render: (row) => figure(row.openIncentives, (value) => format.number(value)),
      },
      {
        accessor: 'activePrograms',
        title: intl.formatMessage(dashboardMessages.activePrograms),
        numeric: true,
        sortable: true,
        render: (row) => figure(row.activePrograms, (value) => format.number(value)),
      },
    ];
  }, [intl, format]);
  const filters = useMemo(
    (): SelectFilter<StoreRow>[] => [
      {
        label: intl.formatMessage(chainMessages.state),
        allLabel: intl.formatMessage(chainMessages.allStates),
        value: (row) => row.state,
        options: (['counted', 'waiting', 'failed'] as const).map((state) => ({
          value: state,
          label: intl.formatMessage(STATE_LABELS[state]),
        })),
      },
    ],
    [intl],
  );
  const actions = useMemo(
    () => [
      (row: StoreRow) =>
        row.state === 'waiting' ? (
          <StatusText color="gray">{intl.formatMessage(STATE_LABELS.waiting)}</StatusText>
        ) : row.state === 'failed' ? (
          <Button
            size="compact-sm"
            variant="light"
            color="red"
            onClick={() => onRetry(row.ibcNumber)}
            aria-label={intl.formatMessage(retryStoreNamed, { store: row.storeName })}
          >
            {intl.formatMessage(commonMessages.tryAgain)}
          </Button>
        ) : (
          <Button
            size="compact-sm"
            variant="subtle"
            onClick={() => onOpenStore(row.ibcNumber)}
            aria-label={intl.formatMessage(openStoreNamed, { store: row.storeName })}
          >
            {intl.formatMessage(dashboardMessages.openStore)}
          </Button>
        ),
    ],
    [intl, onOpenStore, onRetry],
  );
  return (
    <DataTable
      records={rows}
      columns={columns}
      idAccessor="ibcNumber"
      label={label}
      filters={filters}
      rowActions={actions}
      rowActionsTitle={intl.formatMessage(chainMessages.action)}
      pageSize={10}
    />
  );
});
