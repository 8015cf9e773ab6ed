import type { ReactNode } from 'react';
import { Alert, Button, Group, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconInbox, IconWifiOff } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { commonMessages } from '@/lib/i18n';
import { lastSeenAsOf, queryMessages } from './messages';

/**
 * 'No Record Found', or a more specific text, where the data would be. With `onRetry` (the server said it
 * has nothing, 404) it offers Try again: the record may be there a moment later, and a reload would cost the page.
 */
export function EmptyState({
  children,
  onRetry,
  retrying = false,
}: {
  children?: ReactNode;
  onRetry?: () => void;
  retrying?: boolean;
}) {
  const intl = useIntl();
  return (
    <Stack align="center" gap={4} py="lg" c="dimmed" data-state="empty">
      <IconInbox size={32} stroke={1.4} aria-hidden />
      <Text size="sm" ta="center">
        {children ?? intl.formatMessage(queryMessages.noRecordFound)}
      </Text>
      {onRetry && (
        <Button size="xs" variant="subtle" mt={4} onClick={onRetry} loading={retrying}>
          {intl.formatMessage(commonMessages.tryAgain)}
        </Button>
      )}
    </Stack>
  );
}

/**
 * A failure where the data would be, read out at once, with a way to try again, and to sign in again when the
 * server refused the session (`onSignIn`).
 */
export function ErrorState({
  message,
  onRetry,
  retrying = false,
  onSignIn,
}: {
  message: string;
  onRetry?: () => void;
  retrying?: boolean;
  onSignIn?: () => void;
}) {
  const intl = useIntl();
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      data-state="error"
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm">{message}</Text>
        <Group gap="xs" wrap="wrap">
          {onSignIn && (
            <Button size="xs" color="red" onClick={onSignIn}>
              {intl.formatMessage(commonMessages.signInAgain)}
            </Button>
          )}
          {onRetry && (
            <Button size="xs" variant="white" color="red" onClick={onRetry} loading={retrying}>
              {intl.formatMessage(commonMessages.tryAgain)}
            </Button>
          )}
        </Group>
      </Group>
    </Alert>
  );
}

/** The section waits for the network (queries pause while the device is offline). */
export function OfflineState() {
  const intl = useIntl();
  return (
    <Alert
      color="yellow"
      variant="light"
      role="status"
      icon={<IconWifiOff size={18} aria-hidden />}
      data-state="offline"
    >
      {intl.formatMessage(queryMessages.waitingForNetwork)}
    </Alert>
  );
}

/**
 * "As of <time>" over an answer that is not fresh: the member's last visit's, or one kept under a failed refresh.
 * `unseen` keeps its line once the fresh answer has come, so nothing below it moves.
 */
export function AsOfNote({ at, unseen = false }: { at: number; unseen?: boolean }) {
  const intl = useIntl();
  return (
    <Text
      size="xs"
      c="dimmed"
      role="status"
      data-state="last-seen"
      mb="xs"
      style={unseen ? { visibility: 'hidden' } : undefined}
    >
      {intl.formatMessage(lastSeenAsOf, { time: intl.formatDate(at, { dateStyle: 'medium', timeStyle: 'short' }) })}
    </Text>
  );
}

export type SkeletonShape = 'lines' | 'table' | 'cards' | 'profile';

/**
 * A skeleton in the shape of the content it stands for, so nothing jumps when the data arrives. `placeholder`, when
 * given, is drawn instead of the shape: a skeleton of the content's exact size (`null`: nothing visible at all).
 */
export function LoadingState({
  shape = 'lines',
  rows = 4,
  placeholder,
}: {
  shape?: SkeletonShape;
  rows?: number;
  placeholder?: ReactNode;
}) {
  const intl = useIntl();
  return (
    <div role="status" aria-busy="true" data-state="loading">
      <VisuallyHidden>{intl.formatMessage(queryMessages.loading)}</VisuallyHidden>
      {placeholder !== undefined ? placeholder : <SkeletonOf shape={shape} rows={rows} />}
    </div>
  );
}

function SkeletonOf({ shape, rows }: { shape: SkeletonShape; rows: number }) {
  const items = Array.from({ length: rows }, (_, index) => index);
  return (
    <>
      {shape === 'cards' && (
        <Stack gap="md" aria-hidden>
          {items.map((index) => (
            <Skeleton key={index} height={88} radius="md" />
          ))}
        </Stack>
      )}
      {shape === 'table' && (
        <Stack gap={6} aria-hidden>
          <Skeleton height={36} radius="sm" />
          {items.map((index) => (
            <Skeleton key={index} height={28} radius="sm" />
          ))}
        </Stack>
      )}
      {shape === 'profile' && (
        <Group gap="md" align="flex-start" aria-hidden wrap="nowrap">
          <Skeleton height={72} circle />
          <Stack gap={8} flex={1}>
            {items.map((index) => (
              <Skeleton key={index} height={14} width={`${90 - index * 12}%`} radius="sm" />
            ))}
          </Stack>
        </Group>
      )}
      {shape === 'lines' && (
        <Stack gap={10} aria-hidden>
          {items.map((index) => (
            <Skeleton key={index} height={14} width={`${95 - (index % 3) * 15}%`} radius="sm" />
          ))}
        </Stack>
      )}
    </>
  );
}
