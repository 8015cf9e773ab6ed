import { Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { getGetActiveProgramsQueryOptions, useGetActivePrograms } from '@generated/api/programs/programs';
import { QuerySection } from '@/components/query';
import { useCurrentStoreNumber, useFetchAheadForLikelyStore, whenStoreKnown } from '@/lib/member';
import type { FirstQuery } from '@/lib/query/first-query';
import { ActiveProgramsTable } from '../ActiveProgramsTable';
import { activeMessages } from '../messages';

/** /programs/active: the vendor programs the current store is enrolled in (the myactiveprograms call). */
export default function ActiveProgramsPage() {
  const intl = useIntl();
  const ibcNumber = useCurrentStoreNumber();
  useFetchAheadForLikelyStore(getGetActiveProgramsQueryOptions);
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

// The store's programs, as the page asks them; see src/lib/query/first-query.ts.
ActiveProgramsPage.firstQuery = (({ store }) => getGetActiveProgramsQueryOptions(store)) satisfies FirstQuery;
