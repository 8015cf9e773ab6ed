import { Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { getGetActiveProgramsQueryOptions } from '@generated/api/programs/programs';
import { QuerySection } from '@/components/query';
import { useCurrentStoreNumber, type QueryMember } from '@/lib/member';
import { usePageQuery } from '@/lib/member/page-query';
import { ActiveProgramsTable } from '../ActiveProgramsTable';
import { activeMessages } from '../messages';

// The page's first call, asked by its route's loader as its code arrives and read by the page (page-query.ts).
const pageQuery = ({ store }: QueryMember) => getGetActiveProgramsQueryOptions(store);

/** /programs/active: the vendor programs the current store is enrolled in (the myactiveprograms call). */
export default function ActiveProgramsPage() {
  const intl = useIntl();
  const ibcNumber = useCurrentStoreNumber();
  const query = usePageQuery(pageQuery);
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

ActiveProgramsPage.query = pageQuery;
