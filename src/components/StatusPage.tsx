import type { ReactNode } from 'react';
import { Stack, Title } from '@mantine/core';
import classes from './status-page.module.css';

interface StatusPageProps {
  /** A short mark such as "404", shown large and hidden from screen readers (the message says it all). */
  code?: string;
  message: string;
  children?: ReactNode;
}

/** The shape shared by the error, maintenance, coming-soon and "being built" pages. */
export function StatusPage({ code, message, children }: StatusPageProps) {
  return (
    <Stack align="center" gap="lg" py="xl" className={classes.root}>
      {code && (
        // A plain element, not Mantine's Text: Text sets its own font size, and which rule won depended on the order
        // the lazy chunks' stylesheets arrived in (the mark came out body-sized, and too pale for body text, in dark).
        <div aria-hidden className={classes.code}>
          {code}
        </div>
      )}
      <Title order={2} ta="center" className={classes.message}>
        {message}
      </Title>
      {children}
    </Stack>
  );
}
