import { defineMessages } from 'react-intl';

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
  backgroundAlt: {
    id: 'auth.layout.label',
    defaultMessage: 'Member Portal sign-in',
    description: 'Accessible name of the sign-in area',
  },
});
