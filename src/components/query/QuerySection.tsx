import { useEffect, useId, useState, type ReactNode } from 'react';
import { Paper, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useAuth } from '@/lib/auth';
import { describeError, isApiError, needsSignIn } from '@/lib/http';
import { noteSectionShown } from '@/lib/query/first-section';
import { useLastSeenAt } from '@/lib/query/last-seen';
import '@mantine/core/styles/Skeleton.css';
import classes from './query.module.css';
import { AsOfNote, EmptyState, ErrorState, LoadingState, OfflineState, type SkeletonShape } from './states';

export interface QuerySectionProps<T> {
  /** The section's heading (an h2), also its accessible name. */
  title?: string;
  /** Controls at the heading's end (a link to the full page, a filter). */
  actions?: ReactNode;
  query: Pick<UseQueryResult<T, unknown>, 'status' | 'fetchStatus' | 'data' | 'error' | 'refetch' | 'isRefetching'> & {
    dataUpdatedAt?: number;
  };
  /** The skeleton's shape while loading, and how many rows it has. */
  skeleton?: SkeletonShape;
  skeletonRows?: number;
  /**
   * A skeleton of the content's exact size, drawn instead of the `skeleton` shape where the content's size is known
   * before its data (aria-hidden; the section still says it is loading).
   */
  placeholder?: ReactNode;
  /** When the data has nothing to show ('No Record Found'). */
  isEmpty?: (data: T) => boolean;
  /** Replaces 'No Record Found' where a more specific text helps. */
  emptyText?: string;
  /**
   * Whether this section says "As of <time>" over an answer of the member's last visit (default yes); false where
   * another section of the same query already says it.
   */
  lastSeenNote?: boolean;
  /** Without the card frame (a section inside another card or a tab). */
  plain?: boolean;
  children: (data: T) => ReactNode;
}

/**
 * One query and its states, the way every page shows data: a skeleton while loading (also while the
 * page waits for the current store), 'No Record Found' when empty or when the server has nothing for this store
 * (404), a translated failure with Try again, a note while offline. A failure stays in this section: the rest of
 * the page, the header and the sidebar keep working.
 */
export function QuerySection<T>({
  title,
  actions,
  query,
  skeleton = 'lines',
  skeletonRows,
  placeholder,
  isEmpty,
  emptyText,
  lastSeenNote = true,
  plain = false,
  children,
}: QuerySectionProps<T>) {
  const intl = useIntl();
  const headingId = useId();
  useEffect(noteSectionShown, []);
  // B2C only: the template method has no session to renew, and its member signs in on the portal's own page.
  const { renewSession } = useAuth();
  const notFound = query.status === 'error' && isApiError(query.error) && query.error.status === 404;
  // Picking fields loses TanStack's union: with status 'success' the data is there.
  const data = query.data as T;
  // A fresh answer that failed over one already shown (the member's last visit, or earlier in this one): the member
  // keeps what they had, marked with its time, and reads the failure above it. A 404 says there is nothing now.
  const keptBesideFailure = query.status === 'error' && !notFound && query.data !== undefined;
  // The answer of the member's last visit, shown while the fresh one loads: said so, with its time.
  const lastSeenAt = useLastSeenAt(query.status === 'success' || keptBesideFailure ? query.dataUpdatedAt : undefined);
  const shownAt = lastSeenAt ?? (keptBesideFailure ? (query.dataUpdatedAt ?? null) : null);

  const filled = (value: T) => (isEmpty?.(value) ? <EmptyState>{emptyText}</EmptyState> : children(value));
  let body: ReactNode;
  // Offline over an answer already shown: the member keeps it and knows the fresh one waits for the network.
  if (query.status === 'success' && query.fetchStatus === 'paused')
    body = (
      <>
        <OfflineState />
        <div className={classes.kept}>{filled(data)}</div>
      </>
    );
  else if (query.status === 'success') body = filled(data);
  else if (notFound)
    body = (
      <EmptyState onRetry={() => void query.refetch()} retrying={query.isRefetching}>
        {emptyText}
      </EmptyState>
    );
  else if (query.status === 'error')
    body = (
      <>
        <ErrorState
          message={intl.formatMessage(describeError(query.error))}
          onRetry={() => void query.refetch()}
          retrying={query.isRefetching}
          onSignIn={needsSignIn(query.error) && renewSession ? () => void renewSession() : undefined}
        />
        {keptBesideFailure && <div className={classes.kept}>{filled(data)}</div>}
      </>
    );
  else if (query.fetchStatus === 'paused') body = <OfflineState />;
  else body = <LoadingState shape={skeleton} rows={skeletonRows} placeholder={placeholder} />;

  // Once shown, the note keeps its line (hidden) when the fresh answer takes it away: nothing below it moves.
  const [noteAt, setNoteAt] = useState<number | null>(null);
  const noted = lastSeenNote ? shownAt : null;
  if (noted !== null && noted !== noteAt) setNoteAt(noted);
  const asOf = noteAt !== null && <AsOfNote at={noteAt} unseen={noted === null} />;
  const heading = (title || actions) && (
    <div className={classes.heading}>
      {title && (
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
      )}
      {actions}
    </div>
  );
  const content = (
    <>
      {heading}
      {asOf}
      {body}
    </>
  );
  return plain ? (
    <section aria-labelledby={title ? headingId : undefined}>{content}</section>
  ) : (
    <Paper
      component="section"
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      aria-labelledby={title ? headingId : undefined}
    >
      {content}
    </Paper>
  );
}
