import { Avatar, Menu, UnstyledButton } from '@mantine/core';
import { IconLock, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { useAuth } from '@/lib/auth';
import { routeById } from '@/lib/routing';
import { shellMessages } from './messages';
import classes from './shell.module.css';

const accountPath = routeById('accountDetails')?.path ?? '/account-details';
const lockScreenPath = routeById('lockScreen')?.path ?? '/lock-screen';

/** Spec §2/§4: 'My account' and 'Logout'; Logout only while the identity client reports a signed-in member. */
export function UserMenu() {
  const { user, isAuthenticated, signOut, lock } = useAuth();
  const intl = useIntl();
  const navigate = useNavigate();
  return (
    <Menu position="bottom-end" width={200} withinPortal={false} withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <UnstyledButton className={classes.userButton} aria-label={intl.formatMessage(shellMessages.accountMenu)}>
          <Avatar src={user?.photoURL ?? null} alt="" radius="xl" size={34} color="gray">
            {user?.displayName.slice(0, 1)}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
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
