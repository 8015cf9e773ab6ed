import { Popover, ScrollArea, Stack, Text, useMatches } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useDisclosurePopover } from '@/components/lazy-popup';
import { sizes } from '@/lib/theme';
import { storeMessages } from './messages';
import { BellButton, BellIndicator, useStoreNotifications } from './NotificationsButton';
import classes from './stores.module.css';

/** The header's notification list, loaded on the first press of the bell and then opened at once. */
export default function NotificationsPopup({ openOnMount }: { openOnMount: boolean }) {
  const intl = useIntl();
  const notifications = useStoreNotifications();
  const count = notifications.length;
  const { popover, targetProps } = useDisclosurePopover(openOnMount);
  // Popover widths and list heights by screen size, so the list fits a phone and stays readable on a desktop.
  const width = useMatches({ base: sizes.popover.widthXs, sm: sizes.popover.widthSm, xl: sizes.popover.widthXl });
  const listHeight = useMatches({ base: sizes.popover.listMaxHeight, xl: sizes.popover.listMaxHeightXl });
  return (
    <Popover {...popover} width={width} position="bottom-end" shadow="md" withinPortal>
      <BellIndicator count={count}>
        <Popover.Target>
          <BellButton count={count} {...targetProps} />
        </Popover.Target>
      </BellIndicator>
      <Popover.Dropdown p={0}>
        <Text fw={600} size="sm" px="sm" py="xs">
          {intl.formatMessage(storeMessages.notificationsTitle)}
        </Text>
        {/* Tab moves through the entries (each focusable, so the list scrolls with them); an empty list is focusable
            itself, so the focus still goes into the popover as it opens. */}
        <ScrollArea.Autosize mah={listHeight} type="auto" viewportProps={{ tabIndex: count === 0 ? 0 : undefined }}>
          {count === 0 ? (
            <Text size="sm" c="dimmed" px="sm" pb="sm">
              {intl.formatMessage(storeMessages.noNotifications)}
            </Text>
          ) : (
            <ul
              aria-label={intl.formatMessage(storeMessages.notificationsTitle)}
              style={{ listStyle: 'none', margin: 0, padding: 0 }}
            >
              {notifications.map((notification) => (
                <li key={notification.id} className={classes.notification} tabIndex={0}>
                  {notification.image && <img src={notification.image} alt="" className={classes.notificationImage} />}
                  <Stack gap={0}>
                    {/* Server text renders as text, never as HTML; dir="auto": in its own direction, full stop last. */}
                    <Text size="sm" fw={600} dir="auto">
                      {notification.name}
                    </Text>
                    <Text size="sm" dir="auto">
                      {notification.message}
                    </Text>
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
