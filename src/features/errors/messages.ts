import { defineMessages } from 'react-intl';

/** Error-page texts, word for word in English. */
export const errorMessages = defineMessages({
  notFound: {
    id: 'errors.404.message',
    defaultMessage: "We can't find the page that you are looking for",
    description: '404 page',
  },
  goHome: { id: 'errors.404.goHome', defaultMessage: 'Go back to home', description: '404 page action' },
  serverError: {
    id: 'errors.500.message',
    defaultMessage: 'We are facing internal server error and working towards to fix it soon',
    description: '500 page',
  },
  maintenance: {
    id: 'errors.maintenance.message',
    defaultMessage: 'Our site is under maintenance... We will be back shortly',
    description: 'Maintenance page',
  },
  comingSoon: {
    id: 'errors.comingSoon.message',
    defaultMessage: 'Something new is on its way. Leave your e-mail and we will let you know.',
    description: 'Coming-soon page lead',
  },
  notifyEmail: {
    id: 'errors.comingSoon.email',
    defaultMessage: 'Email',
    description: 'Coming-soon e-mail field label',
  },
  notifyMe: { id: 'errors.comingSoon.notifyMe', defaultMessage: 'Notify me', description: 'Coming-soon submit button' },
  notifyThanks: {
    id: 'errors.comingSoon.thanks',
    defaultMessage: 'Thank you for submitting the email!',
    description: 'Coming-soon thanks message',
  },
});
