import { Alert, Text } from '@mantine/core';
import classes from './form.module.css';

/** The server's own confirmation after a send (spec §7 plain-text answers), shown as text, never as markup. */
export function ServerAnswer({
  title,
  text,
  onClose,
  testId,
}: {
  title: string;
  text: string;
  onClose: () => void;
  testId?: string;
}) {
  return (
    <Alert color="teal" variant="light" title={title} withCloseButton onClose={onClose} role="status">
      <Text size="sm" className={classes.answer} data-testid={testId}>
        {text}
      </Text>
    </Alert>
  );
}
