import { useMemo } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useIntl, type IntlShape } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Incentive } from '@generated/model';
import { csvColumnMessages, DataTable, type DataColumn } from '@/components/data-table';
import { DEFAULT_CURRENCY, useFormatters, type Formatters } from '@/lib/i18n';
import { useCurrentStoreNumber } from '@/lib/member';
import { inPageLink } from '@/lib/routing';
import { IncentiveStatus, ProofText, statusLabel } from './IncentiveSummary';
import { claimButtonName, continueButtonName, incentiveMessages, incentivePeriod } from './messages';
import classes from './incentives.module.css';

function columns(intl: IntlShape, format: Formatters, drafts: ReadonlySet<string>): DataColumn<Incentive>[] {
  const period = (row: Incentive) =>
    intl.formatMessage(incentivePeriod, { start: format.date(row.startDate), end: format.date(row.endDate) });
  return [
    {
      accessor: 'title',
      title: intl.formatMessage(incentiveMessages.incentive),
      sortable: true,
      filterText: (row) => `${row.title} ${row.sponsor} ${row.description}`,
      csv: [
        { title: intl.formatMessage(incentiveMessages.incentive), value: (row) => row.title },
        { title: intl.formatMessage(incentiveMessages.sponsor), value: (row) => row.sponsor },
        { title: intl.formatMessage(csvColumnMessages.description), value: (row) => row.description },
      ],
      render: (row) => (
        <Stack gap={2} className={classes.incentive}>
          <Text fw={600} size="sm">
            <bdi>{row.title}</bdi>
          </Text>
          <Text size="xs" c="dimmed">
            <bdi>{row.sponsor}</bdi>
          </Text>
          <Text size="xs">
            <bdi>{row.description}</bdi>
          </Text>
          {drafts.has(row.id) && row.status === 'Open' && (
            <Text size="xs" c="blue.8" fw={500} className={classes.draftNote}>
              <IconDeviceFloppy size={14} aria-hidden />
              {intl.formatMessage(incentiveMessages.draftSaved)}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      accessor: 'amount',
      title: intl.formatMessage(incentiveMessages.amount),
      sortable: true,
      numeric: true,
      render: (row) => format.currency(row.amount),
      filterText: (row) => format.currency(row.amount),
    },
    {
      accessor: 'endDate',
      title: intl.formatMessage(incentiveMessages.period),
      sortable: true,
      render: period,
      filterText: period,
      csv: [
        { title: intl.formatMessage(csvColumnMessages.startDate), value: (row) => row.startDate },
        { title: intl.formatMessage(csvColumnMessages.endDate), value: (row) => row.endDate },
      ],
    },
    {
      accessor: 'imageRequired',
      title: intl.formatMessage(incentiveMessages.proof),
      render: (row) => <ProofText imageRequired={row.imageRequired} />,
      filterText: (row) =>
        intl.formatMessage(row.imageRequired ? incentiveMessages.photoRequired : incentiveMessages.noPhoto),
    },
    {
      accessor: 'status',
      title: intl.formatMessage(incentiveMessages.status),
      sortable: true,
      render: (row) => <IncentiveStatus status={row.status} />,
      filterText: (row) => statusLabel(intl, row.status),
      // Open first when ascending: what the store can still claim.
      sortValue: (row) => ['Open', 'Submitted', 'Approved', 'Paid'].indexOf(row.status),
    },
  ];
}

/** The store's incentives, each with its Claim button while open (Continue claim when a draft is waiting). */
export function IncentivesTable({
  incentives,
  label,
  drafts,
}: {
  incentives: readonly Incentive[];
  label: string;
  drafts: ReadonlySet<string>;
}) {
  const intl = useIntl();
  const format = useFormatters();
  const ibcNumber = useCurrentStoreNumber();
  const tableColumns = useMemo(() => columns(intl, format, drafts), [intl, format, drafts]);
  return (
    <DataTable
      records={incentives}
      columns={tableColumns}
      idAccessor="id"
      label={label}
      initialSort={{ accessor: 'status', direction: 'asc' }}
      export={{ fileName: `incentives-${ibcNumber}`, currency: DEFAULT_CURRENCY }}
      rowActionsTitle={intl.formatMessage(incentiveMessages.action)}
      rowActions={[
        (row) =>
          row.status === 'Open' ? (
            <Button
              component={Link}
              {...inPageLink(`?claim=${encodeURIComponent(row.id)}`)}
              size="compact-sm"
              variant={drafts.has(row.id) ? 'filled' : 'light'}
              aria-label={intl.formatMessage(drafts.has(row.id) ? continueButtonName : claimButtonName, {
                title: row.title,
              })}
            >
              {intl.formatMessage(drafts.has(row.id) ? incentiveMessages.continueClaim : incentiveMessages.claim)}
            </Button>
          ) : null,
      ]}
    />
  );
}
