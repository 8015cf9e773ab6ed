import { useEffect, useState } from 'react';
import { Alert, Button, Group } from '@mantine/core';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { config } from '@/lib/config';
import { useAuth } from '@/lib/auth';

const messages = defineMessages({
  renew: {
    id: 'shell.session.renew',
    defaultMessage: 'Stay signed in',
    description: 'Renews the session before it ends',
  },
});
const endsSoon = defineMessage<{ minutes: number }>(
  {
    id: 'shell.session.endsSoon',
    defaultMessage:
      'Your session ends in {minutes, plural, one {# minute} other {# minutes}}. Renew it now so you do not lose your place.',
    description: 'Shown shortly before the session can no longer be renewed silently',
  },
  { typed: true },
);

const CHECK_EVERY_MS = 30_000;

/** A notice before the session can no longer be renewed silently, with one-click renewal (back to this page). */
export function SessionNotice() {
  const intl = useIntl();
  const { sessionEndsAt, renewSession } = useAuth();
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (!sessionEndsAt) return;
    const timer = window.setInterval(() => setNow(Date.now()), CHECK_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [sessionEndsAt]);

  if (!sessionEndsAt || !renewSession) return null;
  const minutesLeft = Math.max(1, Math.ceil((sessionEndsAt - now) / 60_000));
  if (sessionEndsAt - now > config.app.auth.b2c.sessionWarningMinutes * 60_000) return null;
  return (
    <Alert color="yellow" variant="light" role="status" mb="md">
      <Group justify="space-between" gap="sm">
        <span>{intl.formatMessage(endsSoon, { minutes: minutesLeft })}</span>
        <Button size="xs" onClick={() => void renewSession()}>
          {intl.formatMessage(messages.renew)}
        </Button>
      </Group>
    </Alert>
  );
}
