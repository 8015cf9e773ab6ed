import type { FormEvent, ReactNode } from 'react';
import { Alert, Button, Group, Progress, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconHistory, IconWifiOff } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import type { FormDraft, LeaveGuard, SendForm } from '@/lib/forms';
import { commonMessages } from '@/lib/i18n';
import { LeaveDialog } from './LeaveDialog';
import { invalidCountMessage, restoredMessage, sendMessages, uploadedMessage } from './send-messages';
import classes from './form.module.css';
import './styles';

interface SendFormFrameProps {
  send: SendForm;
  draft?: FormDraft;
  guard: LeaveGuard;
  submitLabel: string;
  /** The form's accessible name (its heading's id). */
  labelledBy?: string;
  /** The way back beside Send (to the list, or from a review to the fields); it waits while a send is under way. */
  back?: { label: string; onClick: () => void };
  /** A step before sending (a review to confirm): what Send does instead, until the form is ready to go. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

/**
 * The frame of a form that loses nothing: the restored-draft notice, the offline notice, a failure with Try again
 * (the same payload again), the fields, upload progress with Cancel, one Send button that waits while pending,
 * and the question asked before leaving with unsent changes.
 */
export function SendFormFrame({
  send,
  draft,
  guard,
  submitLabel,
  labelledBy,
  back,
  onSubmit,
  children,
}: SendFormFrameProps) {
  const intl = useIntl();
  const percent = send.progress === null ? null : Math.round(send.progress * 100);
  return (
    <form onSubmit={onSubmit ?? send.onSubmit} noValidate aria-labelledby={labelledBy}>
      <Stack gap="md">
        {draft?.restoredAt != null && (
          <Alert
            color="blue"
            variant="light"
            icon={<IconHistory size={18} aria-hidden />}
            title={intl.formatMessage(sendMessages.restoredTitle)}
            role="status"
          >
            <Group justify="space-between" gap="sm" wrap="wrap">
              <Text size="sm">
                {intl.formatMessage(restoredMessage, {
                  savedAt: intl.formatDate(draft.restoredAt, { dateStyle: 'medium', timeStyle: 'short' }),
                })}
              </Text>
              <Button size="xs" variant="default" onClick={() => void draft.discard()} disabled={send.pending}>
                {intl.formatMessage(sendMessages.startOver)}
              </Button>
            </Group>
          </Alert>
        )}
        {!send.online && (
          <Alert
            color="yellow"
            variant="light"
            icon={<IconWifiOff size={18} aria-hidden />}
            role="status"
            data-state="offline"
          >
            {intl.formatMessage(sendMessages.offline)}
          </Alert>
        )}
        {send.failure && (
          <Alert
            color="red"
            variant="light"
            role="alert"
            icon={<IconAlertTriangle size={18} aria-hidden />}
            data-state="failed"
          >
            <Stack gap="xs">
              <Text size="sm">
                {send.failure.text} {intl.formatMessage(sendMessages.keptAfterFailure)}
              </Text>
              <div>
                <Button size="xs" color="red" onClick={send.retry} disabled={send.pending}>
                  {intl.formatMessage(commonMessages.tryAgain)}
                </Button>
              </div>
            </Stack>
          </Alert>
        )}
        {send.phase === 'cancelled' && (
          <Alert color="gray" variant="light" role="status">
            {intl.formatMessage(sendMessages.cancelled)}
          </Alert>
        )}
        <VisuallyHidden aria-live="assertive" aria-atomic="true">
          {send.invalidCount > 0 ? intl.formatMessage(invalidCountMessage, { count: send.invalidCount }) : ''}
        </VisuallyHidden>
        {children}
        {send.phase === 'waiting' && (
          <Text size="sm" role="status" c="dimmed">
            {intl.formatMessage(sendMessages.waiting)}
          </Text>
        )}
        {percent !== null && (
          <div className={classes.progressRow}>
            <Progress
              value={percent}
              size="lg"
              className={classes.progressBar}
              aria-label={intl.formatMessage(sendMessages.sending)}
            />
            <Text size="sm" aria-live="polite">
              {intl.formatMessage(uploadedMessage, { percent: percent / 100 })}
            </Text>
          </div>
        )}
        <div className={classes.actions}>
          <Button type="submit" loading={send.pending}>
            {submitLabel}
          </Button>
          {send.pending && (
            <Button variant="default" onClick={send.cancel}>
              {intl.formatMessage(sendMessages.cancel)}
            </Button>
          )}
          {back && (
            <Button variant="subtle" onClick={back.onClick} disabled={send.pending}>
              {back.label}
            </Button>
          )}
        </div>
      </Stack>
      <LeaveDialog blocker={guard.blocker} />
    </form>
  );
}
