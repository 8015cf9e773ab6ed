import { defineMessage, defineMessages } from 'react-intl';

export const enrolMessages = defineMessages({
  enrol: {
    id: 'programs.enrol.enrol',
    defaultMessage: 'Enrol',
    description: 'Button: start enrolling the store in a program it does not have',
  },
  actionTitle: {
    id: 'programs.enrol.actionTitle',
    defaultMessage: 'Enrolment',
    description: 'Column title of the Enrol buttons',
  },
  account: {
    id: 'programs.enrol.account',
    defaultMessage: 'Distributor and account',
    description: "Label: the store's distributor account the program will run through",
  },
  accountHint: {
    id: 'programs.enrol.accountHint',
    defaultMessage: 'One of this store’s accounts with a distributor.',
    description: 'Hint under the distributor account choice',
  },
  chooseAccount: {
    id: 'programs.enrol.chooseAccount',
    defaultMessage: 'Choose an account',
    description: 'Placeholder of the distributor account choice',
  },
  accountRequired: {
    id: 'programs.enrol.accountRequired',
    defaultMessage: 'Please choose a distributor account!',
    description: 'No account chosen (worded like the other validation messages)',
  },
  noAccounts: {
    id: 'programs.enrol.noAccounts',
    defaultMessage:
      'This store has no distributor account yet, so it cannot enrol here. Please contact your regional manager.',
    description: 'The store has no distributor accounts to choose from',
  },
  advertising: {
    id: 'programs.enrol.advertising',
    defaultMessage: 'Yes, include the optional co-op advertising',
    description: 'Checkbox: opt in to the program’s co-op advertising',
  },
  note: {
    id: 'programs.enrol.note',
    defaultMessage: 'Note for the program team (optional)',
    description: 'Label of the optional note sent with an enrolment',
  },
  review: {
    id: 'programs.enrol.review',
    defaultMessage: 'Review enrolment',
    description: 'Button: check the enrolment before sending it',
  },
  confirm: {
    id: 'programs.enrol.confirm',
    defaultMessage: 'Confirm enrolment',
    description: 'Button: send the enrolment request',
  },
  change: {
    id: 'programs.enrol.change',
    defaultMessage: 'Change',
    description: 'Button: back from the review to the enrolment fields',
  },
  back: {
    id: 'programs.enrol.back',
    defaultMessage: 'Back to programs',
    description: 'Button: close the enrolment form',
  },
  reviewTitle: {
    id: 'programs.enrol.reviewTitle',
    defaultMessage: 'Please check and confirm',
    description: 'Heading of the enrolment review step',
  },
  program: { id: 'programs.enrol.program', defaultMessage: 'Program', description: 'Review: the program' },
  store: { id: 'programs.enrol.store', defaultMessage: 'Store', description: 'Review: the store that enrols' },
  advertisingChoice: {
    id: 'programs.enrol.advertisingChoice',
    defaultMessage: 'Co-op advertising',
    description: 'Review: whether the member opted in to co-op advertising',
  },
  yes: { id: 'programs.enrol.yes', defaultMessage: 'Yes', description: 'Review: opted in' },
  no: { id: 'programs.enrol.no', defaultMessage: 'No', description: 'Review: not opted in' },
  confirmationTitle: {
    id: 'programs.enrol.confirmationTitle',
    defaultMessage: 'Enrolment request sent',
    description: "Title above the server's confirmation text",
  },
  notOffered: {
    id: 'programs.enrol.notOffered',
    defaultMessage: 'This program cannot be enrolled in (any more) for this store.',
    description: 'The enrolment form was asked for a program the store has or that is not offered',
  },
});

export const enrolTitle = defineMessage<{ program: string }>(
  { id: 'programs.enrol.title', defaultMessage: 'Enrol in {program}', description: 'Heading of the enrolment form' },
  { typed: true },
);

export const enrolButtonName = defineMessage<{ program: string }>(
  {
    id: 'programs.enrol.buttonName',
    defaultMessage: 'Enrol in {program}',
    description: 'Accessible name of an Enrol button',
  },
  { typed: true },
);

export const enrolSent = defineMessage<{ program: string }>(
  {
    id: 'programs.enrol.sent',
    defaultMessage: 'The enrolment request for {program} was sent.',
    description: 'Message after an enrolment request was received, when the service sent no text of its own',
  },
  { typed: true },
);

export const accountOption = defineMessage<{ distributor: string; account: string }>(
  {
    id: 'programs.enrol.accountOption',
    defaultMessage: '{distributor} · account {account}',
    description: 'One distributor account in the choice',
  },
  { typed: true },
);
