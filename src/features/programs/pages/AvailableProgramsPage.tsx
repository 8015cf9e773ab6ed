import { Alert, Button, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useGetStore } from '@generated/api/account/account';
import { useGetAvailablePrograms } from '@generated/api/programs/programs';
import { ServerAnswer } from '@/components/form';
import { QuerySection } from '@/components/query';
import { useSentAnswer } from '@/lib/forms';
import { useCurrentStoreNumber, whenStoreKnown } from '@/lib/member';
import { inPageLink, useQueryParams } from '@/lib/routing';
import { AvailableProgramsTable } from '../AvailableProgramsTable';
import { enrolButtonName, enrolMessages } from '../enrol-messages';
import { EnrolForm } from '../EnrolForm';
import { availableCounts, availableMessages } from '../messages';
import classes from '../programs.module.css';

/**
 * /programs/available: every vendor program offered to the current store, with whether the store has it, the
 * distributor and the store's account there (spec §3 Available-program, §7 myavailableprograms), and enrolment in
 * one it does not have (?enrol=<id> in the address, so a reload reopens it with its draft).
 */
export default function AvailableProgramsPage() {
  const intl = useIntl();
  const ibcNumber = useCurrentStoreNumber();
  const query = useGetAvailablePrograms(ibcNumber, whenStoreKnown(ibcNumber));
  const [params, setParams] = useQueryParams();
  const enrolId = params.get('enrol');
  // The store's distributor accounts, asked for only when an enrolment is open.
  const storeQuery = useGetStore(ibcNumber, { query: { enabled: ibcNumber !== '' && enrolId !== null } });
  const sent = useSentAnswer(ibcNumber);
  const title = intl.formatMessage(availableMessages.sectionTitle);
  const close = () => setParams({});

  return (
    <Stack gap="md">
      <Text c="dimmed">{intl.formatMessage(availableMessages.intro)}</Text>
      {sent.text && (
        <ServerAnswer
          title={intl.formatMessage(enrolMessages.confirmationTitle)}
          text={sent.text}
          onClose={sent.clear}
          takeFocus={sent.fresh}
          onFocused={sent.seen}
          testId="enrol-confirmation"
        />
      )}
      <QuerySection title={title} query={query} skeleton="table" isEmpty={(data) => data.programs.length === 0}>
        {(data) => {
          const program = enrolId ? data.programs.find((candidate) => candidate.id === enrolId) : undefined;
          if (program && !program.hasProgram) {
            return (
              <QuerySection query={storeQuery} skeleton="lines" plain>
                {(store) => (
                  <EnrolForm
                    key={`${ibcNumber}:${program.id}`}
                    program={program}
                    accounts={store.distributorAccounts}
                    ibcNumber={ibcNumber}
                    onClose={close}
                    onEnrolled={(text) => {
                      sent.show(text);
                      close();
                    }}
                  />
                )}
              </QuerySection>
            );
          }
          const enrolled = data.programs.filter((candidate) => candidate.hasProgram).length;
          return (
            <Stack gap="sm">
              {enrolId && (
                <Alert color="yellow" variant="light" role="status">
                  {intl.formatMessage(enrolMessages.notOffered)}
                </Alert>
              )}
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
            </Stack>
          );
        }}
      </QuerySection>
    </Stack>
  );
}
