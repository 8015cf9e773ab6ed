import { defineMessage, defineMessages } from 'react-intl';

export const shellMessages = defineMessages({
  mainNavigation: { id: 'shell.mainNavigation', defaultMessage: 'Main navigation', description: 'Accessible name of the sidebar menu' },
  openNavigation: { id: 'shell.openNavigation', defaultMessage: 'Open navigation', description: 'Menu button that opens the sidebar on small screens' },
  closeNavigation: { id: 'shell.closeNavigation', defaultMessage: 'Close navigation', description: 'Menu button that closes the sidebar on small screens' },
  accountMenu: { id: 'shell.accountMenu', defaultMessage: 'Account menu', description: 'Button opening the user menu in the header' },
  myAccount: { id: 'shell.myAccount', defaultMessage: 'My account', description: 'User menu entry leading to account details' },
  lockScreen: { id: 'shell.lockScreen', defaultMessage: 'Lock screen', description: 'User menu entry that locks the session until the password is entered again' },
  logout: { id: 'shell.logout', defaultMessage: 'Logout', description: 'User menu entry that signs the member out' },
  systemManager: { id: 'shell.systemManager', defaultMessage: 'System Manager', description: 'Static label in the sidebar user box (spec §1)' },
  appName: { id: 'app.name', defaultMessage: 'Member Portal', description: 'Product name in the header' },
  skipToContent: { id: 'shell.skipToContent', defaultMessage: 'Skip to content', description: 'Keyboard link that jumps past the navigation' },
});

// year: already formatted for the locale (useFormatters().year()), so Arabic gets its own digits where it uses them.
export const copyrightMessage = defineMessage<{ year: string }>(
  { id: 'shell.copyright', defaultMessage: '© {year} Member Portal. All rights reserved.', description: 'Footer copyright line' },
  { typed: true },
);
