import { defineMessage, defineMessages } from 'react-intl';

export const accountMessages = defineMessages({
  tabsLabel: {
    id: 'account.details.tabsLabel',
    defaultMessage: 'Account details',
    description: 'Accessible name of the tab list on the account page',
  },
  storeTab: {
    id: 'account.details.storeTab',
    defaultMessage: 'Store details',
    description: 'Tab 0: the store’s details',
  },
  managerTab: {
    id: 'account.details.managerTab',
    defaultMessage: 'Regional manager',
    description: 'Tab 1: the regional-manager contact',
  },
  storeNumber: {
    id: 'account.details.storeNumber',
    defaultMessage: 'Store number',
    description: 'Label of the store number (ibcNumber)',
  },
  owner: { id: 'account.details.owner', defaultMessage: 'Owner', description: 'Label of the store owner’s name' },
  address: {
    id: 'account.details.address',
    defaultMessage: 'Address',
    description: 'Label of the store’s postal address',
  },
  phone: { id: 'account.details.phone', defaultMessage: 'Phone', description: 'Label of a phone number' },
  email: { id: 'account.details.email', defaultMessage: 'E-mail', description: 'Label of an e-mail address' },
  memberSince: {
    id: 'account.details.memberSince',
    defaultMessage: 'Member since',
    description: 'Label of the date the store joined the cooperative',
  },
  distributorAccounts: {
    id: 'account.details.distributorAccounts',
    defaultMessage: 'Distributor accounts',
    description: 'Heading of the store’s accounts with distributors',
  },
  noDistributorAccounts: {
    id: 'account.details.noDistributorAccounts',
    defaultMessage: 'No distributor accounts are on file for this store.',
    description: 'The store has no distributor accounts',
  },
  accountNumber: {
    id: 'account.details.accountNumber',
    defaultMessage: 'Account number',
    description: 'Label of the store’s account number at a distributor',
  },
  yourManager: {
    id: 'account.details.yourManager',
    defaultMessage: 'Your regional manager',
    description: 'Heading of the regional-manager contact',
  },
  region: {
    id: 'account.details.region',
    defaultMessage: 'Region',
    description: 'Label of the region the manager covers',
  },
});

export const managerPhoto = defineMessage<{ name: string }>(
  {
    id: 'account.details.managerPhoto',
    defaultMessage: 'Photo of {name}',
    description: 'Alternative text of the regional manager’s photo',
  },
  { typed: true },
);

export const writeTo = defineMessage<{ name: string; email: string }>(
  {
    id: 'account.details.writeTo',
    defaultMessage: 'E-mail {name} at {email}',
    description: 'Accessible name of the mailto link to the regional manager',
  },
  { typed: true },
);

export const callNumber = defineMessage<{ name: string; phone: string }>(
  {
    id: 'account.details.callNumber',
    defaultMessage: 'Call {name} on {phone}',
    description: 'Accessible name of the tel link to a phone number',
  },
  { typed: true },
);
