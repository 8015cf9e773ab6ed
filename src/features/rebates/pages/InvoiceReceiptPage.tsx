// Mantine's component styles first, so this feature's own classes come after them and win.
import '../styles';
import { Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useGetRebateReceipts } from '@generated/api/rebates/rebates';
import { QuerySection } from '@/components/query';
import { useCurrentStoreNumber, useMember } from '@/lib/member';
import { invoiceMessages } from '../messages';
import { ReceiptsTable } from '../ReceiptsTable';

/** /rebate/invoice: the current store's rebate receipts, asked for with the member's e-mail (spec §7). */
export default function InvoiceReceiptPage() {
  const intl = useIntl();
  const ibcNumber = useCurrentStoreNumber();
  const emailAddress = useMember((member) => member.emailClaim);
  const query = useGetRebateReceipts({ ibcNumber, emailAddress }, { query: { enabled: ibcNumber !== '' && emailAddress !== '' } });
  const title = intl.formatMessage(invoiceMessages.sectionTitle);

  return (
    <Stack gap="md">
      <Text c="dimmed">{intl.formatMessage(invoiceMessages.intro)}</Text>
      <QuerySection title={title} query={query} skeleton="table" skeletonRows={8} isEmpty={(data) => data.receipts.length === 0}>
        {/* Keyed by store: its filters and page start afresh for another store's receipts. */}
        {(data) => <ReceiptsTable key={ibcNumber} receipts={data.receipts} label={title} />}
      </QuerySection>
    </Stack>
  );
}
