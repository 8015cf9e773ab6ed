import { defineMessages } from 'react-intl';

/** Field labels more than one form uses. */
export const fieldMessages = defineMessages({
  email: { id: 'form.field.email', defaultMessage: 'Email', description: 'E-mail field label' },
  name: { id: 'form.field.name', defaultMessage: 'Name', description: 'Full-name field label' },
  firstName: { id: 'form.field.firstName', defaultMessage: 'First name', description: 'First-name field label' },
  lastName: { id: 'form.field.lastName', defaultMessage: 'Last name', description: 'Last-name field label' },
  cellNumber: {
    id: 'form.field.cellNumber',
    defaultMessage: 'Cell number',
    description: 'Mobile phone number field label',
  },
  title: {
    id: 'form.field.title',
    defaultMessage: 'Title',
    description: "Field label: the person's role at the store (job title)",
  },
  titleHint: {
    id: 'form.field.titleHint',
    defaultMessage: 'Your role at the store, for example Owner or Store Manager',
    description: 'Hint under the Title field',
  },
});
