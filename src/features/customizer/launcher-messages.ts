import { defineMessages } from 'react-intl';

// The launcher's one text, apart from the drawer's (messages.ts): the launcher ships with every member page, the
// drawer's texts only with the drawer, downloaded on first use.
export const launcherMessages = defineMessages({
  open: {
    id: 'customizer.open',
    defaultMessage: 'Theme settings',
    description: 'Floating button that opens the theme customizer',
  },
});
