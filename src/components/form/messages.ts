import { defineMessages } from 'react-intl';

/** Field labels more than one form uses. */
export const fieldMessages = defineMessages({
  email: { id: 'form.field.email', defaultMessage: 'Email', description: 'E-mail field label' },
  name: { id: 'form.field.name', defaultMessage: 'Name', description: 'Full-name field label' },
});
