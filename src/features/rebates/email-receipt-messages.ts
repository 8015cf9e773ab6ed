import { defineMessage, defineMessages } from 'react-intl';

export const emailReceiptMessages = defineMessages({
  emailMe: {
    id: 'rebates.emailReceipt.emailMe',
    defaultMessage: 'E-mail me',
    description: 'Row button: have this receipt e-mailed',
  },
  address: {
    id: 'rebates.emailReceipt.address',
    defaultMessage: 'Send it to',
    description: 'Label of the e-mail address the receipt goes to',
  },
  note: {
    id: 'rebates.emailReceipt.note',
    defaultMessage: 'Note for the rebate team (optional)',
    description: 'Label of the optional note sent with the request',
  },
  send: {
    id: 'rebates.emailReceipt.send',
    defaultMessage: 'E-mail me this receipt',
    description: 'Submit button: have the receipt e-mailed',
  },
  back: {
    id: 'rebates.emailReceipt.back',
    defaultMessage: 'Back to receipts',
    description: 'Button: close the e-mail form',
  },
  answerTitle: {
    id: 'rebates.emailReceipt.answerTitle',
    defaultMessage: 'Answer from the rebate service',
    description: "Title above the server's raw answer",
  },
  notFound: {
    id: 'rebates.emailReceipt.notFound',
    defaultMessage: 'This receipt is not among this store’s receipts.',
    description: 'The e-mail form was asked for a receipt the current store does not have',
  },
});

export const emailReceiptTitle = defineMessage<{ invoice: string }>(
  {
    id: 'rebates.emailReceipt.title',
    defaultMessage: 'E-mail the receipt for invoice {invoice}',
    description: 'Heading of the form that has one receipt e-mailed',
  },
  { typed: true },
);

export const emailReceiptButtonName = defineMessage<{ invoice: string }>(
  {
    id: 'rebates.emailReceipt.buttonName',
    defaultMessage: 'E-mail me the receipt for invoice {invoice}',
    description: 'Accessible name of a row’s E-mail me button',
  },
  { typed: true },
);

export const emailReceiptSent = defineMessage<{ invoice: string; email: string }>(
  {
    id: 'rebates.emailReceipt.sent',
    defaultMessage: 'The receipt for invoice {invoice} is on its way to {email}.',
    description: 'Message after the e-mail was requested, when the service sent no text of its own',
  },
  { typed: true },
);

export const receiptReference = defineMessage<{ id: string; invoice: string }>(
  {
    id: 'rebates.emailReceipt.reference',
    defaultMessage: 'Receipt {id} (invoice {invoice})',
    description:
      'First line of the request body, naming the receipt for the rebate team (sent in the member’s language)',
  },
  { typed: true },
);
