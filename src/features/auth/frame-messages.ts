import { defineMessages } from 'react-intl';

/**
 * Texts of the frame around every authentication page (the links under the form, the split layout's tagline): apart
 * from the pages' own texts (flow-messages.ts), so the sign-in page downloads only these.
 */
export const frameMessages = defineMessages({
  linksLabel: {
    id: 'auth.links.label',
    defaultMessage: 'Account help',
    description: 'Accessible name of the links under the sign-in forms',
  },
  forgotLink: {
    id: 'auth.links.forgot',
    defaultMessage: 'Forgot password?',
    description: 'Link to the forgot-password page',
  },
  signUpLink: { id: 'auth.links.signUp', defaultMessage: 'Create an account', description: 'Link to the sign-up page' },
  signInLink: { id: 'auth.links.signIn', defaultMessage: 'Back to sign in', description: 'Link to the sign-in page' },
  splitTagline: {
    id: 'auth.layout.tagline',
    defaultMessage: 'Rebates, incentives, programs and point-of-sale material for your stores.',
    description: 'Text on the picture panel of the split authentication layout',
  },
});
