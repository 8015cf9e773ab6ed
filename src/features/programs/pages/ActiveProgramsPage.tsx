import { Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { getGetActiveProgramsQueryOptions, useGetActivePrograms } from '@generated/api/programs/programs';
import { QuerySection } from '@/components/query';
import { useCurrentStoreNumber, whenStoreKnown, type FirstCalls } from '@/lib/member';
import { ActiveProgramsTable } from '../ActiveProgramsTable';
import { activeMessages } from '../messages';

/** /programs/active: the vendor programs the current store is enrolled in (the myactiveprograms call). */
/** Asked for as the page opens (src/app/first-calls.ts), before it has drawn anything. */
export const firstCalls: FirstCalls = ({ storeNumber }) => [getGetActiveProgramsQueryOptions(storeNumber)];

export default function ActiveProgramsPage() {
  const intl = useIntl();
  const ibcNumber = useCurrentStoreNumber();
  const query = useGetActivePrograms(ibcNumber, whenStoreKnown(ibcNumber));
  const title = intl.formatMessage(activeMessages.sectionTitle);

  return (
    <Stack gap="md">
      <Text c="dimmed">{intl.formatMessage(activeMessages.intro)}</Text>
      <QuerySection title={title} query={query} skeleton="table" isEmpty={(data) => data.programs.length === 0}>
        {/* Keyed by store: its filters and page start afresh for another store's programs. */}
        {(data) => <ActiveProgramsTable key={ibcNumber} programs={data.programs} label={title} />}
      </QuerySection>
    </Stack>
  );
}
