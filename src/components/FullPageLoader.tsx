import { Center, Loader, VisuallyHidden } from '@mantine/core';

/** Shown while authentication or the first page loads (spec §4). Its label is plain text: it may show before any catalog. */
export function FullPageLoader({ label = 'Loading…' }: { label?: string }) {
  return (
    <Center h="100dvh" role="status" aria-live="polite">
      <Loader aria-hidden />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Center>
  );
}
