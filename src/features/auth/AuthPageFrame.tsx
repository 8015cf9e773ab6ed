import type { ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';

interface AuthPageFrameProps {
  heading: string;
  intro?: ReactNode;
  children: ReactNode;
}

/** The heading, introduction and body every authentication page shares, whatever the layout variant. */
export function AuthPageFrame({ heading, intro, children }: AuthPageFrameProps) {
  return (
    <Stack gap="lg">
      <Stack gap={4} ta="center">
        <Title order={1} size="h3">
          {heading}
        </Title>
        {intro && (
          <Text size="sm" c="dimmed">
            {intro}
          </Text>
        )}
      </Stack>
      {children}
    </Stack>
  );
}
