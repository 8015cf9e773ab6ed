import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { ActiveProgram } from '@generated/model';
import { DataTable, type DataColumn, type SelectFilter } from '@/components/data-table';
import { useFormatters } from '@/lib/i18n';
import { useCurrentStoreNumber } from '@/lib/member';
import { activeMessages } from './messages';
import { categoryFilter, programColumns } from './program-columns';

/** The store's active programs: filter box, category choice, sortable, paged past ten. */
export function ActiveProgramsTable({ programs, label }: { programs: readonly ActiveProgram[]; label: string }) {
  const intl = useIntl();
  const format = useFormatters();
  const ibcNumber = useCurrentStoreNumber();
  const columns = useMemo<DataColumn<ActiveProgram>[]>(
    () => [
      ...programColumns<ActiveProgram>(intl),
      {
        accessor: 'enrolledOn',
        title: intl.formatMessage(activeMessages.enrolledOn),
        sortable: true,
        render: (program) => format.date(program.enrolledOn),
        filterText: (program) => format.date(program.enrolledOn),
      },
    ],
    [intl, format],
  );
  const filters = useMemo<SelectFilter<ActiveProgram>[]>(() => [categoryFilter(intl)], [intl]);

  return (
    <DataTable
      records={programs}
      columns={columns}
      idAccessor="id"
      label={label}
      initialSort={{ accessor: 'name', direction: 'asc' }}
      filters={filters}
      export={{ fileName: `active-programs-${ibcNumber}` }}
    />
  );
}
