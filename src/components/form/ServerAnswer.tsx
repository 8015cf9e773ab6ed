import { useEffect, useRef } from 'react';
import { Alert, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { commonMessages } from '@/lib/i18n';
import classes from './form.module.css';

/**
 * The one message after a send (no snackbar beside it: two messages for one action are one too many to read out):
 * the server's own confirmation (its plain-text answer), or ours when it said nothing (sentMessage), shown as text,
 * never as markup, until closed. A status that stays rather than a snackbar that hides after 6 s: the answer says
 * what happens next and may be long.
 *
 * Just after the send (`takeFocus`) it takes the focus: the form it answers is gone, so the focus would otherwise
 * fall to the page, and a status inserted with its text is not announced by every screen reader; focused, it is
 * read out, and the next Tab goes on from it. `onFocused` tells the page, so that it does so only once.
 */
export function ServerAnswer({
  title,
  text,
  onClose,
  testId,
  takeFocus = false,
  onFocused,
}: {
  title: string;
  text: string;
  onClose: () => void;
  testId?: string;
  takeFocus?: boolean;
  onFocused?: () => void;
}) {
  const intl = useIntl();
  const answer = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!takeFocus) return;
    answer.current?.focus();
    onFocused?.();
  }, [takeFocus, onFocused]);
  return (
    <Alert
      ref={answer}
      tabIndex={-1}
      color="teal"
      variant="light"
      title={title}
      withCloseButton
      closeButtonLabel={intl.formatMessage(commonMessages.dismiss)}
      onClose={onClose}
      role="status"
      classNames={{ title: classes.answerTitle }}
    >
      {/* dir="auto": the service's answer (English) keeps its own direction in a right-to-left page, full stop last. */}
      <Text size="sm" className={classes.answer} data-testid={testId} dir="auto">
        {text}
      </Text>
    </Alert>
  );
}
