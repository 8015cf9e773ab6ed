import type { ComponentPropsWithRef, ReactNode } from 'react';
import { ActionIcon } from '@mantine/core';
import { IconMessage } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { CountIndicator } from '@/components/CountIndicator';
import { lookConfig } from '@/lib/config/look-data';
import { messagesButton } from '../messages';
import headerClasses from './header.module.css';

/** How many messages the header's button counts (demo entries, config/demo-messages.json). */
export const messagesCount = lookConfig.messages.messages.length;
const count = messagesCount;

/** The count of messages on the button; the popover's target goes inside it. */
export function MessagesIndicator({ children }: { children: ReactNode }) {
  return (
    <CountIndicator count={count} color="secondary">
      {children}
    </CountIndicator>
  );
}

/** The envelope button, named with the count of new messages: MessagesPopover's trigger and MessagesPopup's target. */
export function MessagesButton(props: ComponentPropsWithRef<'button'>) {
  const intl = useIntl();
  return (
    <ActionIcon
      {...props}
      variant="subtle"
      size="lg"
      className={headerClasses.headerIcon}
      aria-label={intl.formatMessage(messagesButton, { count })}
    >
      <IconMessage size={22} stroke={1.6} aria-hidden />
    </ActionIcon>
  );
}
