import type { ReactNode } from 'react';
import { Box, Group, Select, Stack, Text } from '@mantine/core';
import type { IntlShape } from 'react-intl';
import { useIntl } from 'react-intl';
import type { DataColumn } from '@/components/data-table';
import { accountNumber, programMessages } from './messages';
import classes from './programs.module.css';

/** What both program lists show of a program (an active one, or one on offer). */
export interface ProgramLike {
  id: string;
  name: string;
  vendor: string;
  description: string;
  category: string;
  benefit: string;
  distributor: string;
  accountNumber?: string;
}

// Not a category name the API could send (they are words such as Beverages).
export const ALL_CATEGORIES = '__all__';

/**
 * The columns both lists share: the program (name, vendor, what it asks), its category, what the store gets, and
 * the distributor with the store's account there. Server texts sit in <bdi>, so a Latin name keeps its own
 * direction on an Arabic page.
 */
export function programColumns<T extends ProgramLike>(intl: IntlShape): DataColumn<T>[] {
  const account = (program: T) => (program.accountNumber ? intl.formatMessage(accountNumber, { account: program.accountNumber }) : intl.formatMessage(programMessages.noAccount));
  return [
    {
      accessor: 'name',
      title: intl.formatMessage(programMessages.program),
      sortable: true,
      filterText: (program) => `${program.name} ${program.vendor} ${program.description}`,
      render: (program) => (
        <Stack gap={2} className={classes.program}>
          <Text fw={600} size="sm">
            <bdi>{program.name}</bdi>
          </Text>
          <Text size="xs" c="dimmed">
            <bdi>{program.vendor}</bdi>
          </Text>
          <Text size="xs">
            <bdi>{program.description}</bdi>
          </Text>
        </Stack>
      ),
    },
    {
      accessor: 'category',
      title: intl.formatMessage(programMessages.category),
      sortable: true,
      render: (program) => <bdi>{program.category}</bdi>,
    },
    { accessor: 'benefit', title: intl.formatMessage(programMessages.benefit), render: (program) => <bdi>{program.benefit}</bdi> },
    {
      accessor: 'distributor',
      title: intl.formatMessage(programMessages.distributor),
      sortable: true,
      filterText: (program) => `${program.distributor} ${account(program)}`,
      render: (program) => (
        <Stack gap={2}>
          <Text size="sm">
            <bdi>{program.distributor}</bdi>
          </Text>
          <Text size="xs" c="dimmed">
            {account(program)}
          </Text>
        </Stack>
      ),
    },
  ];
}

/** The categories of a list, for the category choice: each once, in the member's language order. */
export function categoriesOf(programs: readonly ProgramLike[], locale: string): string[] {
  return [...new Set(programs.map((program) => program.category))].sort(new Intl.Collator(locale).compare);
}

export function CategorySelect({ categories, value, onChange }: { categories: string[]; value: string; onChange: (category: string) => void }) {
  const intl = useIntl();
  return (
    <Select
      label={intl.formatMessage(programMessages.categoryFilter)}
      data={[{ value: ALL_CATEGORIES, label: intl.formatMessage(programMessages.allCategories) }, ...categories.map((category) => ({ value: category, label: category }))]}
      value={value}
      onChange={(next) => onChange(next ?? ALL_CATEGORIES)}
      allowDeselect={false}
      className={classes.toolbarSelect}
    />
  );
}

/**
 * A status as a coloured dot and text in the body colour: legible (AA contrast) in light and dark, and, unlike a
 * badge, it wraps instead of cutting a longer translation short.
 */
export function StatusText({ color, children }: { color: string; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" align="center">
      <Box component="span" w={8} h={8} bg={`${color}.6`} className={classes.dot} aria-hidden />
      <Text size="sm" fw={500}>
        {children}
      </Text>
    </Group>
  );
}
