import '@mantine/core/styles/Image.css';
import { useMemo } from 'react';
import { Anchor, Group, Image, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { getGetPosAdvertisingQueryOptions } from '@generated/api/pos/pos';
import type { PosAdvertisingItem } from '@generated/model';
import { csvColumnMessages, DataTable, type DataColumn, type SelectFilter } from '@/components/data-table';
import { QuerySection } from '@/components/query';
import { DEFAULT_CURRENCY, useFormatters, useLocale } from '@/lib/i18n';
import { useCurrentStoreNumber, type QueryMember } from '@/lib/member';
import { usePageQuery } from '@/lib/member/page-query';
import { routePath } from '@/lib/routing';
import { myPosMessages, outOfStock } from '../my-pos-messages';

// The page's first call, asked by its route's loader as its code arrives and read by the page (page-query.ts).
const pageQuery = ({ store }: QueryMember) => getGetPosAdvertisingQueryOptions(store);

/** /pos/my-pos: the POS advertising the current store can order (myposadvertising). */
export default function MyPosPage() {
  const intl = useIntl();
  const ibcNumber = useCurrentStoreNumber();
  const query = usePageQuery(pageQuery);
  const title = intl.formatMessage(myPosMessages.sectionTitle);
  const { direction } = useLocale();
  const orderCustom = routePath('orderCustomPos');

  return (
    <Stack gap="md">
      <Text c="dimmed">{intl.formatMessage(myPosMessages.intro)}</Text>
      <QuerySection
        title={title}
        query={query}
        skeleton="table"
        isEmpty={(data) => data.items.length === 0}
        actions={
          <Anchor component={Link} to={orderCustom} size="sm">
            <Group gap={4} component="span" wrap="nowrap">
              {intl.formatMessage(myPosMessages.orderCustom)}
              <IconArrowRight
                size={16}
                aria-hidden
                style={{ transform: direction === 'rtl' ? 'scaleX(-1)' : undefined }}
              />
            </Group>
          </Anchor>
        }
      >
        {/* Keyed by store: its filters and page start afresh for another store's items. */}
        {(data) => <PosItems key={ibcNumber} items={data.items} label={title} ibcNumber={ibcNumber} />}
      </QuerySection>
    </Stack>
  );
}

function PosItems({
  items,
  label,
  ibcNumber,
}: {
  items: readonly PosAdvertisingItem[];
  label: string;
  ibcNumber: string;
}) {
  const intl = useIntl();
  const format = useFormatters();

  const columns = useMemo<DataColumn<PosAdvertisingItem>[]>(() => {
    const price = (item: PosAdvertisingItem) =>
      item.price === 0 ? intl.formatMessage(myPosMessages.free) : format.currency(item.price);
    const stock = (item: PosAdvertisingItem) =>
      item.availableQuantity === 0 ? intl.formatMessage(outOfStock) : format.number(item.availableQuantity);
    return [
      {
        accessor: 'name',
        title: intl.formatMessage(myPosMessages.item),
        sortable: true,
        filterText: (item) => `${item.name} ${item.vendor} ${item.description}`,
        csv: [
          { title: intl.formatMessage(myPosMessages.item), value: (item) => item.name },
          { title: intl.formatMessage(csvColumnMessages.vendor), value: (item) => item.vendor },
          { title: intl.formatMessage(csvColumnMessages.description), value: (item) => item.description },
        ],
        render: (item) => (
          // The picture sits beside the text in the table and above it in a phone's narrow card field.
          <Group gap="sm" wrap="wrap" align="flex-start">
            {/* The name beside it says what the picture shows. */}
            <Image src={item.imageUrl} alt="" w={64} h={48} radius="sm" fit="cover" loading="lazy" />
            <Stack gap={2} maw="26rem" miw={0} flex="1 1 9rem">
              <Text fw={600} size="sm">
                <bdi>{item.name}</bdi>
              </Text>
              <Text size="xs" c="dimmed">
                <bdi>{item.vendor}</bdi>
              </Text>
              <Text size="xs">
                <bdi>{item.description}</bdi>
              </Text>
            </Stack>
          </Group>
        ),
      },
      {
        accessor: 'category',
        title: intl.formatMessage(myPosMessages.category),
        sortable: true,
        render: (item) => <bdi>{item.category}</bdi>,
      },
      {
        accessor: 'price',
        title: intl.formatMessage(myPosMessages.price),
        sortable: true,
        numeric: true,
        render: price,
        filterText: price,
      },
      {
        accessor: 'availableQuantity',
        title: intl.formatMessage(myPosMessages.inStock),
        sortable: true,
        numeric: true,
        render: stock,
        filterText: stock,
      },
      {
        accessor: 'maxPerOrder',
        title: intl.formatMessage(myPosMessages.maxPerOrder),
        sortable: true,
        numeric: true,
        render: (item) => format.number(item.maxPerOrder),
      },
    ];
  }, [intl, format]);
  const filters = useMemo<SelectFilter<PosAdvertisingItem>[]>(
    () => [
      {
        label: intl.formatMessage(myPosMessages.kindFilter),
        allLabel: intl.formatMessage(myPosMessages.allKinds),
        value: (item) => item.category,
      },
    ],
    [intl],
  );

  return (
    <DataTable
      records={items}
      columns={columns}
      idAccessor="id"
      label={label}
      initialSort={{ accessor: 'name', direction: 'asc' }}
      filters={filters}
      export={{ fileName: `pos-material-${ibcNumber}`, currency: DEFAULT_CURRENCY }}
    />
  );
}

MyPosPage.query = pageQuery;
