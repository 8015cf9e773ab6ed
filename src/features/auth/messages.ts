import { defineMessage, defineMessages } from 'react-intl';

/** The sign-in page's validation and failure texts, in English. */
export const authMessages = defineMessages({
  signInHeading: {
    id: 'auth.signIn.heading',
    defaultMessage: 'Sign in to your member account',
    description: 'Heading of the sign-in page',
  },
  signInIntro: {
    id: 'auth.signIn.intro',
    defaultMessage: 'Rebates, incentives and programs for your stores, in one place.',
    description: 'Line under the sign-in heading',
  },
  password: { id: 'auth.field.password', defaultMessage: 'Password', description: 'Password field label' },
  signIn: { id: 'auth.signIn.submit', defaultMessage: 'Sign in', description: 'Button that signs the member in' },
  signInAsSomeoneElse: {
    id: 'auth.signIn.someoneElse',
    defaultMessage: 'Sign in as someone else',
    description:
      'Button beside Sign in: the identity provider asks who is signing in, even if someone signed in on this computer before',
  },
  signedOutIdle: {
    id: 'auth.signIn.signedOutIdle',
    defaultMessage:
      'You were signed out because nothing happened on this computer for {minutes, plural, one {# minute} other {# minutes}}. Your unsent forms are kept for when you sign in again.',
    description: 'Shown on the sign-in page after an automatic sign-out for inactivity',
  },
  backgroundAlt: {
    id: 'auth.layout.label',
    defaultMessage: 'Member Portal sign-in',
    description: 'Accessible name of the sign-in area',
  },
});

export const signedOutIdleMessage = defineMessage<{ minutes: number }>(
  {
    id: 'auth.signIn.signedOutIdle',
    defaultMessage:
      'You were signed out because nothing happened on this computer for {minutes, plural, one {# minute} other {# minutes}}. Your unsent forms are kept for when you sign in again.',
    description: 'Shown on the sign-in page after an automatic sign-out for inactivity',
  },
  { typed: true },
);
