import { defineMessage, defineMessages } from 'react-intl';

export const printMessages = defineMessages({
  print: {
    id: 'print.button',
    defaultMessage: 'Print',
    description: 'Button that prints the page’s list or document (the browser’s print dialog opens)',
  },
  period: {
    id: 'print.period',
    defaultMessage: 'Period',
    description: 'On a printout: label of the dates the printed list or statement covers',
  },
});

export const printedStore = defineMessage<{ name: string; number: string }>(
  {
    id: 'print.store',
    defaultMessage: '{name}, store number {number}',
    description: 'On a printout: the store it is for, e.g. Maple Street Market, store number 10482',
  },
  { typed: true },
);
