import type { ReactNode, Ref } from 'react';
import { Paper, Stack, Title } from '@mantine/core';

interface FormSectionProps {
  headingId: string;
  /** The heading takes the focus when the form opens, so a screen reader says which form it is. */
  headingRef: Ref<HTMLHeadingElement>;
  title: ReactNode;
  children: ReactNode;
}

/** A form opened inside a page (a claim, an enrolment, a receipt by e-mail): a bordered section named by its heading. */
export function FormSection({ headingId, headingRef, title, children }: FormSectionProps) {
  return (
    <Paper component="section" withBorder radius="md" p={{ base: 'sm', sm: 'md' }} aria-labelledby={headingId}>
      <Stack gap="md">
        <Title order={2} size="h4" id={headingId} tabIndex={-1} ref={headingRef}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
