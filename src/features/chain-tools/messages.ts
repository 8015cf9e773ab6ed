import { defineMessage, defineMessages } from 'react-intl';

export const pricingMessages = defineMessages({
  title: {
    id: 'chainTools.pricing.section',
    defaultMessage: 'Chain pricing',
    description: 'Heading of the chain pricing section',
  },
  contactManager: {
    id: 'chainTools.pricing.contactManager',
    defaultMessage: 'Contact your regional manager',
    description: 'Link to the regional-manager tab of the account page',
  },
});

export const appliesToStores = defineMessage<{ count: number }>(
  {
    id: 'chainTools.pricing.applies',
    defaultMessage:
      'Your profile has {count, plural, one {# store} other {# stores}}, so chain pricing applies to all of them.',
    description: 'Chain pricing page, member with several stores: how many stores the profile has',
  },
  { typed: true },
);

export const notForSingleStore = defineMessage<{ count: number }>(
  {
    id: 'chainTools.pricing.notApplicable',
    defaultMessage:
      'Chain pricing is for members who own more than one store. Your profile has {count, plural, =0 {no store} one {one store} other {# stores}}, so it does not apply to you. If you have opened or bought another store, your regional manager can add it to your profile.',
    description: 'Chain pricing page, member with one store (or none): why chain pricing does not apply',
  },
  { typed: true },
);

export const paymentMessages = defineMessages({
  title: {
    id: 'chainTools.newsletter.section',
    defaultMessage: 'Chain newsletter payment',
    description: 'Heading of the chain newsletter payment section',
  },
  amount: { id: 'chainTools.newsletter.amount', defaultMessage: 'Amount', description: 'Label of the amount to pay' },
  status: { id: 'chainTools.newsletter.status', defaultMessage: 'Status', description: 'Label of the payment status' },
  invoiceNumber: {
    id: 'chainTools.newsletter.invoiceNumber',
    defaultMessage: 'Invoice number',
    description: 'Label of the cooperative’s invoice number',
  },
  subscriptionYear: {
    id: 'chainTools.newsletter.subscriptionYear',
    defaultMessage: 'Year',
    description: 'Label of the year the newsletter placement covers',
  },
  dueDate: {
    id: 'chainTools.newsletter.dueDate',
    defaultMessage: 'Due date',
    description: 'Label of the date the payment is due',
  },
  paidOn: {
    id: 'chainTools.newsletter.paidOn',
    defaultMessage: 'Paid on',
    description: 'Label of the date the payment was received',
  },
  paymentMethod: {
    id: 'chainTools.newsletter.paymentMethod',
    defaultMessage: 'Paid by',
    description: 'Label of how the payment was made (ACH, check…)',
  },
  statusPaid: {
    id: 'chainTools.newsletter.statusPaid',
    defaultMessage: 'Paid',
    description: 'Payment status: received',
  },
  statusPending: {
    id: 'chainTools.newsletter.statusPending',
    defaultMessage: 'Pending',
    description: 'Payment status: not yet due or not yet received',
  },
  statusOverdue: {
    id: 'chainTools.newsletter.statusOverdue',
    defaultMessage: 'Overdue',
    description: 'Payment status: past its due date',
  },
});

export const overdueNotice = defineMessage<{ amount: string; date: string }>(
  {
    id: 'chainTools.newsletter.overdueNotice',
    defaultMessage:
      'This payment of {amount} was due on {date}. Please pay it, or contact member services if you have already paid.',
    description: 'Shown when the chain newsletter payment is overdue',
  },
  { typed: true },
);

export const pendingNotice = defineMessage<{ amount: string; date: string }>(
  {
    id: 'chainTools.newsletter.pendingNotice',
    defaultMessage: '{amount} is due by {date}.',
    description: 'Shown when the chain newsletter payment is pending',
  },
  { typed: true },
);
