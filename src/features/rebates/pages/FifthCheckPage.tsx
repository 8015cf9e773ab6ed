// Mantine's component styles first, so this feature's own classes come after them and win.
import '../styles';
import { Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { getGetFifthCheckStatementsQueryOptions, useGetFifthCheckStatements } from '@generated/api/rebates/rebates';
import type { GetFifthCheckStatementsParams, FifthCheckStatement } from '@generated/model';
import { QuerySection } from '@/components/query';
import { useCurrentStoreNumber, useMember, type QueryMember } from '@/lib/member';
import { FIRST_QUERY } from '@/lib/member/page-query';
import { fifthCheckMessages } from '../messages';
import { StatementsTable } from '../StatementsTable';
import { useYearAnswer } from '../useYearAnswer';
import { inYear, yearChoices } from '../year-model';
import { noStatementsInYear } from '../year-messages';
import { useYearLabel, YearSelect } from '../YearSelect';

// A statement belongs to the year its period begins in (a quarter never spans two years).
const periodStartOf = (statement: FifthCheckStatement) => statement.periodStart;
// The generated hook is generic over its data; this one answers the list, whose type useYearAnswer then keeps. The
// latest list is the page's first call (pageQuery below, the same generated options).
const useStatements = (params: GetFifthCheckStatementsParams, options: { query: { enabled: boolean } }) =>
  useGetFifthCheckStatements(params, { query: { ...options.query, ...FIRST_QUERY } });

// The page's first call, asked by its route's loader as its code arrives (page-query.ts); the page's latest list.
const pageQuery = ({ store, email }: QueryMember) =>
  getGetFifthCheckStatementsQueryOptions({ ibcNumber: store, emailAddress: email });

/**
 * /rebate/fifth-check: the current store's fifth check statements, asked for with the member's e-mail.
 * Latest is the specification's call as it is; a picked year adds the contract's `year` extension.
 */
export default function FifthCheckPage() {
  const intl = useIntl();
  const ibcNumber = useCurrentStoreNumber();
  const emailAddress = useMember((member) => member.emailClaim);
  const yearLabel = useYearLabel();
  const enabled = ibcNumber !== '' && emailAddress !== '';
  const { year, setYear, latest, shown: query } = useYearAnswer(useStatements, { ibcNumber, emailAddress }, enabled);
  const years = yearChoices(latest.data?.statements.map(periodStartOf) ?? []);
  const title = intl.formatMessage(fifthCheckMessages.sectionTitle);

  return (
    <Stack gap="md">
      <Text c="dimmed">{intl.formatMessage(fifthCheckMessages.intro)}</Text>
      <QuerySection
        title={title}
        query={query}
        skeleton="table"
        actions={<YearSelect years={years} value={year} onChange={setYear} />}
        isEmpty={(data) => inYear(data.statements, periodStartOf, year).length === 0}
        emptyText={year === null ? undefined : intl.formatMessage(noStatementsInYear, { year: yearLabel(year) })}
      >
        {(data) => (
          <StatementsTable
            key={`${ibcNumber}:${year}`}
            statements={inYear(data.statements, periodStartOf, year)}
            label={title}
          />
        )}
      </QuerySection>
    </Stack>
  );
}

FifthCheckPage.query = pageQuery;
