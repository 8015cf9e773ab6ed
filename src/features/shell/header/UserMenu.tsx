import { Menu } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useOpenOnMount } from '@/components/lazy-popup';
import { IconLock, IconLogout, IconMessage, IconUserCircle } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { useAuth } from '@/lib/auth';
import { lookConfig } from '@/lib/config/look-data';
import { routePath } from '@/lib/routing';
import { messagesButton, shellMessages } from '../messages';
import { messagesCount } from './MessagesButton';
import { UserMenuButton, type UserMenuPosition, type UserMenuVariant } from './UserMenuButton';

const accountPath = routePath('accountDetails');
const lockScreenPath = routePath('lockScreen');

/**
 * User menu: 'My account' and 'Logout' (Logout only while the identity client reports a signed-in member),
 * under the 'Member Portal Admin' label. Part of the frame's own download, not loaded on first use: the way out
 * must open at any moment, the connection gone included.
 */
export function UserMenu({
  variant = 'avatar',
  position = 'bottom-end',
}: {
  variant?: UserMenuVariant;
  position?: UserMenuPosition;
}) {
  const { isAuthenticated, signOut, lock } = useAuth();
  const intl = useIntl();
  const navigate = useNavigate();
  const { opened, setOpened } = useOpenOnMount(false);
  // Phones have no room for the messages button in the header (header.module.css .messagesSlot): its 'View all'
  // is here instead, so a member on a phone reaches the messages too.
  const phone = useMediaQuery('(max-width: 35.99em)', false, { getInitialValueInEffect: false });
  return (
    // Inside its landmark (not a portal); no focus placeholder, which axe reports as a child a menu may not have.
    <Menu
      opened={opened}
      onChange={setOpened}
      position={position}
      width={220}
      withinPortal={false}
      withInitialFocusPlaceholder={false}
      shadow="md"
    >
      <Menu.Target>
        <UserMenuButton variant={variant} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{intl.formatMessage(shellMessages.adminLabel)}</Menu.Label>
        <Menu.Item component={Link} to={accountPath} leftSection={<IconUserCircle size={16} aria-hidden />}>
          {intl.formatMessage(shellMessages.myAccount)}
        </Menu.Item>
        {phone && (
          <Menu.Item
            component={Link}
            to={lookConfig.messages.viewAllPath}
            leftSection={<IconMessage size={16} aria-hidden />}
          >
            {intl.formatMessage(messagesButton, { count: messagesCount })}
          </Menu.Item>
        )}
        {lock && (
          <Menu.Item
            leftSection={<IconLock size={16} aria-hidden />}
            onClick={() => {
              void lock().then(() => navigate(lockScreenPath));
            }}
          >
            {intl.formatMessage(shellMessages.lockScreen)}
          </Menu.Item>
        )}
        {isAuthenticated && (
          <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={() => void signOut()}>
            {intl.formatMessage(shellMessages.logout)}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
