// Mantine's component styles first, so this feature's own classes come after them and win.
import '../styles';
import { Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useGetFifthCheckStatements } from '@generated/api/rebates/rebates';
import { QuerySection } from '@/components/query';
import { useCurrentStoreNumber, useMember } from '@/lib/member';
import { fifthCheckMessages } from '../messages';
import { StatementsTable } from '../StatementsTable';

/** /rebate/fifth-check: the current store's fifth check statements, asked for with the member's e-mail (spec §7). */
export default function FifthCheckPage() {
  const intl = useIntl();
  const ibcNumber = useCurrentStoreNumber();
  const emailAddress = useMember((member) => member.emailClaim);
  const query = useGetFifthCheckStatements(
    { ibcNumber, emailAddress },
    { query: { enabled: ibcNumber !== '' && emailAddress !== '' } },
  );
  const title = intl.formatMessage(fifthCheckMessages.sectionTitle);

  return (
    <Stack gap="md">
      <Text c="dimmed">{intl.formatMessage(fifthCheckMessages.intro)}</Text>
      <QuerySection title={title} query={query} skeleton="table" isEmpty={(data) => data.statements.length === 0}>
        {(data) => <StatementsTable key={ibcNumber} statements={data.statements} label={title} />}
      </QuerySection>
    </Stack>
  );
}
