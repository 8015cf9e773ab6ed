import { defineMessage, defineMessages } from 'react-intl';

/** Texts of the forms that keep everything: drafts, offline, sending, failures, leaving. */
export const sendMessages = defineMessages({
  restoredTitle: {
    id: 'form.draft.restoredTitle',
    defaultMessage: 'Your unsent entries are back',
    description: 'Title of the notice shown when a saved draft was put back into a form',
  },
  startOver: {
    id: 'form.draft.startOver',
    defaultMessage: 'Start over',
    description: 'Button: throw the restored draft away and start the form afresh',
  },
  offline: {
    id: 'form.offline',
    defaultMessage:
      'You are offline. What you enter is kept on this device, and Send waits until the connection is back.',
    description: 'Shown on a form while the device has no network',
  },
  waiting: {
    id: 'form.waiting',
    defaultMessage: 'Waiting for the connection. This will be sent as soon as you are back online.',
    description: 'Send was pressed while offline; the form waits for the network',
  },
  keptAfterFailure: {
    id: 'form.keptAfterFailure',
    defaultMessage: 'Nothing you entered is lost. Try again sends the same again.',
    description: 'After a failed send: the fields and the photo are kept',
  },
  cancelled: {
    id: 'form.cancelled',
    defaultMessage: 'Sending was cancelled. Nothing you entered is lost; press Send when you are ready.',
    description: 'The member cancelled a send or an upload',
  },
  cancel: { id: 'form.cancel', defaultMessage: 'Cancel', description: 'Button: stop the send or upload under way' },
  sending: {
    id: 'form.sending',
    defaultMessage: 'Sending…',
    description: 'Accessible name of the upload progress bar',
  },
  leaveTitle: {
    id: 'form.leave.title',
    defaultMessage: 'Leave without sending?',
    description: 'Title of the dialog asked when leaving a form with unsent changes',
  },
  leaveText: {
    id: 'form.leave.text',
    defaultMessage:
      'What you entered has not been sent. It stays saved on this device as a draft, so you can finish it later.',
    description: 'Body of the leave dialog',
  },
  stay: { id: 'form.leave.stay', defaultMessage: 'Stay on the form', description: 'Leave dialog: do not leave' },
  leave: {
    id: 'form.leave.leave',
    defaultMessage: 'Leave',
    description: 'Leave dialog: leave the form (the draft is kept)',
  },
});

export const photoMessages = defineMessages({
  label: {
    id: 'form.photo.label',
    defaultMessage: 'Photo',
    description: 'Label of the photo field of an incentive claim',
  },
  drop: {
    id: 'form.photo.drop',
    defaultMessage: 'Drag a photo here, or choose one',
    description: 'Text inside the photo drop area (it opens the file picker when activated)',
  },
  camera: {
    id: 'form.photo.camera',
    defaultMessage: 'Take a photo',
    description: 'Button: open the phone camera to take the photo',
  },
  remove: {
    id: 'form.photo.remove',
    defaultMessage: 'Remove photo',
    description: 'Button: take the chosen photo away',
  },
  noPreview: {
    id: 'form.photo.noPreview',
    defaultMessage: 'No preview for this type; it will be sent as it is.',
    description: 'The browser cannot show this photo (HEIC)',
  },
  required: {
    id: 'form.photo.required',
    defaultMessage: 'Please add a photo!',
    description: 'The incentive needs a photo and none was chosen (worded like the other validation messages)',
  },
  empty: {
    id: 'form.photo.empty',
    defaultMessage: 'This file is empty (0 bytes). Please choose the photo again.',
    description: 'A 0-byte file was chosen',
  },
  wrongType: {
    id: 'form.photo.wrongType',
    defaultMessage: 'This type of file cannot be sent. Please choose a JPEG, PNG, WebP or HEIC photo.',
    description: 'The chosen file is not an accepted image type',
  },
  notImage: {
    id: 'form.photo.notImage',
    defaultMessage:
      'This file is not a JPEG, PNG, WebP or HEIC picture, whatever its name says. Please choose a photo.',
    description: 'A file named like an image whose content is not one (checked by its first bytes)',
  },
});

export const restoredMessage = defineMessage<{ savedAt: string }>(
  {
    id: 'form.draft.restored',
    defaultMessage: 'This form was not sent last time. What you entered on {savedAt} has been put back.',
    description: 'A saved draft was put back into the form; savedAt is a date and time',
  },
  { typed: true },
);

export const uploadedMessage = defineMessage<{ percent: number }>(
  {
    id: 'form.uploaded',
    defaultMessage: 'Uploading: {percent, number, ::percent}',
    description: 'Upload progress as a percentage, beside the bar',
  },
  { typed: true },
);

export const invalidCountMessage = defineMessage<{ count: number }>(
  {
    id: 'form.invalidCount',
    defaultMessage: '{count, plural, one {One field needs your attention.} other {# fields need your attention.}}',
    description: 'Announced to screen readers when Send found wrong fields',
  },
  { typed: true },
);

export const photoHintMessage = defineMessage<{ limit: string }>(
  {
    id: 'form.photo.hint',
    defaultMessage: 'JPEG, PNG, WebP or HEIC, up to {limit}',
    description: 'Accepted photo types and the size limit (limit is a size such as 10 MB)',
  },
  { typed: true },
);

export const photoPreviewMessage = defineMessage<{ name: string }>(
  {
    id: 'form.photo.preview',
    defaultMessage: 'Preview of {name}',
    description: 'Alternative text of the chosen photo preview',
  },
  { typed: true },
);

export const photoTooLargeMessage = defineMessage<{ size: string; limit: string }>(
  {
    id: 'form.photo.tooLarge',
    defaultMessage: 'This photo is {size}; the largest photo accepted is {limit}.',
    description: 'The chosen photo is over the size limit; both are sizes such as 40 MB',
  },
  { typed: true },
);
