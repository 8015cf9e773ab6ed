import { Avatar, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconLock, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { useAuth } from '@/lib/auth';
import { routeById } from '@/lib/routing';
import { shellMessages } from '../messages';
import classes from './header.module.css';

const accountPath = routeById('accountDetails')?.path ?? '/account-details';
const lockScreenPath = routeById('lockScreen')?.path ?? '/lock-screen';

export function MemberAvatar({ size = 34 }: { size?: number }) {
  const { user } = useAuth();
  return (
    <Avatar src={user?.photoURL ?? null} alt="" radius="xl" size={size} color="gray">
      {user?.displayName.slice(0, 1)}
    </Avatar>
  );
}

/** Who is signed in, with the static 'System Manager' label (spec §1). */
function UserIdentity() {
  const { user } = useAuth();
  const intl = useIntl();
  return (
    <span className={classes.userBoxText}>
      <Text component="span" fw={600} size="sm" truncate>
        {user?.displayName}
      </Text>
      <Text component="span" size="xs" className={classes.muted}>
        {intl.formatMessage(shellMessages.systemManager)}
      </Text>
    </span>
  );
}

/**
 * Spec §2/§4 user menu: 'My account' and 'Logout' (Logout only while the identity client reports a signed-in member),
 * under the 'Member Portal Admin' label. `box`: the header-user layouts show the user box (name, 'System Manager') as
 * its button; otherwise the avatar alone.
 */
export function UserMenu({ variant = 'avatar', position = 'bottom-end' }: { variant?: 'avatar' | 'box'; position?: 'bottom-end' | 'right-end' | 'left-end' }) {
  const { isAuthenticated, signOut, lock } = useAuth();
  const intl = useIntl();
  const navigate = useNavigate();
  const accountMenu = intl.formatMessage(shellMessages.accountMenu);
  return (
    // Inside its landmark (not a portal); no focus placeholder, which axe reports as a child a menu may not have.
    <Menu position={position} width={220} withinPortal={false} withInitialFocusPlaceholder={false} shadow="md">
      <Menu.Target>
        {variant === 'box' ? (
          <UnstyledButton className={classes.userBoxButton}>
            <MemberAvatar />
            <UserIdentity />
            <IconChevronDown size={16} stroke={1.6} aria-hidden />
            <VisuallyHidden>{accountMenu}</VisuallyHidden>
          </UnstyledButton>
        ) : (
          <UnstyledButton className={classes.avatarButton} aria-label={accountMenu}>
            <MemberAvatar />
          </UnstyledButton>
        )}
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{intl.formatMessage(shellMessages.adminLabel)}</Menu.Label>
        <Menu.Item component={Link} to={accountPath} leftSection={<IconUserCircle size={16} aria-hidden />}>
          {intl.formatMessage(shellMessages.myAccount)}
        </Menu.Item>
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

/** The sidebar's user box: who is signed in, with the static 'System Manager' label (spec §1). */
export function UserBox() {
  return (
    <div className={classes.userBox}>
      <MemberAvatar size={40} />
      <UserIdentity />
    </div>
  );
}
