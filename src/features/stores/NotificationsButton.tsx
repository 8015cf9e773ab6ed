import { useMemo, type ComponentPropsWithRef, type ReactNode } from 'react';
import { ActionIcon } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { CountIndicator } from '@/components/CountIndicator';
import { notificationsForStore, useMember } from '@/lib/member';
import { notificationsButton } from './messages';

/** The current store's notifications: only those are listed and counted. */
export function useStoreNotifications() {
  const all = useMember((member) => member.notifications);
  const ibcNumber = useMember((member) => member.ibcNumber);
  return useMemo(() => notificationsForStore(all, ibcNumber), [all, ibcNumber]);
}

/** The count on the bell; the popover's target goes inside it. */
export function BellIndicator({ count, children }: { count: number; children: ReactNode }) {
  return (
    <CountIndicator count={count} color="red">
      {children}
    </CountIndicator>
  );
}

/** The bell, named with the count of new notifications: NotificationsMenu's trigger and NotificationsPopup's target. */
export function BellButton({ count, ...props }: { count: number } & ComponentPropsWithRef<'button'>) {
  const intl = useIntl();
  return (
    <ActionIcon
      {...props}
      variant="subtle"
      color="gray.0"
      size="lg"
      aria-label={intl.formatMessage(notificationsButton, { count })}
    >
      <IconBell size={22} stroke={1.6} aria-hidden />
    </ActionIcon>
  );
}
