import { useMemo } from 'react';
import { Avatar, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { config } from '@/lib/config';
import { useAuth } from '@/lib/auth';
import { MenuEntries } from './MenuList';
import { visibleMenu } from './menu-model';
import { shellMessages } from './messages';
import classes from './shell.module.css';

function UserBox() {
  const { user } = useAuth();
  const intl = useIntl();
  return (
    <Group className={classes.userBox} wrap="nowrap" gap="sm">
      <Avatar src={user?.photoURL ?? null} alt="" radius="xl" color="gray">
        {user?.displayName.slice(0, 1)}
      </Avatar>
      <Stack gap={0} miw={0}>
        <Text fw={600} size="sm" truncate>
          {user?.displayName}
        </Text>
        <Text size="xs" className={classes.userBoxRole}>
          {intl.formatMessage(shellMessages.systemManager)}
        </Text>
      </Stack>
    </Group>
  );
}

/** The sidebar, rendered from config/menu.json and filtered by the member's roles. */
export function Sidebar({ onNavigate }: { onNavigate?: () => void }) {
  const { user } = useAuth();
  const intl = useIntl();
  const items = useMemo(() => visibleMenu(config.menu, user?.role ?? []), [user?.role]);
  return (
    <>
      <UserBox />
      <ScrollArea className={classes.sidebarScroll} type="auto">
        <nav aria-label={intl.formatMessage(shellMessages.mainNavigation)} className={classes.sidebarNav}>
          <MenuEntries items={items} onNavigate={onNavigate} />
        </nav>
      </ScrollArea>
    </>
  );
}
