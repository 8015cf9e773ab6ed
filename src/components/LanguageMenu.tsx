import { Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { defineMessage, useIntl } from 'react-intl';
import { languages, useLocale } from '@/lib/i18n';
import { LanguageButton } from './LanguageButton';
import { useOpenOnMount } from './lazy-popup';
import '@mantine/core/styles/Menu.css';

const heading = defineMessage({
  id: 'shell.language.heading',
  defaultMessage: 'Language',
  description: 'Heading above the list of languages in the header menu',
});

/**
 * The list of languages, each by its own name and marked up in its own language (a screen reader pronounces
 * 'العربية' as Arabic). Loaded the first time the member opens it (LanguageSwitcher), then opened at once with the
 * focus on its button, so Escape returns there as with any menu.
 */
export default function LanguageMenu({ openOnMount }: { openOnMount: boolean }) {
  const intl = useIntl();
  const { locale, setLocale } = useLocale();
  const { opened, setOpened, target } = useOpenOnMount(openOnMount);
  return (
    // Inside the header (not a portal) so the open list stays in the banner landmark; no focus placeholder, which
    // axe reports as a child a menu may not have.
    <Menu
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={220}
      withinPortal={false}
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <LanguageButton ref={target} />
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
