import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ActiveProgram } from '@generated/model';
import { DataTable, type DataColumn } from '@/components/data-table';
import { useFormatters } from '@/lib/i18n';
import { activeMessages } from './messages';
import { ALL_CATEGORIES, CategorySelect, categoriesOf, programColumns } from './program-columns';

/** The store's active programs: filter box, category choice, sortable, paged past ten. */
export function ActiveProgramsTable({ programs, label }: { programs: readonly ActiveProgram[]; label: string }) {
  const intl = useIntl();
  const format = useFormatters();
  const [category, setCategory] = useState(ALL_CATEGORIES);
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
  const categories = useMemo(() => categoriesOf(programs, intl.locale), [programs, intl.locale]);
  const records = useMemo(() => (category === ALL_CATEGORIES ? programs : programs.filter((program) => program.category === category)), [programs, category]);

  return (
    <DataTable
      records={records}
      columns={columns}
      idAccessor="id"
      label={label}
      initialSort={{ accessor: 'name', direction: 'asc' }}
      toolbar={<CategorySelect categories={categories} value={category} onChange={setCategory} />}
    />
  );
}
