import { createLazyPopup } from '@/components/lazy-popup';
import { UserMenuButton, type UserMenuPosition, type UserMenuVariant } from './UserMenuButton';

// The menu (Mantine's Menu over floating-ui, ~37 KiB gzip with the other header popups' libraries) is no part of what
// the page needs to show: it downloads once the page is idle, so the first press does not wait, and the way out
// opens even when the connection drops after that.
const UserMenuControl = createLazyPopup(() => import('./UserMenuPopup'), { fetchWhenIdle: true });

/** User menu (UserMenuPopup). Until first pressed it is its button alone. */
export function UserMenu({
  variant = 'avatar',
  position = 'bottom-end',
}: {
  variant?: UserMenuVariant;
  position?: UserMenuPosition;
}) {
  return (
    <UserMenuControl
      popupProps={{ variant, position }}
      trigger={(triggerProps) => <UserMenuButton variant={variant} aria-haspopup="menu" {...triggerProps} />}
    />
  );
}
