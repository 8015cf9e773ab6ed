import { Box, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconCheck, IconChevronDown, IconLanguage } from '@tabler/icons-react';
import { defineMessage, useIntl } from 'react-intl';
import { languages, useLocale } from '@/lib/i18n';
import '@mantine/core/styles/Menu.css';
import classes from './language-switcher.module.css';

const buttonLabel = defineMessage<{ language: string }>(
  {
    id: 'shell.language.button',
    defaultMessage: 'Language: {language}',
    description: "Accessible name of the header button that opens the language list; language is the current language's own name, e.g. Français",
  },
  { typed: true },
);
const heading = defineMessage({ id: 'shell.language.heading', defaultMessage: 'Language', description: 'Heading above the list of languages in the header menu' });

/**
 * Spec §2 language switcher (header, and the sign-in pages so a member can choose before signing in). Each language is listed by its own name (config/languages.json) and marked up
 * in its own language, so a screen reader pronounces 'العربية' as Arabic; the choice is remembered.
 */
export function LanguageSwitcher() {
  const intl = useIntl();
  const { locale, setLocale } = useLocale();
  const current = languages.find((language) => language.locale === locale);
  return (
    // Inside the header (not a portal) so the open list stays in the banner landmark; no focus placeholder, which
    // axe reports as a child a menu may not have.
    <Menu position="bottom-end" width={220} withinPortal={false} withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <UnstyledButton className={classes.button} aria-label={intl.formatMessage(buttonLabel, { language: current?.name ?? locale })}>
          <IconLanguage size={20} stroke={1.6} aria-hidden />
          <Text component="span" size="sm" visibleFrom="sm" lang={locale}>
            {current?.name ?? locale}
          </Text>
          <Box component="span" visibleFrom="sm" className={classes.chevron}>
            <IconChevronDown size={14} stroke={1.6} aria-hidden />
          </Box>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{intl.formatMessage(heading)}</Menu.Label>
        {languages.map((language) => {
          const isCurrent = language.locale === locale;
          return (
            <Menu.Item
              key={language.locale}
              lang={language.locale}
              aria-current={isCurrent ? 'true' : undefined}
              fw={isCurrent ? 600 : undefined}
              rightSection={isCurrent ? <IconCheck size={16} aria-hidden /> : null}
              onClick={() => setLocale(language.locale)}
            >
              {language.name}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
