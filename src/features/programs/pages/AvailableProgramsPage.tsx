import { Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useGetAvailablePrograms } from '@generated/api/programs/programs';
import { QuerySection } from '@/components/query';
import { useCurrentStoreNumber, whenStoreKnown } from '@/lib/member';
import { AvailableProgramsTable } from '../AvailableProgramsTable';
import { availableCounts, availableMessages } from '../messages';
import classes from '../programs.module.css';

/**
 * /programs/available: every vendor program offered to the current store, with whether the store has it, the
 * distributor and the store's account there (spec §3 Available-program, §7 myavailableprograms).
 */
export default function AvailableProgramsPage() {
  const intl = useIntl();
  const ibcNumber = useCurrentStoreNumber();
  const query = useGetAvailablePrograms(ibcNumber, whenStoreKnown(ibcNumber));
  const title = intl.formatMessage(availableMessages.sectionTitle);

  return (
    <Stack gap="md">
      <Text c="dimmed">{intl.formatMessage(availableMessages.intro)}</Text>
      <QuerySection title={title} query={query} skeleton="table" isEmpty={(data) => data.programs.length === 0}>
        {(data) => {
          const enrolled = data.programs.filter((program) => program.hasProgram).length;
          return (
            <Stack gap="sm">
              <Text size="sm" fw={500} className={classes.counts}>
                {intl.formatMessage(availableCounts, { open: data.programs.length - enrolled, enrolled })}
              </Text>
              {/* Keyed by store: its filters and page start afresh for another store's programs. */}
              <AvailableProgramsTable key={ibcNumber} programs={data.programs} label={title} />
            </Stack>
          );
        }}
      </QuerySection>
    </Stack>
  );
}
