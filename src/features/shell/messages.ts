import { defineMessage, defineMessages } from 'react-intl';

export const shellMessages = defineMessages({
  mainNavigation: {
    id: 'shell.mainNavigation',
    defaultMessage: 'Main navigation',
    description: 'Accessible name of the menu (sidebar, mini rail or top bar)',
  },
  openNavigation: {
    id: 'shell.openNavigation',
    defaultMessage: 'Open navigation',
    description: 'Menu button that opens the navigation drawer',
  },
  closeNavigation: {
    id: 'shell.closeNavigation',
    defaultMessage: 'Close navigation',
    description: 'Button that closes the navigation drawer',
  },
  collapseSidebar: {
    id: 'shell.collapseSidebar',
    defaultMessage: 'Collapse sidebar',
    description: 'Button that shrinks the sidebar to icons on large screens',
  },
  expandSidebar: {
    id: 'shell.expandSidebar',
    defaultMessage: 'Expand sidebar',
    description: 'Button that widens the sidebar from icons to the full menu on large screens',
  },
  accountMenu: {
    id: 'shell.accountMenu',
    defaultMessage: 'Account menu',
    description: 'Button opening the user menu in the header',
  },
  myAccount: {
    id: 'shell.myAccount',
    defaultMessage: 'My account',
    description: 'User menu entry leading to account details',
  },
  lockScreen: {
    id: 'shell.lockScreen',
    defaultMessage: 'Lock screen',
    description: 'User menu entry that locks the session until the password is entered again',
  },
  logout: { id: 'shell.logout', defaultMessage: 'Logout', description: 'User menu entry that signs the member out' },
  systemManager: {
    id: 'shell.systemManager',
    defaultMessage: 'System Manager',
    description: 'Static label in the user box',
  },
  adminLabel: {
    id: 'shell.adminLabel',
    defaultMessage: 'Member Portal Admin',
    description: 'Second product label, above the entries of the user menu and under the logo in the sidebar',
  },
  appName: { id: 'app.name', defaultMessage: 'Member Portal', description: 'Product name in the header' },
  skipToContent: {
    id: 'shell.skipToContent',
    defaultMessage: 'Skip to content',
    description: 'Keyboard link that jumps past the navigation',
  },
  messagesTitle: {
    id: 'shell.messages.title',
    defaultMessage: 'Messages',
    description: 'Heading of the messages popover in the header',
  },
  viewAll: {
    id: 'shell.messages.viewAll',
    defaultMessage: 'View all',
    description: 'Button at the foot of the messages popover',
  },
  promo: {
    id: 'shell.promo.text',
    defaultMessage: 'Get flat 60% off on your first purchase',
    description: 'Promo banner above the header in one layout',
  },
  dismissPromo: {
    id: 'shell.promo.dismiss',
    defaultMessage: 'Dismiss the offer',
    description: 'Close button of the promo banner',
  },
  searchPlaceholder: {
    id: 'shell.search.placeholder',
    defaultMessage: 'Search…',
    description: 'Placeholder of the header search box',
  },
  searchLabel: {
    id: 'shell.search.label',
    defaultMessage: 'Search pages',
    description: 'Accessible name of the search box that finds pages of the menu',
  },
  searchNothing: {
    id: 'shell.search.nothing',
    defaultMessage: 'No page matches your search',
    description: 'Shown when the search finds no page',
  },
  searchShortcut: {
    id: 'shell.search.shortcut',
    defaultMessage: 'Ctrl + K opens the search anywhere',
    description: 'Hint in the search window about the keyboard shortcut',
  },
  pageLoading: {
    id: 'shell.pageLoading',
    defaultMessage: 'Loading the page',
    description: 'Accessible name of the thin progress bar shown while a page loads',
  },
  advertisement: {
    id: 'shell.ads.label',
    defaultMessage: 'Advertisement',
    description: 'Accessible name of the advertisement column beside the content',
  },
  adDots: {
    id: 'shell.ads.dots',
    defaultMessage: 'Advertisements',
    description: 'Accessible name of the row of dots below the advertisement banner, one dot per banner',
  },
  pauseAds: {
    id: 'shell.ads.pause',
    defaultMessage: 'Pause',
    description: 'Button below the advertisement banner that stops it changing to the next banner by itself',
  },
  playAds: {
    id: 'shell.ads.play',
    defaultMessage: 'Play',
    description: 'Button below the paused advertisement banner that lets it change to the next banner by itself again',
  },
  previousAd: {
    id: 'shell.ads.previous',
    defaultMessage: 'Previous advertisement',
    description: 'Arrow button on the advertisement banner that shows the banner before',
  },
  nextAd: {
    id: 'shell.ads.next',
    defaultMessage: 'Next advertisement',
    description: 'Arrow button on the advertisement banner that shows the banner after',
  },
  adCarouselRole: {
    id: 'shell.ads.carouselRole',
    defaultMessage: 'carousel',
    description:
      'What a screen reader calls the advertisement banner, which shows one of several banners in turn (in lower case)',
  },
  adSlideRole: {
    id: 'shell.ads.slideRole',
    defaultMessage: 'slide',
    description: 'What a screen reader calls one banner of the advertisement carousel (in lower case)',
  },
  opensInNewTab: {
    id: 'shell.opensInNewTab',
    defaultMessage: '(opens in a new tab)',
    description: 'Read after the name of a link to another site',
  },
});

export const messagesButton = defineMessage<{ count: number }>(
  {
    id: 'shell.messages.button',
    defaultMessage: 'Messages, {count, plural, =0 {none} one {# new} other {# new}}',
    description: 'Accessible name of the envelope button in the header',
  },
  { typed: true },
);

export const showAd = defineMessage<{ number: number; total: number }>(
  {
    id: 'shell.ads.show',
    defaultMessage: 'Show advertisement {number} of {total}',
    description: 'Dot below the advertisement banner that shows one of the banners',
  },
  { typed: true },
);

export const adPosition = defineMessage<{ number: number; total: number }>(
  {
    id: 'shell.ads.position',
    defaultMessage: 'Advertisement {number} of {total}',
    description: 'Accessible name of one banner of the advertisement carousel',
  },
  { typed: true },
);

export const adShown = defineMessage<{ number: number; total: number; title: string }>(
  {
    id: 'shell.ads.shown',
    defaultMessage: 'Advertisement {number} of {total}: {title}',
    description:
      'Read by a screen reader when the member moves the advertisement carousel to another banner; title is the banner’s heading',
  },
  { typed: true },
);

export const qrCodeAlt = defineMessage<{ store: string }>(
  {
    id: 'shell.footer.qrCode',
    defaultMessage: 'QR code: {store}',
    description:
      'Accessible name of a QR code in the footer; store is the store badge text, e.g. Get it on Google Play',
  },
  { typed: true },
);

// year: already formatted for the locale (useFormatters().year()), so Arabic gets its own digits where it uses them.
export const copyrightMessage = defineMessage<{ year: string }>(
  {
    id: 'shell.copyright',
    defaultMessage: '© {year} Member Portal. All rights reserved.',
    description: 'Footer copyright line',
  },
  { typed: true },
);
