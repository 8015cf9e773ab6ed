import { useMemo } from 'react';
import { Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { getGetPlanogramsQueryOptions } from '@generated/api/merchandise/merchandise';
import type { Planogram } from '@generated/model';
import { DataTable, type DataColumn, type RowAction, type SelectFilter } from '@/components/data-table';
import { QuerySection } from '@/components/query';
import { useFormatters } from '@/lib/i18n';
import { useCurrentStoreNumber, type QueryMember } from '@/lib/member';
import { usePageQuery } from '@/lib/member/page-query';
import { openPlanogram, planogramMessages } from '../planograms-messages';

// The page's first call, asked by its route's loader as its code arrives and read by the page (page-query.ts).
const pageQuery = ({ store }: QueryMember) => getGetPlanogramsQueryOptions(store);

/** /merchandise/planograms: the current store's shelf layouts, each with its category, effective date and PDF. */
export default function PlanogramsPage() {
  const intl = useIntl();
  const ibcNumber = useCurrentStoreNumber();
  const query = usePageQuery(pageQuery);
  const title = intl.formatMessage(planogramMessages.sectionTitle);

  return (
    <Stack gap="md">
      <Text c="dimmed">{intl.formatMessage(planogramMessages.intro)}</Text>
      <QuerySection title={title} query={query} skeleton="table" isEmpty={(data) => data.planograms.length === 0}>
        {/* Keyed by store: its filters and page start afresh for another store's planograms. */}
        {(data) => <PlanogramList key={ibcNumber} planograms={data.planograms} label={title} ibcNumber={ibcNumber} />}
      </QuerySection>
    </Stack>
  );
}

function PlanogramList({
  planograms,
  label,
  ibcNumber,
}: {
  planograms: readonly Planogram[];
  label: string;
  ibcNumber: string;
}) {
  const intl = useIntl();
  const format = useFormatters();

  const columns = useMemo<DataColumn<Planogram>[]>(
    () => [
      {
        accessor: 'title',
        title: intl.formatMessage(planogramMessages.title),
        sortable: true,
        render: (planogram) => (
          <Text fw={600} size="sm">
            <bdi>{planogram.title}</bdi>
          </Text>
        ),
      },
      {
        accessor: 'category',
        title: intl.formatMessage(planogramMessages.category),
        sortable: true,
        render: (planogram) => <bdi>{planogram.category}</bdi>,
      },
      {
        accessor: 'fixture',
        title: intl.formatMessage(planogramMessages.fixture),
        sortable: true,
        render: (planogram) => <bdi>{planogram.fixture}</bdi>,
      },
      {
        accessor: 'effectiveDate',
        title: intl.formatMessage(planogramMessages.effectiveDate),
        sortable: true,
        render: (planogram) => format.date(planogram.effectiveDate),
        filterText: (planogram) => format.date(planogram.effectiveDate),
      },
    ],
    [intl, format],
  );
  const filters = useMemo<SelectFilter<Planogram>[]>(
    () => [
      {
        label: intl.formatMessage(planogramMessages.categoryFilter),
        allLabel: intl.formatMessage(planogramMessages.allCategories),
        value: (planogram) => planogram.category,
      },
    ],
    [intl],
  );
  const actions = useMemo<RowAction<Planogram>[]>(
    () => [
      {
        kind: 'document',
        text: intl.formatMessage(planogramMessages.open),
        href: (planogram) => planogram.pdfUrl,
        name: (planogram) => intl.formatMessage(openPlanogram, { title: planogram.title }),
      },
    ],
    [intl],
  );

  return (
    <DataTable
      records={planograms}
      columns={columns}
      idAccessor="id"
      label={label}
      initialSort={{ accessor: 'effectiveDate', direction: 'desc' }}
      filters={filters}
      export={{ fileName: `planograms-${ibcNumber}` }}
      rowActionsTitle={intl.formatMessage(planogramMessages.document)}
      rowActions={actions}
    />
  );
}

PlanogramsPage.query = pageQuery;
