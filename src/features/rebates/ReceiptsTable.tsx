import { useMemo, type ReactNode } from 'react';
import { Group, Text } from '@mantine/core';
import { useIntl, type IntlShape } from 'react-intl';
import type { RebateReceipt } from '@generated/model';
import { DataTable, StatusText, type DataColumn, type RowAction, type SelectFilter } from '@/components/data-table';
import { DEFAULT_CURRENCY, useFormatters, type Formatters } from '@/lib/i18n';
import { useCurrentStoreNumber } from '@/lib/member';
import { PrintButton } from '@/components/print';
import { invoiceMessages, openReceipt, receiptsShown } from './messages';
import { ReceiptsPrint } from './ReceiptsPrint';
import { sumAmounts } from './year-model';
import { yearMessages } from './year-messages';
import { YearTotals } from './YearTotals';
import classes from './rebates.module.css';

const monthOf = (isoDate: string) => isoDate.slice(0, 7);

function statusLabel(intl: IntlShape, status: RebateReceipt['status']): string {
  return intl.formatMessage(status === 'Pending' ? invoiceMessages.statusPending : invoiceMessages.statusPosted);
}

function receiptColumns(intl: IntlShape, format: Formatters): DataColumn<RebateReceipt>[] {
  return [
    {
      accessor: 'invoiceDate',
      title: intl.formatMessage(invoiceMessages.invoiceDate),
      sortable: true,
      render: (row) => format.date(row.invoiceDate),
      filterText: (row) => format.date(row.invoiceDate),
    },
    // <bdi>: a Latin vendor name keeps its own direction inside an Arabic page (no stray full stop at its start).
    {
      accessor: 'vendor',
      title: intl.formatMessage(invoiceMessages.vendor),
      sortable: true,
      render: (row) => <bdi>{row.vendor}</bdi>,
    },
    { accessor: 'invoiceNumber', title: intl.formatMessage(invoiceMessages.invoiceNumber), sortable: true },
    {
      accessor: 'purchaseAmount',
      title: intl.formatMessage(invoiceMessages.purchases),
      sortable: true,
      numeric: true,
      render: (row) => format.currency(row.purchaseAmount),
      filterText: (row) => format.currency(row.purchaseAmount),
    },
    {
      accessor: 'rebateAmount',
      title: intl.formatMessage(invoiceMessages.rebate),
      sortable: true,
      numeric: true,
      render: (row) => format.currency(row.rebateAmount),
      filterText: (row) => format.currency(row.rebateAmount),
    },
    {
      accessor: 'status',
      title: intl.formatMessage(invoiceMessages.status),
      sortable: true,
      render: (row) => (
        <StatusText color={row.status === 'Pending' ? 'yellow' : 'teal'}>{statusLabel(intl, row.status)}</StatusText>
      ),
      filterText: (row) => statusLabel(intl, row.status),
      sortValue: (row) => statusLabel(intl, row.status),
    },
  ];
}

function receiptFilters(intl: IntlShape): SelectFilter<RebateReceipt>[] {
  return [
    {
      label: intl.formatMessage(invoiceMessages.period),
      allLabel: intl.formatMessage(invoiceMessages.allPeriods),
      value: (receipt) => monthOf(receipt.invoiceDate),
      // A calendar month of the API ('2026-11'), newest first, shown the member's way ('November 2026'), in UTC like every API date.
      options: (months) =>
        months
          .sort()
          .reverse()
          .map((month) => ({
            value: month,
            label: intl.formatDate(`${month}-01`, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
          })),
    },
    {
      label: intl.formatMessage(yearMessages.vendor),
      allLabel: intl.formatMessage(yearMessages.allVendors),
      value: (receipt) => receipt.vendor,
    },
    {
      label: intl.formatMessage(invoiceMessages.statusFilter),
      allLabel: intl.formatMessage(invoiceMessages.allStatuses),
      value: (receipt) => receipt.status,
      options: (['Pending', 'Posted'] as const).map((status) => ({ value: status, label: statusLabel(intl, status) })),
    },
  ];
}

/**
 * The store's rebate receipts: the table's own filter box and sorting, plus a month and a status choice; the totals
 * add up every receipt the filters leave (all pages), not only the page on screen.
 */
export function ReceiptsTable({
  receipts,
  label,
  extraAction,
}: {
  receipts: readonly RebateReceipt[];
  label: string;
  extraAction?: (receipt: RebateReceipt) => ReactNode;
}) {
  const intl = useIntl();
  const format = useFormatters();
  const columns = useMemo(() => receiptColumns(intl, format), [intl, format]);
  const filters = useMemo(() => receiptFilters(intl), [intl]);
  const ibcNumber = useCurrentStoreNumber();
  const actions = useMemo<RowAction<RebateReceipt>[]>(
    () => [
      {
        kind: 'document',
        text: intl.formatMessage(invoiceMessages.open),
        href: (receipt) => receipt.pdfUrl,
        name: (receipt) => intl.formatMessage(openReceipt, { invoice: receipt.invoiceNumber }),
      },
      ...(extraAction ? [extraAction] : []),
    ],
    [intl, extraAction],
  );

  return (
    <DataTable
      records={receipts}
      columns={columns}
      idAccessor="id"
      label={label}
      initialSort={{ accessor: 'invoiceDate', direction: 'desc' }}
      filters={filters}
      export={{ fileName: `rebate-receipts-${ibcNumber}`, currency: DEFAULT_CURRENCY }}
      rowActionsTitle={intl.formatMessage(invoiceMessages.receipt)}
      rowActions={actions}
      toolbar={<PrintButton />}
      summary={(shown) => (
        <>
          <ReceiptTotals shown={shown} />
          <ReceiptsPrint receipts={shown} title={label} />
        </>
      )}
    />
  );
}

function ReceiptTotals({ shown }: { shown: readonly RebateReceipt[] }) {
  const intl = useIntl();
  const format = useFormatters();
  if (shown.length === 0) return null;
  const sum = (pick: (receipt: RebateReceipt) => number) => sumAmounts(shown, pick);
  return (
    <Group component="dl" className={classes.totals} gap="xl" justify="flex-end" wrap="wrap">
      <div>
        <Text component="dt" size="sm" c="dimmed">
          {intl.formatMessage(invoiceMessages.totalsLabel)}
        </Text>
        <Text component="dd" fw={600}>
          {intl.formatMessage(receiptsShown, { count: shown.length })}
        </Text>
      </div>
      <div>
        <Text component="dt" size="sm" c="dimmed">
          {intl.formatMessage(invoiceMessages.totalPurchases)}
        </Text>
        <Text component="dd" fw={600} data-testid="total-purchases">
          {format.currency(sum((receipt) => receipt.purchaseAmount))}
        </Text>
      </div>
      <div>
        <Text component="dt" size="sm" c="dimmed">
          {intl.formatMessage(invoiceMessages.totalRebate)}
        </Text>
        <Text component="dd" fw={700} size="lg" data-testid="total-rebate">
          {format.currency(sum((receipt) => receipt.rebateAmount))}
        </Text>
      </div>
      <YearTotals
        rows={shown}
        dateOf={(receipt) => receipt.invoiceDate}
        amountOf={(receipt) => receipt.rebateAmount}
        testId="rebate-by-year"
      />
    </Group>
  );
}
