import { useMemo, useState } from 'react';
import { Button, Select, Stack, Text } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { useGetPlanograms } from '@generated/api/merchandise/merchandise';
import type { Planogram } from '@generated/model';
import { DataTable, type DataColumn } from '@/components/data-table';
import { QuerySection } from '@/components/query';
import { useFormatters } from '@/lib/i18n';
import { useCurrentStoreNumber, whenStoreKnown } from '@/lib/member';
import { openPlanogram, planogramMessages } from '../planograms-messages';

const ALL_CATEGORIES = '__all__';

/** /merchandise/planograms: the current store's shelf layouts, each with its category, effective date and PDF. */
export default function PlanogramsPage() {
  const intl = useIntl();
  const ibcNumber = useCurrentStoreNumber();
  const query = useGetPlanograms(ibcNumber, whenStoreKnown(ibcNumber));
  const title = intl.formatMessage(planogramMessages.sectionTitle);

  return (
    <Stack gap="md">
      <Text c="dimmed">{intl.formatMessage(planogramMessages.intro)}</Text>
      <QuerySection title={title} query={query} skeleton="table" isEmpty={(data) => data.planograms.length === 0}>
        {/* Keyed by store: its filters and page start afresh for another store's planograms. */}
        {(data) => <PlanogramList key={ibcNumber} planograms={data.planograms} label={title} />}
      </QuerySection>
    </Stack>
  );
}

function PlanogramList({ planograms, label }: { planograms: readonly Planogram[]; label: string }) {
  const intl = useIntl();
  const format = useFormatters();
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const categories = useMemo(() => [...new Set(planograms.map((planogram) => planogram.category))].sort(new Intl.Collator(intl.locale).compare), [planograms, intl.locale]);
  const records = useMemo(() => (category === ALL_CATEGORIES ? planograms : planograms.filter((planogram) => planogram.category === category)), [planograms, category]);

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
      { accessor: 'category', title: intl.formatMessage(planogramMessages.category), sortable: true, render: (planogram) => <bdi>{planogram.category}</bdi> },
      { accessor: 'fixture', title: intl.formatMessage(planogramMessages.fixture), sortable: true, render: (planogram) => <bdi>{planogram.fixture}</bdi> },
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

  return (
    <DataTable
      records={records}
      columns={columns}
      idAccessor="id"
      label={label}
      initialSort={{ accessor: 'effectiveDate', direction: 'desc' }}
      toolbar={
        <Select
          label={intl.formatMessage(planogramMessages.categoryFilter)}
          data={[{ value: ALL_CATEGORIES, label: intl.formatMessage(planogramMessages.allCategories) }, ...categories.map((value) => ({ value, label: value }))]}
          value={category}
          onChange={(value) => setCategory(value ?? ALL_CATEGORIES)}
          allowDeselect={false}
          w="13rem"
          maw="100%"
        />
      }
      rowActionsTitle={intl.formatMessage(planogramMessages.document)}
      rowActions={(planogram) => (
        <Button
          component="a"
          href={planogram.pdfUrl}
          target="_blank"
          rel="noopener noreferrer"
          size="compact-sm"
          variant="subtle"
          leftSection={<IconFileTypePdf size={16} aria-hidden />}
          aria-label={intl.formatMessage(openPlanogram, { title: planogram.title })}
        >
          {intl.formatMessage(planogramMessages.open)}
        </Button>
      )}
    />
  );
}
