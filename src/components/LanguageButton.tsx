import type { ComponentPropsWithRef } from 'react';
import { Box, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLanguage } from '@tabler/icons-react';
import { defineMessage, useIntl } from 'react-intl';
import { languages, useLocale } from '@/lib/i18n';
import classes from './language-switcher.module.css';

const buttonLabel = defineMessage<{ language: string }>(
  {
    id: 'shell.language.button',
    defaultMessage: 'Language: {language}',
    description:
      "Accessible name of the header button that opens the language list; language is the current language's own name, e.g. Français",
  },
  { typed: true },
);

/** The language switcher's button, named after the current language; the menu (LanguageMenu) wraps it once loaded. */
export function LanguageButton(props: ComponentPropsWithRef<'button'>) {
  const intl = useIntl();
  const { locale } = useLocale();
  const current = languages.find((language) => language.locale === locale);
  return (
    <UnstyledButton
      {...props}
      className={classes.button}
      aria-label={intl.formatMessage(buttonLabel, { language: current?.name ?? locale })}
    >
      <IconLanguage size={20} stroke={1.6} aria-hidden />
      <Text component="span" size="sm" visibleFrom="sm" lang={locale}>
        {current?.name ?? locale}
      </Text>
      <Box component="span" visibleFrom="sm" className={classes.chevron}>
        <IconChevronDown size={14} stroke={1.6} aria-hidden />
      </Box>
    </UnstyledButton>
  );
}
