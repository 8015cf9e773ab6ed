import { defineMessage, defineMessages } from 'react-intl';

export const storeMessages = defineMessages({
  searchPlaceholder: {
    id: 'stores.selector.searchPlaceholder',
    defaultMessage: 'Name or number',
    description: 'Placeholder of a chain owner’s store selector, where the member types to find a store',
  },
  recentStores: {
    id: 'stores.selector.recent',
    defaultMessage: 'Current and recent',
    description: 'Group at the top of a chain owner’s store list: the current store and those used recently',
  },
  allStores: {
    id: 'stores.selector.all',
    defaultMessage: 'All stores',
    description: 'Group of a chain owner’s store list with every other store',
  },
  noMatch: {
    id: 'stores.selector.noMatch',
    defaultMessage: 'No store has this name or number',
    description: 'The store list when nothing matches what the member typed',
  },
  storeLabel: {
    id: 'stores.selector.label',
    defaultMessage: 'Store',
    description: 'Label of the header store selector',
  },
  noStores: {
    id: 'stores.notice.noStores',
    defaultMessage: 'No stores are linked to your account yet. Please contact your regional manager.',
    description: 'The store chain is empty',
  },
  loadFailed: {
    id: 'stores.notice.loadFailed',
    defaultMessage: 'Your stores could not be loaded. Please try again.',
    description: 'The store chain failed to load',
  },
  noNotifications: {
    id: 'stores.notifications.empty',
    defaultMessage: 'No notifications for this store.',
    description: 'Empty notification menu',
  },
  notificationsTitle: {
    id: 'stores.notifications.title',
    defaultMessage: 'Notifications',
    description: 'Heading of the notification menu',
  },
});

export const notificationsButton = defineMessage<{ count: number }>(
  {
    id: 'stores.notifications.button',
    defaultMessage: 'Notifications, {count, plural, =0 {none} one {# new} other {# new}}',
    description: 'Accessible name of the bell button',
  },
  { typed: true },
);

export const numberNotFound = defineMessage<{ number: string; store: string }>(
  {
    id: 'stores.notice.numberNotFound',
    defaultMessage:
      'Your member number {number} matches none of your stores, so {store} is shown. Choose another store in the header.',
    description: 'Preselection fell back to the first store',
  },
  { typed: true },
);

export const noMemberNumber = defineMessage<{ store: string }>(
  {
    id: 'stores.notice.noMemberNumber',
    defaultMessage: 'Your sign-in carries no member number, so {store} is shown. Choose another store in the header.',
    description: 'The member-number claim is missing',
  },
  { typed: true },
);

export const moreStores = defineMessage<{ count: number }>(
  {
    id: 'stores.selector.more',
    defaultMessage: '{count, plural, one {# more store: type to find it} other {# more stores: type to find them}}',
    description: 'Last line of a chain owner’s store list: how many stores are not drawn until the member types',
  },
  { typed: true },
);
