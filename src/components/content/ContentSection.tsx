import { useId, type ReactNode } from 'react';
import { Paper, Text, Title } from '@mantine/core';
import type { ContentText } from '@/lib/config';
import classes from './content.module.css';
import { useContentText } from './useContentText';

interface ContentSectionProps {
  /** The section's heading (an h2: the page title is the h1), also its accessible name. */
  title?: ContentText;
  intro?: ContentText;
  children: ReactNode;
}

/** One block of a content page: a card with its heading, an introduction and the block's own body. */
export function ContentSection({ title, intro, children }: ContentSectionProps) {
  const t = useContentText();
  const headingId = useId();
  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      aria-labelledby={title ? headingId : undefined}
      className={classes.section}
    >
      {title && (
        <Title order={2} size="h4" id={headingId} className={classes.sectionTitle}>
          {t(title)}
        </Title>
      )}
      {intro && (
        <Text c="dimmed" className={classes.sectionIntro}>
          {t(intro)}
        </Text>
      )}
      {children}
    </Paper>
  );
}
