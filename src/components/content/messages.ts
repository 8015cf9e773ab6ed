import { defineMessages } from 'react-intl';

/** The few texts of the content blocks themselves; everything else on a content page comes from its content file. */
export const contentMessages = defineMessages({
  opensInNewTab: {
    id: 'contentBlocks.opensInNewTab',
    defaultMessage: '(opens in a new tab)',
    description: 'Read by screen readers after a link that opens another website in a new tab',
  },
  email: {
    id: 'contentBlocks.contact.email',
    defaultMessage: 'E-mail',
    description: 'Label above an e-mail address on a contact card',
  },
  phone: {
    id: 'contentBlocks.contact.phone',
    defaultMessage: 'Phone',
    description: 'Label above a phone number on a contact card',
  },
  hours: {
    id: 'contentBlocks.contact.hours',
    defaultMessage: 'Hours',
    description: 'Label above the times a contact answers',
  },
  appStoreLine1: {
    id: 'contentBlocks.appStore.line1',
    defaultMessage: 'Download on the',
    description:
      'Small first line of the App Store badge ("Download on the / App Store"), as on Apple’s badge in this language',
  },
  appStoreLine2: {
    id: 'contentBlocks.appStore.line2',
    defaultMessage: 'App Store',
    description: 'Large second line of the App Store badge: the store’s name as Apple writes it in this language',
  },
  googlePlayLine1: {
    id: 'contentBlocks.googlePlay.line1',
    defaultMessage: 'Get it on',
    description:
      'Small first line of the Google Play badge ("Get it on / Google Play"), as on Google’s badge in this language',
  },
  googlePlayLine2: {
    id: 'contentBlocks.googlePlay.line2',
    defaultMessage: 'Google Play',
    description: 'Large second line of the Google Play badge: the store’s name',
  },
  appStores: {
    id: 'contentBlocks.appStores',
    defaultMessage: 'Download the app',
    description: 'Screen-reader name of the group of App Store and Google Play badges',
  },
});
