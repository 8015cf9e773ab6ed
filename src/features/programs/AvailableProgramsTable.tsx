import { useMemo, type ReactNode } from 'react';
import { Group, Stack, Text } from '@mantine/core';
import { IconSpeakerphone } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import type { AvailableProgram } from '@generated/model';
import { DataTable, StatusText, type DataColumn, type SelectFilter } from '@/components/data-table';
import { useCurrentStoreNumber } from '@/lib/member';
import { availableMessages } from './messages';
import { categoryFilter, programColumns } from './program-columns';

interface AvailableProgramsTableProps {
  programs: readonly AvailableProgram[];
  label: string;
  /**
   * A program's action, in the table's last column and on its card. The enrolment form (a later issue) puts its
   * Enrol button here; until then there is no action, rather than a disabled one.
   */
  action?: (program: AvailableProgram) => ReactNode;
  actionTitle?: string;
}

/** Every program offered to the store, each saying whether the store has it; filter, category, enrolled or not. */
export function AvailableProgramsTable({ programs, label, action, actionTitle }: AvailableProgramsTableProps) {
  const intl = useIntl();
  const ibcNumber = useCurrentStoreNumber();

  const columns = useMemo<DataColumn<AvailableProgram>[]>(() => {
    const status = (program: AvailableProgram) =>
      intl.formatMessage(program.hasProgram ? availableMessages.enrolled : availableMessages.notEnrolled);
    return [
      ...programColumns<AvailableProgram>(intl),
      {
        accessor: 'hasProgram',
        title: intl.formatMessage(availableMessages.status),
        sortable: true,
        // Not enrolled first when ascending: what the member can still join.
        sortValue: (program) => (program.hasProgram ? 1 : 0),
        filterText: (program) =>
          `${status(program)} ${program.offersAdvertising ? intl.formatMessage(availableMessages.advertising) : ''}`,
        render: (program) => (
          <Stack gap={4} align="flex-start">
            <StatusText color={program.hasProgram ? 'teal' : 'gray'}>{status(program)}</StatusText>
            {program.offersAdvertising && (
              // The icon carries the colour; the words stay in the dimmed text colour, which keeps AA contrast.
              <Group gap={4} wrap="nowrap">
                <IconSpeakerphone size={14} aria-hidden color="var(--mantine-color-blue-filled)" />
                <Text size="xs" c="dimmed">
                  {intl.formatMessage(availableMessages.advertising)}
                </Text>
              </Group>
            )}
          </Stack>
        ),
      },
    ];
  }, [intl]);

  // Whether the store has it first, then its category: the choices as they stood before the list kit.
  const filters = useMemo<SelectFilter<AvailableProgram>[]>(
    () => [
      {
        label: intl.formatMessage(availableMessages.show),
        allLabel: intl.formatMessage(availableMessages.showAll),
        value: (program) => (program.hasProgram ? 'enrolled' : 'open'),
        options: [
          { value: 'open', label: intl.formatMessage(availableMessages.showOpen) },
          { value: 'enrolled', label: intl.formatMessage(availableMessages.showEnrolled) },
        ],
      },
      categoryFilter(intl),
    ],
    [intl],
  );
  const actions = useMemo(() => (action ? [action] : undefined), [action]);

  return (
    <DataTable
      records={programs}
      columns={columns}
      idAccessor="id"
      label={label}
      initialSort={{ accessor: 'hasProgram', direction: 'asc' }}
      filters={filters}
      export={{ fileName: `available-programs-${ibcNumber}` }}
      rowActions={actions}
      rowActionsTitle={actionTitle}
    />
  );
}
