import { lazy } from 'react';
import { useIntl } from 'react-intl';
import { getGetIncentivesQueryOptions, useGetIncentives } from '@generated/api/incentives/incentives';
import { ListWithRowForm, useRowForm } from '@/components/row-form';
import { useFetchAheadForLikelyStore, whenStoreKnown } from '@/lib/member';
import type { FirstQuery } from '@/lib/query/first-query';
import { IncentivesTable } from '../IncentivesTable';
import { claimAnswerTitle, incentiveMessages } from '../messages';
import { useIncentiveDrafts } from '../useIncentiveDrafts';

const loadClaimForm = () => import('../ClaimForm');
const ClaimForm = lazy(() => loadClaimForm().then((module) => ({ default: module.ClaimForm })));

/** /incentives: the current store's incentives, with a claim form per open incentive (?claim=<id>). */
export default function IncentivesPage() {
  const intl = useIntl();
  const rowForm = useRowForm('claim');
  const { store: ibcNumber } = rowForm;
  useFetchAheadForLikelyStore(getGetIncentivesQueryOptions);
  const query = useGetIncentives(ibcNumber, whenStoreKnown(ibcNumber));
  const drafts = useIncentiveDrafts(ibcNumber);
  const title = intl.formatMessage(incentiveMessages.sectionTitle);

  return (
    <ListWithRowForm
      rowForm={rowForm}
      intro={intl.formatMessage(incentiveMessages.intro)}
      answer={{ testId: 'claim-answer' }}
      title={title}
      query={query}
      skeleton="table"
      isEmpty={(data) => data.incentives.length === 0}
      openRow={(data, id) => data.incentives.find((incentive) => incentive.id === id && incentive.status === 'Open')}
      form={(incentive) => (
        <ClaimForm
          incentive={incentive}
          ibcNumber={ibcNumber}
          onClose={rowForm.close}
          onClaimed={(text, submissionId) => rowForm.sent(text, intl.formatMessage(claimAnswerTitle, { submissionId }))}
        />
      )}
      preloadForm={loadClaimForm}
      notOpen={intl.formatMessage(incentiveMessages.notOpen)}
      list={(data) => <IncentivesTable key={ibcNumber} incentives={data.incentives} label={title} drafts={drafts} />}
    />
  );
}

// The store's incentives, as the page asks them; see src/lib/query/first-query.ts.
IncentivesPage.firstQuery = (({ store }) => getGetIncentivesQueryOptions(store)) satisfies FirstQuery;
