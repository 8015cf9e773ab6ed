import { defineMessage, defineMessages } from 'react-intl';

/** Texts of the sign-up, confirmation, password-reset and lock-screen pages. The server-side failures keep the back end's wording. */
export const flowMessages = defineMessages({
  signUpHeading: {
    id: 'auth.signUp.heading',
    defaultMessage: 'Create your member account',
    description: 'Heading of the sign-up page',
  },
  signUpIntro: {
    id: 'auth.signUp.intro',
    defaultMessage: 'We will e-mail you a six-digit code to confirm your address.',
    description: 'Line under the sign-up heading',
  },
  retypePassword: {
    id: 'auth.field.retypePassword',
    defaultMessage: 'Retype Password',
    description: 'Label of the field that repeats the password',
  },
  newPassword: {
    id: 'auth.field.newPassword',
    defaultMessage: 'New password',
    description: 'Label of the new-password field',
  },
  code: {
    id: 'auth.field.code',
    defaultMessage: 'Verification code',
    description: 'Label of the six-digit code field',
  },
  codeHint: {
    id: 'auth.field.code.hint',
    defaultMessage: 'Six digits, from the e-mail we sent you',
    description: 'Help text under the code field',
  },
  agree: {
    id: 'auth.signUp.agree',
    defaultMessage: 'I agree to the terms and conditions',
    description: 'Sign-up agreement checkbox',
  },
  signUp: { id: 'auth.signUp.submit', defaultMessage: 'Sign up', description: 'Button that starts sign-up' },

  confirmHeading: {
    id: 'auth.confirm.heading',
    defaultMessage: 'Confirm your e-mail address',
    description: 'Heading of the confirm-sign-up page',
  },
  confirmIntro: {
    id: 'auth.confirm.intro',
    defaultMessage: 'Enter the six-digit code from the e-mail to finish signing up.',
    description: 'Line under the confirm heading',
  },
  confirm: { id: 'auth.confirm.submit', defaultMessage: 'Confirm', description: 'Button that checks the sign-up code' },
  signUpAgain: {
    id: 'auth.confirm.signUpAgain',
    defaultMessage: 'Sign up again',
    description: 'Link back to sign-up after an expired code',
  },

  forgotHeading: {
    id: 'auth.forgot.heading',
    defaultMessage: 'Forgot your password?',
    description: 'Heading of the forgot-password page',
  },
  forgotIntro: {
    id: 'auth.forgot.intro',
    defaultMessage: 'Enter the e-mail address of your account and we will send you a code to set a new password.',
    description: 'Line under the forgot-password heading',
  },
  sendCode: {
    id: 'auth.forgot.submit',
    defaultMessage: 'Send code',
    description: 'Button that e-mails a password-reset code',
  },

  resetHeading: {
    id: 'auth.reset.heading',
    defaultMessage: 'Set a new password',
    description: 'Heading of the reset-password page',
  },
  resetIntro: {
    id: 'auth.reset.intro',
    defaultMessage: 'Enter the code from the e-mail and choose a new password.',
    description: 'Line under the reset heading',
  },
  setPassword: {
    id: 'auth.reset.submit',
    defaultMessage: 'Set new password',
    description: 'Button that sets the new password',
  },
  passwordSet: {
    id: 'auth.reset.done',
    defaultMessage: 'Your new password has been set. You can sign in with it now.',
    description: 'New password set',
  },
  requestNewCode: {
    id: 'auth.reset.newCode',
    defaultMessage: 'Send a new code',
    description: 'Link back to forgot-password after an expired code',
  },

  lockHeading: {
    id: 'auth.lock.heading',
    defaultMessage: 'Your session is locked',
    description: 'Heading of the lock screen',
  },
  lockIntro: {
    id: 'auth.lock.intro',
    defaultMessage: 'Enter your password to continue.',
    description: 'Line under the lock heading',
  },
  unlock: { id: 'auth.lock.submit', defaultMessage: 'Unlock', description: 'Button that signs the member in again' },
  nothingLockedHeading: {
    id: 'auth.lock.nobodyHeading',
    defaultMessage: 'Nothing to unlock',
    description: 'Lock-screen heading when nobody locked a session',
  },
  nothingLocked: {
    id: 'auth.lock.nobody',
    defaultMessage: 'Nothing is locked in this browser tab. Please sign in to continue.',
    description: 'Lock screen when nobody locked a session',
  },

  codeSent: {
    id: 'auth.notice.codeSent',
    defaultMessage: 'A verification code has been sent to your registered email address',
    description: 'Code-sent message',
  },
  signUpInProgress: {
    id: 'auth.error.signUpInProgress',
    defaultMessage: 'you have already started Signup Process, please enter security code to complete the process!',
    description:
      'Sign-up started earlier and awaits its e-mailed code; the back end words it so (lower-case start included)',
  },
  emailRegistered: {
    id: 'auth.error.emailRegistered',
    defaultMessage: 'The entered Email address is already registered!',
    description: 'Sign-up with an e-mail address that already has an account',
  },
  codeExpired: {
    id: 'auth.error.codeExpired',
    defaultMessage: 'The Code you entered is expired, please signup again!',
    description: 'Sign-up confirmed with an expired code',
  },
  resetCodeExpired: {
    id: 'auth.error.resetCodeExpired',
    defaultMessage: 'The Code you entered is expired, please request a new one!',
    description: 'Password reset with an expired code (worded like the other code messages)',
  },
  codeInvalid: {
    id: 'auth.error.codeInvalid',
    defaultMessage: 'The Code you entered is not correct, please try again!',
    description: 'Wrong code (worded like the other code messages)',
  },

  providerSignUpIntro: {
    id: 'auth.provider.signUpIntro',
    defaultMessage:
      "Accounts are created on the cooperative's secure sign-in page. You will come back here once you are done.",
    description: 'Sign-up page when the identity provider handles sign-up',
  },
  providerSignUp: {
    id: 'auth.provider.signUp',
    defaultMessage: 'Create account with the cooperative',
    description: 'Button that opens the provider sign-up',
  },
  providerResetIntro: {
    id: 'auth.provider.resetIntro',
    defaultMessage:
      "Passwords are reset on the cooperative's secure sign-in page. You will come back here once you are done.",
    description: 'Forgot-password page when the identity provider handles resets',
  },
  providerReset: {
    id: 'auth.provider.reset',
    defaultMessage: 'Reset password with the cooperative',
    description: 'Button that opens the provider password reset',
  },
});

// Texts with a placeholder are typed, so a missing or misspelt value fails the type check.
export const codeSentTo = defineMessage<{ email: string }>(
  {
    id: 'auth.confirm.sentTo',
    defaultMessage: 'The code was sent to {email}.',
    description: 'Where the code went; email is an address',
  },
  { typed: true },
);
export const notYou = defineMessage<{ name: string }>(
  {
    id: 'auth.lock.notYou',
    defaultMessage: 'Not {name}? Sign in as someone else',
    description: 'Link to the sign-in page from the lock screen',
  },
  { typed: true },
);
