import { Stack, Text } from '@mantine/core';
import type { IntlShape } from 'react-intl';
import { csvColumnMessages, type DataColumn, type SelectFilter } from '@/components/data-table';
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

/**
 * The columns both lists share: the program (name, vendor, what it asks), its category, what the store gets, and
 * the distributor with the store's account there. Server texts sit in <bdi>, so a Latin name keeps its own
 * direction on an Arabic page.
 */
export function programColumns<T extends ProgramLike>(intl: IntlShape): DataColumn<T>[] {
  const account = (program: T) =>
    program.accountNumber
      ? intl.formatMessage(accountNumber, { account: program.accountNumber })
      : intl.formatMessage(programMessages.noAccount);
  return [
    {
      accessor: 'name',
      title: intl.formatMessage(programMessages.program),
      sortable: true,
      filterText: (program) => `${program.name} ${program.vendor} ${program.description}`,
      csv: [
        { title: intl.formatMessage(programMessages.program), value: (program) => program.name },
        { title: intl.formatMessage(csvColumnMessages.vendor), value: (program) => program.vendor },
        { title: intl.formatMessage(csvColumnMessages.description), value: (program) => program.description },
      ],
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
    {
      accessor: 'benefit',
      title: intl.formatMessage(programMessages.benefit),
      render: (program) => <bdi>{program.benefit}</bdi>,
    },
    {
      accessor: 'distributor',
      title: intl.formatMessage(programMessages.distributor),
      sortable: true,
      filterText: (program) => `${program.distributor} ${account(program)}`,
      csv: [
        { title: intl.formatMessage(programMessages.distributor), value: (program) => program.distributor },
        { title: intl.formatMessage(programMessages.accountColumn), value: (program) => program.accountNumber },
      ],
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

/** The category choice of both lists: All, then each category the list has, in the member's language order. */
export function categoryFilter<T extends ProgramLike>(intl: IntlShape): SelectFilter<T> {
  return {
    label: intl.formatMessage(programMessages.categoryFilter),
    allLabel: intl.formatMessage(programMessages.allCategories),
    value: (program) => program.category,
  };
}
