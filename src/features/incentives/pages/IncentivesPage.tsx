import { lazy } from 'react';
import { useIntl } from 'react-intl';
import { getGetIncentivesQueryOptions } from '@generated/api/incentives/incentives';
import { ListWithRowForm, useRowForm } from '@/components/row-form';
import { type QueryMember } from '@/lib/member';
import { usePageQuery } from '@/lib/member/page-query';
import { IncentivesTable } from '../IncentivesTable';
import { claimAnswerTitle, incentiveMessages } from '../messages';
import { useIncentiveDrafts } from '../useIncentiveDrafts';

const loadClaimForm = () => import('../ClaimForm');
const ClaimForm = lazy(() => loadClaimForm().then((module) => ({ default: module.ClaimForm })));

// The page's first call, asked by its route's loader as its code arrives and read by the page (page-query.ts).
const pageQuery = ({ store }: QueryMember) => getGetIncentivesQueryOptions(store);

/** /incentives: the current store's incentives, with a claim form per open incentive (?claim=<id>). */
export default function IncentivesPage() {
  const intl = useIntl();
  const rowForm = useRowForm('claim');
  const { store: ibcNumber } = rowForm;
  const query = usePageQuery(pageQuery);
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

IncentivesPage.query = pageQuery;
