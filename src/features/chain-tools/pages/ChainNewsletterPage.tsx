import { Alert, Badge, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconClock } from '@tabler/icons-react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { getGetChainNewsletterPaymentQueryOptions } from '@generated/api/chain-tools/chain-tools';
import type { ChainNewsletterPayment } from '@generated/model';
import { DetailList } from '@/components/DetailList';
import { QuerySection } from '@/components/query';
import { useFormatters } from '@/lib/i18n';
import { type QueryMember } from '@/lib/member';
import { usePageQuery } from '@/lib/member/page-query';
import { overdueNotice, paymentMessages, pendingNotice } from '../messages';
import classes from '../chain-tools.module.css';
import '../styles';

const statusLook: Record<ChainNewsletterPayment['status'], { color: string; label: MessageDescriptor }> = {
  Paid: { color: 'green', label: paymentMessages.statusPaid },
  Pending: { color: 'yellow', label: paymentMessages.statusPending },
  Overdue: { color: 'red', label: paymentMessages.statusOverdue },
};

function Payment({ payment }: { payment: ChainNewsletterPayment }) {
  const intl = useIntl();
  const format = useFormatters();
  const look = statusLook[payment.status];
  const details: [string, string][] = [
    [intl.formatMessage(paymentMessages.invoiceNumber), payment.invoiceNumber],
    [
      intl.formatMessage(paymentMessages.subscriptionYear),
      format.year(new Date(Date.UTC(payment.subscriptionYear, 6, 1))),
    ],
    [intl.formatMessage(paymentMessages.dueDate), format.date(payment.dueDate)],
    ...(payment.paidOn
      ? [[intl.formatMessage(paymentMessages.paidOn), format.date(payment.paidOn)] as [string, string]]
      : []),
    ...(payment.paymentMethod
      ? [[intl.formatMessage(paymentMessages.paymentMethod), payment.paymentMethod] as [string, string]]
      : []),
  ];
  const notice = { amount: format.currency(payment.amount), date: format.date(payment.dueDate) };
  return (
    <Stack gap="md">
      <Text size="sm">{payment.description}</Text>
      <Group gap="md" align="center">
        <div>
          <Text size="sm" c="dimmed">
            {intl.formatMessage(paymentMessages.amount)}
          </Text>
          <Text className={classes.amount}>{format.currency(payment.amount)}</Text>
        </div>
        <div>
          <Text size="sm" c="dimmed">
            {intl.formatMessage(paymentMessages.status)}
          </Text>
          {/* The colour tints the badge; the text stays in the body colour, readable on every tint (WCAG AA). */}
          <Badge color={look.color} variant="light" size="lg" c="var(--mantine-color-text)">
            {intl.formatMessage(look.label)}
          </Badge>
        </div>
      </Group>
      {payment.status === 'Overdue' && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
          {intl.formatMessage(overdueNotice, notice)}
        </Alert>
      )}
      {payment.status === 'Pending' && (
        <Alert color="yellow" variant="light" icon={<IconClock size={18} aria-hidden />}>
          {intl.formatMessage(pendingNotice, notice)}
        </Alert>
      )}
      <DetailList items={details} columns={3} />
    </Stack>
  );
}

// The page's first call, asked by its route's loader as its code arrives and read by the page (page-query.ts).
const pageQuery = ({ store }: QueryMember) => getGetChainNewsletterPaymentQueryOptions(store);

/**
 * /chaintools/newsletter: the payment for the current store's chain newsletter placement. The call's `id` is the
 * store number (the contract's StoreIdPath), so it follows the store selector like every other page.
 */
export default function ChainNewsletterPage() {
  const intl = useIntl();
  const query = usePageQuery(pageQuery);
  return (
    <QuerySection title={intl.formatMessage(paymentMessages.title)} query={query} skeleton="lines" skeletonRows={5}>
      {(payment) => <Payment payment={payment} />}
    </QuerySection>
  );
}

ChainNewsletterPage.query = pageQuery;
