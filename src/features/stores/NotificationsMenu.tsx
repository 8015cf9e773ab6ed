import { createLazyPopup } from '@/components/lazy-popup';
import { BellButton, BellIndicator, useStoreNotifications } from './NotificationsButton';

// The list (Mantine's Popover and ScrollArea with floating-ui) downloads on the first use of the bell.
const NotificationsControl = createLazyPopup(() => import('./NotificationsPopup'));

/** The header's notification menu (NotificationsPopup). Until first pressed it is the bell alone. */
export function NotificationsMenu() {
  const count = useStoreNotifications().length;
  return (
    <NotificationsControl
      popupProps={{}}
      trigger={(triggerProps) => (
        <BellIndicator count={count}>
          <BellButton count={count} aria-haspopup="dialog" {...triggerProps} />
        </BellIndicator>
      )}
    />
  );
}
