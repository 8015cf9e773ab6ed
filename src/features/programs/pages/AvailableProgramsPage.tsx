import { lazy } from 'react';
import { Button, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useGetStore } from '@generated/api/account/account';
import { getGetAvailableProgramsQueryOptions } from '@generated/api/programs/programs';
import { QuerySection } from '@/components/query';
import { ListWithRowForm, useRowForm } from '@/components/row-form';
import { type QueryMember } from '@/lib/member';
import { usePageQuery } from '@/lib/member/page-query';
import { inPageLink } from '@/lib/routing';
import { AvailableProgramsTable } from '../AvailableProgramsTable';
import { enrolButtonName, enrolMessages } from '../enrol-messages';
import { availableCounts, availableMessages } from '../messages';
import classes from '../programs.module.css';

const loadEnrolForm = () => import('../EnrolForm');
const EnrolForm = lazy(() => loadEnrolForm().then((module) => ({ default: module.EnrolForm })));

// The page's first call, asked by its route's loader as its code arrives and read by the page (page-query.ts).
const pageQuery = ({ store }: QueryMember) => getGetAvailableProgramsQueryOptions(store);

/**
 * /programs/available: every vendor program offered to the current store, with whether the store has it, the
 * distributor and the store's account there, and enrolment in one it does not have (?enrol=<id>).
 */
export default function AvailableProgramsPage() {
  const intl = useIntl();
  const rowForm = useRowForm('enrol');
  const { store: ibcNumber } = rowForm;
  const query = usePageQuery(pageQuery);
  // The store's distributor accounts, asked for only when an enrolment is open.
  const storeQuery = useGetStore(ibcNumber, { query: { enabled: ibcNumber !== '' && rowForm.openId !== null } });
  const title = intl.formatMessage(availableMessages.sectionTitle);

  return (
    <ListWithRowForm
      rowForm={rowForm}
      intro={intl.formatMessage(availableMessages.intro)}
      answer={{ title: intl.formatMessage(enrolMessages.confirmationTitle), testId: 'enrol-confirmation' }}
      title={title}
      query={query}
      skeleton="table"
      isEmpty={(data) => data.programs.length === 0}
      openRow={(data, id) => data.programs.find((program) => program.id === id && !program.hasProgram)}
      form={(program) => (
        <QuerySection query={storeQuery} skeleton="lines" plain>
          {(store) => (
            <EnrolForm
              program={program}
              accounts={store.distributorAccounts}
              ibcNumber={ibcNumber}
              onClose={rowForm.close}
              onEnrolled={(text) => rowForm.sent(text)}
            />
          )}
        </QuerySection>
      )}
      preloadForm={loadEnrolForm}
      notOpen={intl.formatMessage(enrolMessages.notOffered)}
      list={(data) => {
        const enrolled = data.programs.filter((candidate) => candidate.hasProgram).length;
        return (
          <>
            <Text size="sm" fw={500} className={classes.counts}>
              {intl.formatMessage(availableCounts, { open: data.programs.length - enrolled, enrolled })}
            </Text>
            {/* Keyed by store: its filters and page start afresh for another store's programs. */}
            <AvailableProgramsTable
              key={ibcNumber}
              programs={data.programs}
              label={title}
              actionTitle={intl.formatMessage(enrolMessages.actionTitle)}
              action={(candidate) =>
                candidate.hasProgram ? null : (
                  <Button
                    component={Link}
                    {...inPageLink(`?enrol=${encodeURIComponent(candidate.id)}`)}
                    size="compact-sm"
                    variant="light"
                    aria-label={intl.formatMessage(enrolButtonName, { program: candidate.name })}
                  >
                    {intl.formatMessage(enrolMessages.enrol)}
                  </Button>
                )
              }
            />
          </>
        );
      }}
    />
  );
}

AvailableProgramsPage.query = pageQuery;
