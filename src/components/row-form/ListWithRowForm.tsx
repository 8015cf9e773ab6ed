import { Fragment, Suspense, useEffect, type ReactNode } from 'react';
import { Alert, Stack, Text } from '@mantine/core';
import { ServerAnswer } from '@/components/form/ServerAnswer';
import { LoadingState, QuerySection, type QuerySectionProps } from '@/components/query';
import { whenIdle } from '@/lib/idle';
import { fetchAhead } from '@/components/errors';
import type { RowForm } from './useRowForm';

interface ListWithRowFormProps<Data, Row> extends Omit<QuerySectionProps<Data>, 'children'> {
  rowForm: RowForm;
  /** The line under the page's title. */
  intro: string;
  /** The heading of the message after a send (unless the send names its own) and its text's test id. */
  answer: { title?: string; testId: string };
  /** The row the address names, when it may be opened as a form (an open incentive, a program not yet joined). */
  openRow: (data: Data, id: string) => Row | undefined;
  /** The row's form: a component loaded with import() (React.lazy), so the list shows without the forms' code. */
  form: (row: Row) => ReactNode;
  /** Loads that component's code: fetched once the list is on screen, so a row's form opens without waiting. */
  preloadForm: () => Promise<unknown>;
  /** Said above the list when the address names a row whose form cannot be opened. */
  notOpen: string;
  list: (data: Data) => ReactNode;
}

/**
 * The page of a list with a form per row: the intro, the one message of the last send, and the list's section
 * showing either the row's form (keyed by store and row, so another one starts afresh) or the list.
 */
export function ListWithRowForm<Data, Row>({
  rowForm,
  intro,
  answer,
  openRow,
  form,
  preloadForm,
  notOpen,
  list,
  ...section
}: ListWithRowFormProps<Data, Row>) {
  const { openId, answer: sent } = rowForm;
  const listShown = section.query.status === 'success';
  useEffect(() => {
    if (!listShown) return;
    // In the browser's first idle moment after the list painted, not with it (a failed download is told where the
    // form opens, by the error boundary).
    return whenIdle(() => void fetchAhead(preloadForm), 2000);
  }, [listShown, preloadForm]);
  return (
    <Stack gap="md">
      <Text c="dimmed">{intro}</Text>
      {sent.text && (
        <ServerAnswer
          title={sent.title ?? answer.title ?? ''}
          text={sent.text}
          onClose={sent.clear}
          takeFocus={sent.fresh}
          onFocused={sent.seen}
          testId={answer.testId}
        />
      )}
      <QuerySection {...section}>
        {(data) => {
          const row = openId === null ? undefined : openRow(data, openId);
          if (row !== undefined)
            return (
              <Fragment key={`${rowForm.store}:${openId}`}>
                <Suspense fallback={<LoadingState />}>{form(row)}</Suspense>
              </Fragment>
            );
          return (
            <Stack gap="sm" ref={rowForm.listRef} tabIndex={-1}>
              {openId && (
                <Alert color="yellow" variant="light" role="status">
                  {notOpen}
                </Alert>
              )}
              {list(data)}
            </Stack>
          );
        }}
      </QuerySection>
    </Stack>
  );
}
