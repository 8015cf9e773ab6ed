import { defineMessage, defineMessages } from 'react-intl';

export const incentiveMessages = defineMessages({
  intro: {
    id: 'incentives.list.intro',
    defaultMessage:
      'Sponsors pay your store for in-store promotions. Claim an open incentive here; some ask for a photo of the display.',
    description: 'Introduction of the Incentives page',
  },
  sectionTitle: {
    id: 'incentives.list.title',
    defaultMessage: 'Incentives for this store',
    description: 'Heading of the incentives list',
  },
  incentive: {
    id: 'incentives.list.incentive',
    defaultMessage: 'Incentive',
    description: 'Column: the incentive (title, sponsor, what to do)',
  },
  amount: {
    id: 'incentives.list.amount',
    defaultMessage: 'Amount',
    description: 'Column: the money paid to the store',
  },
  period: {
    id: 'incentives.list.period',
    defaultMessage: 'Claim period',
    description: 'Column: first and last day claims are accepted',
  },
  sponsor: {
    id: 'incentives.csv.sponsor',
    defaultMessage: 'Sponsor',
    description: 'CSV column header: who pays the incentive',
  },
  proof: { id: 'incentives.list.proof', defaultMessage: 'Proof', description: 'Column: whether a photo is required' },
  photoRequired: {
    id: 'incentives.list.photoRequired',
    defaultMessage: 'Photo required',
    description: 'The incentive must be claimed with a photo',
  },
  noPhoto: {
    id: 'incentives.list.noPhoto',
    defaultMessage: 'No photo needed',
    description: 'The incentive is claimed without a photo',
  },
  status: {
    id: 'incentives.list.status',
    defaultMessage: 'Status',
    description: "Column: where the store's claim stands",
  },
  statusOpen: {
    id: 'incentives.status.open',
    defaultMessage: 'Open',
    description: 'Incentive status: not claimed yet',
  },
  statusSubmitted: {
    id: 'incentives.status.submitted',
    defaultMessage: 'Submitted',
    description: 'Incentive status: a claim was received and awaits review',
  },
  statusApproved: {
    id: 'incentives.status.approved',
    defaultMessage: 'Approved',
    description: 'Incentive status: the sponsor accepted the claim',
  },
  statusPaid: {
    id: 'incentives.status.paid',
    defaultMessage: 'Paid',
    description: 'Incentive status: the store was paid',
  },
  action: { id: 'incentives.list.action', defaultMessage: 'Claim', description: 'Column title of the claim buttons' },
  claim: {
    id: 'incentives.list.claim',
    defaultMessage: 'Claim',
    description: 'Button: open the claim form of an incentive',
  },
  continueClaim: {
    id: 'incentives.list.continueClaim',
    defaultMessage: 'Continue claim',
    description: 'Button: open a claim form that has an unsent draft',
  },
  draftSaved: {
    id: 'incentives.list.draftSaved',
    defaultMessage: 'Unsent draft saved on this device',
    description: 'An incentive whose claim form has an unsent draft',
  },
  back: {
    id: 'incentives.claim.back',
    defaultMessage: 'Back to incentives',
    description: 'Button: close the claim form and go back to the list',
  },
  send: { id: 'incentives.claim.send', defaultMessage: 'Send claim', description: 'Submit button of the claim form' },
  comment: {
    id: 'incentives.claim.comment',
    defaultMessage: 'Comment for the sponsor (optional)',
    description: 'Label of the optional comment of a claim without photo',
  },
  chooseOption: {
    id: 'incentives.claim.chooseOption',
    defaultMessage: 'Choose one',
    description: 'Placeholder of the incentive’s dropdown',
  },
  optionRequired: {
    id: 'incentives.claim.optionRequired',
    defaultMessage: 'Please choose an option!',
    description: 'The incentive’s dropdown has no choice yet (worded like the other validation messages)',
  },
  notOpen: {
    id: 'incentives.claim.notOpen',
    defaultMessage: 'This incentive cannot be claimed (any more) for this store.',
    description: 'The claim form was asked for an incentive that is not open for the current store',
  },
});

export const incentivePeriod = defineMessage<{ start: string; end: string }>(
  {
    id: 'incentives.list.range',
    defaultMessage: '{start} – {end}',
    description: 'A claim period from one date to another',
  },
  { typed: true },
);

export const claimButtonName = defineMessage<{ title: string }>(
  {
    id: 'incentives.list.claimName',
    defaultMessage: 'Claim {title}',
    description: 'Accessible name of a Claim button (the incentive title follows)',
  },
  { typed: true },
);

export const continueButtonName = defineMessage<{ title: string }>(
  {
    id: 'incentives.list.continueName',
    defaultMessage: 'Continue claim {title}',
    description: 'Accessible name of a Continue claim button',
  },
  { typed: true },
);

export const claimTitleMessage = defineMessage<{ title: string }>(
  {
    id: 'incentives.claim.title',
    defaultMessage: 'Claim: {title}',
    description: 'Heading of the claim form; title is the incentive',
  },
  { typed: true },
);

export const claimSentMessage = defineMessage<{ title: string; submissionId: string }>(
  {
    id: 'incentives.claim.sent',
    defaultMessage: 'Your claim for {title} was sent (reference {submissionId}).',
    description: 'Message after a claim was received, when the service sent no text of its own',
  },
  { typed: true },
);

export const claimAnswerTitle = defineMessage<{ submissionId: string }>(
  {
    id: 'incentives.claim.answerTitle',
    defaultMessage: 'Claim sent (reference {submissionId})',
    description: 'Title above the one message after a claim: the service’s confirmation text, or ours',
  },
  { typed: true },
);
