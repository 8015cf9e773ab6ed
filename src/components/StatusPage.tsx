import type { ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';
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
        <Text aria-hidden className={classes.code}>
          {code}
        </Text>
      )}
      <Title order={2} ta="center" className={classes.message}>
        {message}
      </Title>
      {children}
    </Stack>
  );
}
