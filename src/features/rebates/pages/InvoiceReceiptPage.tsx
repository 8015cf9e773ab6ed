// Mantine's component styles first, so this feature's own classes come after them and win.
import '../styles';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useGetRebateReceipts } from '@generated/api/rebates/rebates';
import type { GetRebateReceiptsParams, RebateReceipt } from '@generated/model';
import { ServerAnswer } from '@/components/form';
import { QuerySection } from '@/components/query';
import { useSentAnswer } from '@/lib/forms';
import { useCurrentStoreNumber, useMember } from '@/lib/member';
import { inPageLink, useQueryParams } from '@/lib/routing';
import { emailReceiptButtonName, emailReceiptMessages } from '../email-receipt-messages';
import { EmailReceiptForm } from '../EmailReceiptForm';
import { invoiceMessages } from '../messages';
import { ReceiptsTable } from '../ReceiptsTable';
import { useYearAnswer } from '../useYearAnswer';
import { inYear, yearChoices } from '../year-model';
import { noReceiptsInYear } from '../year-messages';
import { useYearLabel, YearSelect } from '../YearSelect';

const invoiceDateOf = (receipt: RebateReceipt) => receipt.invoiceDate;
// The generated hook is generic over its data; this one answers the list, whose type useYearAnswer then keeps.
const useReceipts = (params: GetRebateReceiptsParams, options: { query: { enabled: boolean } }) =>
  useGetRebateReceipts(params, options);

/**
 * /rebate/invoice: the current store's rebate receipts, asked for with the member's e-mail (spec §7). Latest is the
 * specification's call as it is; a picked year adds the contract's `year` extension.
 */
export default function InvoiceReceiptPage() {
  const intl = useIntl();
  const ibcNumber = useCurrentStoreNumber();
  const emailAddress = useMember((member) => member.emailClaim);
  const yearLabel = useYearLabel();
  const {
    year,
    setYear,
    latest,
    shown: query,
  } = useYearAnswer(useReceipts, { ibcNumber, emailAddress }, ibcNumber !== '' && emailAddress !== '');
  const years = yearChoices(latest.data?.receipts.map(invoiceDateOf) ?? []);
  const title = intl.formatMessage(invoiceMessages.sectionTitle);
  const [params, setParams] = useQueryParams();
  const emailFor = params.get('email');
  const sent = useSentAnswer(ibcNumber);
  const close = () => setParams({});

  return (
    <Stack gap="md">
      <Text c="dimmed">{intl.formatMessage(invoiceMessages.intro)}</Text>
      {sent.text && (
        // The server's raw answer, as text (spec §7), or ours when it answered nothing.
        <ServerAnswer
          title={intl.formatMessage(emailReceiptMessages.answerTitle)}
          text={sent.text}
          onClose={sent.clear}
          takeFocus={sent.fresh}
          onFocused={sent.seen}
          testId="receipt-email-answer"
        />
      )}
      <QuerySection
        title={title}
        query={query}
        skeleton="table"
        skeletonRows={8}
        actions={<YearSelect years={years} value={year} onChange={setYear} />}
        isEmpty={(data) => inYear(data.receipts, invoiceDateOf, year).length === 0}
        emptyText={year === null ? undefined : intl.formatMessage(noReceiptsInYear, { year: yearLabel(year) })}
      >
        {(data) => {
          const receipt = emailFor ? data.receipts.find((candidate) => candidate.id === emailFor) : undefined;
          if (receipt) {
            const done = (text: string) => {
              sent.show(text);
              close();
            };
            return (
              <EmailReceiptForm
                key={`${ibcNumber}:${receipt.id}`}
                receipt={receipt}
                onClose={close}
                onAnswered={done}
              />
            );
          }
          return (
            <Stack gap="sm">
              {emailFor && (
                <Alert color="yellow" variant="light" role="status">
                  {intl.formatMessage(emailReceiptMessages.notFound)}
                </Alert>
              )}
              {/* Keyed by store and year: its filters and page start afresh for another store's or year's receipts. */}
              <ReceiptsTable
                key={`${ibcNumber}:${year}`}
                receipts={inYear(data.receipts, invoiceDateOf, year)}
                label={title}
                extraAction={(row) => (
                  <Button
                    component={Link}
                    {...inPageLink(`?email=${encodeURIComponent(row.id)}`)}
                    size="compact-sm"
                    variant="subtle"
                    leftSection={<IconMail size={16} aria-hidden />}
                    aria-label={intl.formatMessage(emailReceiptButtonName, { invoice: row.invoiceNumber })}
                  >
                    {intl.formatMessage(emailReceiptMessages.emailMe)}
                  </Button>
                )}
              />
            </Stack>
          );
        }}
      </QuerySection>
    </Stack>
  );
}
