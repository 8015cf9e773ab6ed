import { useEffect, useId, useRef } from 'react';
import { Button, FocusTrap, Group, Overlay, Paper, Portal, Text, Title } from '@mantine/core';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useIdleSignOut } from './use-idle-sign-out';

const messages = defineMessages({
  title: {
    id: 'shell.idle.title',
    defaultMessage: 'Are you still there?',
    description: 'Title of the warning shown two minutes before an automatic sign-out for inactivity',
  },
  stay: {
    id: 'shell.idle.stay',
    defaultMessage: 'Stay signed in',
    description: 'Button of the inactivity warning: the member is there and goes on',
  },
  signOut: {
    id: 'shell.idle.signOut',
    defaultMessage: 'Sign out',
    description: 'Button of the inactivity warning: sign out now',
  },
});
const body = defineMessage<{ time: string }>(
  {
    id: 'shell.idle.body',
    defaultMessage:
      'Nothing has happened on this computer for a while. To protect your account, you will be signed out at {time}. Your unsent forms are kept.',
    description: 'Text of the inactivity warning; time is the clock time of the sign-out (hours and minutes)',
  },
  { typed: true },
);

/**
 * The warning before the idle sign-out: an alert dialog over the page, focus on Stay signed in. Its text names the
 * clock time of the sign-out rather than counting down, so a screen reader announces it once, as it opens.
 */
export function IdleWarning() {
  const intl = useIntl();
  const { warningUntil, staySignedIn, signOutNow } = useIdleSignOut();
  const titleId = useId();
  const bodyId = useId();
  const before = useRef<HTMLElement | null>(null);
  const open = warningUntil !== null;

  // The focus goes back where the member left it once the warning closes.
  useEffect(() => {
    if (!open) return;
    before.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => before.current?.focus();
  }, [open]);

  if (!open) return null;
  const time = intl.formatTime(warningUntil, { hour: 'numeric', minute: '2-digit' });
  return (
    <Portal>
      <Overlay fixed zIndex={400} backgroundOpacity={0.55} />
      <FocusTrap active>
        <Paper
          role="alertdialog"
          aria-modal
          aria-labelledby={titleId}
          aria-describedby={bodyId}
          shadow="xl"
          radius="md"
          p="lg"
          withBorder
          pos="fixed"
          top="50%"
          left="50%"
          w="min(28rem, calc(100vw - 2rem))"
          style={{ zIndex: 401, transform: 'translate(-50%, -50%)' }}
        >
          <Title order={2} size="h4" id={titleId} mb="sm">
            {intl.formatMessage(messages.title)}
          </Title>
          <Text id={bodyId} mb="lg">
            {intl.formatMessage(body, { time })}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={signOutNow}>
              {intl.formatMessage(messages.signOut)}
            </Button>
            <Button data-autofocus onClick={staySignedIn}>
              {intl.formatMessage(messages.stay)}
            </Button>
          </Group>
        </Paper>
      </FocusTrap>
    </Portal>
  );
}
