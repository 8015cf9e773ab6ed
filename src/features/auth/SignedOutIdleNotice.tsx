import { useState } from 'react';
import { Alert } from '@mantine/core';
import { useIntl } from 'react-intl';
import { sessionEndedBy } from '@/lib/auth';
import { config } from '@/lib/config';
import { signedOutIdleMessage } from './messages';

/** Why the member is on the sign-in page, when nobody asked for it: the portal signed them out for inactivity. */
export function SignedOutIdleNotice() {
  const intl = useIntl();
  // Read once per page: the record stays until the next sign-in, in this browser session only (live-session.ts).
  const [ended] = useState(() => (typeof window === 'undefined' ? null : sessionEndedBy()));
  if (ended !== 'idle') return null;
  return (
    <Alert color="blue" variant="light" role="status">
      {intl.formatMessage(signedOutIdleMessage, { minutes: config.app.session.idleMinutes })}
    </Alert>
  );
}
