import { useMemo } from 'react';
import { ActionIcon, Indicator, Popover, ScrollArea, Stack, Text, useMatches } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { notificationsForStore, useMember } from '@/lib/member';
import { sizes } from '@/lib/theme';
import { notificationsButton, storeMessages } from './messages';
import classes from './stores.module.css';

/** The header's notification menu: only the current store's notifications are listed and counted (spec §3). */
export function NotificationsMenu() {
  const intl = useIntl();
  const all = useMember((member) => member.notifications);
  const ibcNumber = useMember((member) => member.ibcNumber);
  const notifications = useMemo(() => notificationsForStore(all, ibcNumber), [all, ibcNumber]);
  const count = notifications.length;
  // Spec §9 popover widths and list heights, by screen size.
  const width = useMatches({ base: sizes.popover.widthXs, sm: sizes.popover.widthSm, xl: sizes.popover.widthXl });
  const listHeight = useMatches({ base: sizes.popover.listMaxHeight, xl: sizes.popover.listMaxHeightXl });
  return (
    <Popover width={width} position="bottom-end" shadow="md" withinPortal>
      <Indicator label={count} size={18} disabled={count === 0} color="red" offset={4}>
        <Popover.Target>
          <ActionIcon variant="subtle" color="gray.0" size="lg" aria-label={intl.formatMessage(notificationsButton, { count })}>
            <IconBell size={22} stroke={1.6} aria-hidden />
          </ActionIcon>
        </Popover.Target>
      </Indicator>
      <Popover.Dropdown p={0}>
        <Text fw={600} size="sm" px="sm" py="xs">
          {intl.formatMessage(storeMessages.notificationsTitle)}
        </Text>
        {/* Focusable, so the list scrolls from the keyboard too. */}
        <ScrollArea.Autosize mah={listHeight} type="auto" viewportProps={{ tabIndex: 0 }}>
          {count === 0 ? (
            <Text size="sm" c="dimmed" px="sm" pb="sm">
              {intl.formatMessage(storeMessages.noNotifications)}
            </Text>
          ) : (
            <ul aria-label={intl.formatMessage(storeMessages.notificationsTitle)} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {notifications.map((notification) => (
                <li key={notification.id} className={classes.notification}>
                  {notification.image && <img src={notification.image} alt="" className={classes.notificationImage} />}
                  <Stack gap={0}>
                    {/* Server text renders as text, never as HTML. */}
                    <Text size="sm" fw={600}>
                      {notification.name}
                    </Text>
                    <Text size="sm">{notification.message}</Text>
                  </Stack>
                </li>
              ))}
            </ul>
          )}
        </ScrollArea.Autosize>
      </Popover.Dropdown>
    </Popover>
  );
}
