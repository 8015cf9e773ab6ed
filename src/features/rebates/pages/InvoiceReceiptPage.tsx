// Mantine's component styles first, so this feature's own classes come after them and win.
import '../styles';
import { lazy } from 'react';
import { Button } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { getGetRebateReceiptsQueryOptions, useGetRebateReceipts } from '@generated/api/rebates/rebates';
import type { GetRebateReceiptsParams, RebateReceipt } from '@generated/model';
import { ListWithRowForm, useRowForm } from '@/components/row-form';
import { useMember, type QueryMember } from '@/lib/member';
import { FIRST_QUERY } from '@/lib/member/page-query';
import { inPageLink } from '@/lib/routing';
import { emailReceiptButtonName, emailReceiptMessages } from '../email-receipt-messages';
import { invoiceMessages } from '../messages';
import { ReceiptsTable } from '../ReceiptsTable';
import { useYearAnswer } from '../useYearAnswer';
import { inYear, yearChoices } from '../year-model';
import { noReceiptsInYear } from '../year-messages';
import { useYearLabel, YearSelect } from '../YearSelect';

const invoiceDateOf = (receipt: RebateReceipt) => receipt.invoiceDate;
// The generated hook is generic over its data; this one answers the list, whose type useYearAnswer then keeps. The
// latest list is the page's first call (pageQuery below, the same generated options).
const useReceipts = (params: GetRebateReceiptsParams, options: { query: { enabled: boolean } }) =>
  useGetRebateReceipts(params, { query: { ...options.query, ...FIRST_QUERY } });
const loadEmailReceiptForm = () => import('../EmailReceiptForm');
const EmailReceiptForm = lazy(() => loadEmailReceiptForm().then((module) => ({ default: module.EmailReceiptForm })));

// The page's first call, asked by its route's loader as its code arrives (page-query.ts); the page's latest list.
const pageQuery = ({ store, email }: QueryMember) =>
  getGetRebateReceiptsQueryOptions({ ibcNumber: store, emailAddress: email });

/**
 * /rebate/invoice: the current store's rebate receipts, asked for with the member's e-mail, each with a form to have
 * it e-mailed (?email=<id>). Latest is the service's plain call; a picked year adds the contract's `year` extension.
 */
export default function InvoiceReceiptPage() {
  const intl = useIntl();
  const rowForm = useRowForm('email');
  const { store: ibcNumber } = rowForm;
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

  return (
    <ListWithRowForm
      rowForm={rowForm}
      intro={intl.formatMessage(invoiceMessages.intro)}
      // The service's raw answer, as text, or ours when it answered nothing.
      answer={{ title: intl.formatMessage(emailReceiptMessages.answerTitle), testId: 'receipt-email-answer' }}
      title={title}
      query={query}
      skeleton="table"
      skeletonRows={8}
      actions={<YearSelect years={years} value={year} onChange={setYear} />}
      isEmpty={(data) => inYear(data.receipts, invoiceDateOf, year).length === 0}
      emptyText={year === null ? undefined : intl.formatMessage(noReceiptsInYear, { year: yearLabel(year) })}
      openRow={(data, id) => data.receipts.find((receipt) => receipt.id === id)}
      form={(receipt) => (
        <EmailReceiptForm receipt={receipt} onClose={rowForm.close} onAnswered={(text) => rowForm.sent(text)} />
      )}
      preloadForm={loadEmailReceiptForm}
      notOpen={intl.formatMessage(emailReceiptMessages.notFound)}
      list={(data) => (
        // Keyed by store and year: its filters and page start afresh for another store's or year's receipts.
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
      )}
    />
  );
}

InvoiceReceiptPage.query = pageQuery;
