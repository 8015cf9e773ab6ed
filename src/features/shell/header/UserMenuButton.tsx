import type { ComponentPropsWithRef } from 'react';
import { Avatar, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { useAuth } from '@/lib/auth';
import { shellMessages } from '../messages';
import classes from './header.module.css';

export function MemberAvatar({ size = 34 }: { size?: number }) {
  const { user } = useAuth();
  return (
    <Avatar src={user?.photoURL ?? null} alt="" radius="xl" size={size} color="gray">
      {user?.displayName.slice(0, 1)}
    </Avatar>
  );
}

/** Who is signed in, with the static 'System Manager' label. */
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

export type UserMenuVariant = 'avatar' | 'box';
export type UserMenuPosition = 'bottom-end' | 'right-end' | 'left-end';

/** The user menu's button: the avatar alone, or the user box (name, 'System Manager') in the header-user layouts. */
export function UserMenuButton({ variant, ...props }: { variant: UserMenuVariant } & ComponentPropsWithRef<'button'>) {
  const intl = useIntl();
  const accountMenu = intl.formatMessage(shellMessages.accountMenu);
  return variant === 'box' ? (
    <UnstyledButton {...props} className={classes.userBoxButton}>
      <MemberAvatar />
      <UserIdentity />
      <IconChevronDown size={16} stroke={1.6} aria-hidden />
      <VisuallyHidden>{accountMenu}</VisuallyHidden>
    </UnstyledButton>
  ) : (
    <UnstyledButton {...props} className={classes.avatarButton} aria-label={accountMenu}>
      <MemberAvatar />
    </UnstyledButton>
  );
}

/** The sidebar's user box: who is signed in, with the static 'System Manager' label. */
export function UserBox() {
  return (
    <div className={classes.userBox}>
      <MemberAvatar size={40} />
      <UserIdentity />
    </div>
  );
}
