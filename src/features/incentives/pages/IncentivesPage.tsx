import { useEffect, useRef } from 'react';
import { Alert, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useGetIncentives } from '@generated/api/incentives/incentives';
import { ServerAnswer } from '@/components/form';
import { QuerySection } from '@/components/query';
import { useSentAnswer } from '@/lib/forms';
import { useCurrentStoreNumber, whenStoreKnown } from '@/lib/member';
import { useQueryParams } from '@/lib/routing';
import { ClaimForm } from '../ClaimForm';
import { IncentivesTable } from '../IncentivesTable';
import { claimAnswerTitle, incentiveMessages } from '../messages';
import { useIncentiveDrafts } from '../useIncentiveDrafts';

/**
 * /incentives: the current store's incentives (spec §7 GetIncentives) with a claim form per open incentive. The
 * open form is in the address (?claim=<id>), so a reload or a return from signing in again opens it again, with
 * its draft.
 */
export default function IncentivesPage() {
  const intl = useIntl();
  const ibcNumber = useCurrentStoreNumber();
  const query = useGetIncentives(ibcNumber, whenStoreKnown(ibcNumber));
  const drafts = useIncentiveDrafts(ibcNumber);
  const [params, setParams] = useQueryParams();
  const claimId = params.get('claim');
  const title = intl.formatMessage(incentiveMessages.sectionTitle);
  const close = () => setParams({}, { replace: false });
  const sent = useSentAnswer(ibcNumber);

  // Back from a claim form to the list: the focus goes to the list, not to the top of the page; after a send, to the
  // sponsor's answer (ServerAnswer takes it; the form's closing may come a render after it).
  const previousClaim = useRef(claimId);
  const closedBySend = useRef(false);
  useEffect(() => {
    if (previousClaim.current && !claimId) {
      if (!closedBySend.current) document.getElementById('incentives-list')?.focus();
      closedBySend.current = false;
    }
    previousClaim.current = claimId;
  }, [claimId]);

  return (
    <Stack gap="md">
      <Text c="dimmed">{intl.formatMessage(incentiveMessages.intro)}</Text>
      {sent.text && (
        <ServerAnswer
          title={sent.title ?? ''}
          text={sent.text}
          onClose={sent.clear}
          takeFocus={sent.fresh}
          onFocused={sent.seen}
          testId="claim-answer"
        />
      )}
      <QuerySection title={title} query={query} skeleton="table" isEmpty={(data) => data.incentives.length === 0}>
        {(data) => {
          const claimed = claimId ? data.incentives.find((incentive) => incentive.id === claimId) : undefined;
          if (claimed?.status === 'Open') {
            return (
              <ClaimForm
                key={`${ibcNumber}:${claimed.id}`}
                incentive={claimed}
                ibcNumber={ibcNumber}
                onClose={close}
                onClaimed={(text, submissionId) => {
                  closedBySend.current = true;
                  sent.show(text, intl.formatMessage(claimAnswerTitle, { submissionId }));
                }}
              />
            );
          }
          return (
            <Stack gap="sm" id="incentives-list" tabIndex={-1}>
              {claimId && (
                <Alert color="yellow" variant="light" role="status">
                  {intl.formatMessage(incentiveMessages.notOpen)}
                </Alert>
              )}
              <IncentivesTable key={ibcNumber} incentives={data.incentives} label={title} drafts={drafts} />
            </Stack>
          );
        }}
      </QuerySection>
    </Stack>
  );
}
