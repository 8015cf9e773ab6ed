import { useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import type { FifthCheckStatement } from '@generated/model';
import { csvColumnMessages, DataTable, type DataColumn } from '@/components/data-table';
import { DEFAULT_CURRENCY, useFormatters } from '@/lib/i18n';
import { useCurrentStoreNumber } from '@/lib/member';
import { fifthCheckMessages, openStatement } from './messages';
import { PrintButton } from '@/components/print';
import { StatementDetail } from './StatementDetail';
import { StatementsPrint } from './StatementsPrint';
import { sumAmounts } from './year-model';
import { YearTotals } from './YearTotals';
import classes from './rebates.module.css';

/** The store's fifth check statements; each opens its detail (the lines it adds up from). */
export function StatementsTable({ statements, label }: { statements: readonly FifthCheckStatement[]; label: string }) {
  const intl = useIntl();
  const format = useFormatters();
  const [openId, setOpenId] = useState<string | null>(null);
  const ibcNumber = useCurrentStoreNumber();
  const open = statements.find((statement) => statement.id === openId) ?? null;
  // The statement printed alone from its detail; null prints every statement the list shows.
  const [printedAlone, setPrintedAlone] = useState<FifthCheckStatement | null>(null);
  const printAlone = (statement: FifthCheckStatement) => {
    // The sheet must hold that statement alone before the print dialog copies the page.
    flushSync(() => setPrintedAlone(statement));
    window.print();
    setPrintedAlone(null);
  };

  const columns = useMemo<DataColumn<FifthCheckStatement>[]>(() => {
    const range = (row: FifthCheckStatement) =>
      intl.formatDateTimeRange(row.periodStart, row.periodEnd, { dateStyle: 'medium', timeZone: 'UTC' });
    return [
      // The quarter sorts by its first day ('2025 Q4' before '2026 Q1' either way, but the date says it plainly).
      {
        accessor: 'period',
        title: intl.formatMessage(fifthCheckMessages.period),
        sortable: true,
        sortValue: (row) => row.periodStart,
      },
      {
        accessor: 'periodStart',
        title: intl.formatMessage(fifthCheckMessages.dates),
        render: range,
        filterText: range,
        csv: [
          { title: intl.formatMessage(csvColumnMessages.startDate), value: (row) => row.periodStart },
          { title: intl.formatMessage(csvColumnMessages.endDate), value: (row) => row.periodEnd },
        ],
      },
      {
        accessor: 'issuedOn',
        title: intl.formatMessage(fifthCheckMessages.issuedOn),
        sortable: true,
        render: (row) => format.date(row.issuedOn),
        filterText: (row) => format.date(row.issuedOn),
      },
      { accessor: 'checkNumber', title: intl.formatMessage(fifthCheckMessages.checkNumber), sortable: true },
      {
        accessor: 'amount',
        title: intl.formatMessage(fifthCheckMessages.amount),
        sortable: true,
        numeric: true,
        render: (row) => format.currency(row.amount),
        filterText: (row) => format.currency(row.amount),
      },
    ];
  }, [intl, format]);

  return (
    <>
      <DataTable
        records={statements}
        columns={columns}
        idAccessor="id"
        label={label}
        initialSort={{ accessor: 'period', direction: 'desc' }}
        toolbar={<PrintButton />}
        export={{ fileName: `fifth-check-statements-${ibcNumber}`, currency: DEFAULT_CURRENCY }}
        rowActionsTitle={intl.formatMessage(fifthCheckMessages.statement)}
        rowActions={[
          (statement) => (
            <Button
              size="compact-sm"
              variant="light"
              leftSection={<IconListDetails size={16} aria-hidden />}
              aria-label={intl.formatMessage(openStatement, { period: statement.period })}
              aria-haspopup="dialog"
              onClick={() => setOpenId(statement.id)}
            >
              {intl.formatMessage(fifthCheckMessages.view)}
            </Button>
          ),
        ]}
        summary={(shown) =>
          shown.length > 0 && (
            <Stack gap="xs" className={classes.totals}>
              <Group component="dl" justify="flex-end" gap="xs" className={classes.facts}>
                <Text component="dt" size="sm" c="dimmed">
                  {intl.formatMessage(fifthCheckMessages.totalLabel)}
                </Text>
                <Text component="dd" fw={700} size="lg" data-testid="total-checks">
                  {format.currency(sumAmounts(shown, (statement) => statement.amount))}
                </Text>
              </Group>
              <YearTotals
                rows={shown}
                dateOf={(statement) => statement.periodStart}
                amountOf={(statement) => statement.amount}
                testId="checks-by-year"
              />
              <StatementsPrint statements={printedAlone ? [printedAlone] : shown} />
            </Stack>
          )
        }
      />
      <StatementDetail statement={open} onClose={() => setOpenId(null)} onPrint={printAlone} />
    </>
  );
}
