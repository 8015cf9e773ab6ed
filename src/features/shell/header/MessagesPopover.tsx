import { lazy, type ComponentPropsWithRef, type ReactNode } from 'react';
import { ActionIcon, Indicator } from '@mantine/core';
import { IconMessage } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { LazyPopup, useLazyPopup } from '@/components/lazy-popup';
import { lookConfig } from '@/lib/config/look-data';
import { messagesButton } from '../messages';
import headerClasses from './header.module.css';

// The popover (Mantine's Popover and ScrollArea with floating-ui) downloads on the first use of its button.
const loadPopup = () => import('./MessagesPopup');
const MessagesPopup = lazy(loadPopup);

const count = lookConfig.messages.messages.length;

/** The count of messages on the button; the popover's target goes inside it. */
export function MessagesIndicator({ children }: { children: ReactNode }) {
  return (
    <Indicator label={count} size={18} color="secondary" offset={4}>
      {children}
    </Indicator>
  );
}

/** The envelope button, named with the count of new messages. */
export function MessagesButton(props: ComponentPropsWithRef<'button'>) {
  const intl = useIntl();
  return (
    <ActionIcon {...props} variant="subtle" size="lg" className={headerClasses.headerIcon} aria-label={intl.formatMessage(messagesButton, { count })}>
      <IconMessage size={22} stroke={1.6} aria-hidden />
    </ActionIcon>
  );
}

/** Spec §2 messages popover (MessagesPopup). Until first pressed it is its button alone. */
export function MessagesPopover() {
  const { wanted, triggerProps } = useLazyPopup(loadPopup);
  const button = (
    <MessagesIndicator>
      <MessagesButton aria-haspopup="dialog" {...triggerProps} />
    </MessagesIndicator>
  );
  if (!wanted) return button;
  return (
    <LazyPopup placeholder={button}>
      <MessagesPopup openOnMount />
    </LazyPopup>
  );
}
