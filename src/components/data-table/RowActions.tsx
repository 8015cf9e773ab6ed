import { Fragment, type ReactNode } from 'react';
import { Button, Group } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';

/**
 * A link to the record's document (a PDF), opened in a new tab. `text` is what shows (Open); `name` is the
 * accessible name, which begins with that text and says which document and that it opens a new tab.
 */
export interface DocumentAction<T> {
  kind: 'document';
  text: string;
  href: (record: T) => string;
  name: (record: T) => string;
}

/** A declared action, or any other control a page puts in the row (a button that opens a form). */
export type RowAction<T> = DocumentAction<T> | ((record: T) => ReactNode);

export function RowActions<T>({ actions, record }: { actions: readonly RowAction<T>[]; record: T }) {
  return (
    <Group gap={4} justify="flex-end" wrap="wrap">
      {actions.map((action, index) =>
        typeof action === 'function' ? (
          <Fragment key={index}>{action(record)}</Fragment>
        ) : (
          <Button
            key={index}
            component="a"
            href={action.href(record)}
            target="_blank"
            rel="noopener noreferrer"
            size="compact-sm"
            variant="subtle"
            leftSection={<IconFileTypePdf size={16} aria-hidden />}
            aria-label={action.name(record)}
          >
            {action.text}
          </Button>
        ),
      )}
    </Group>
  );
}
