import type { ReactNode } from 'react';
import { Alert } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { Failure } from '@/lib/forms';
import { flowMessages } from './flow-messages';
import type { FlowNotice } from './flow-state';
import { PageLink } from './PageLink';

/** Good news or a prompt, read out politely: a code was sent, or an unfinished sign-up needs its code. */
export function Notice({ children }: { children: ReactNode }) {
  return (
    <Alert color="portal" role="status" variant="light">
      {children}
    </Alert>
  );
}

const noticeMessages = { codeSent: flowMessages.codeSent, signUpInProgress: flowMessages.signUpInProgress } as const;

export function FlowNoticeAlert({ notice }: { notice: FlowNotice | null }) {
  const intl = useIntl();
  return notice ? <Notice>{intl.formatMessage(noticeMessages[notice])}</Notice> : null;
}

/** For AuthForm's failureHint: when the code has expired, a link to where a new one comes from. */
export function expiredCodeHint(to: string, label: string) {
  function ExpiredCodeHint(failure: Failure) {
    return failure.code === 'code_expired' ? <PageLink to={to}>{label}</PageLink> : null;
  }
  return ExpiredCodeHint;
}
