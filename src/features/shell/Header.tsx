import type { ReactNode } from 'react';
import { Burger, Group, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { config } from '@/lib/config';
import { shellMessages } from './messages';
import { LanguageSwitcher } from '@/components/LanguageSwitcher';
import { UserMenu } from './UserMenu';
import classes from './shell.module.css';

interface HeaderProps {
  navOpened: boolean;
  onToggleNav: () => void;
  start?: ReactNode;
  end?: ReactNode;
}

export function Header({ navOpened, onToggleNav, start, end }: HeaderProps) {
  const intl = useIntl();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" className={classes.header}>
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={navOpened}
          onClick={onToggleNav}
          hiddenFrom="lg"
          size="sm"
          color="currentColor"
          aria-label={intl.formatMessage(navOpened ? shellMessages.closeNavigation : shellMessages.openNavigation)}
          aria-expanded={navOpened}
        />
        <Link to={config.initialPath} className={classes.brand}>
          <img src="/favicon.svg" alt="" width={32} height={32} />
          <Text component="span" fw={700} size="lg">
            {intl.formatMessage(shellMessages.appName)}
          </Text>
        </Link>
        {start}
      </Group>
      <Group gap="sm" wrap="nowrap">
        {end}
        <LanguageSwitcher />
        <UserMenu />
      </Group>
    </Group>
  );
}
