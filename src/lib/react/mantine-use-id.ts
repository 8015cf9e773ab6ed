import { useId as useReactId } from 'react';

/**
 * Stands in for `useId` of @mantine/hooks in the build (scripts/mantine-use-id-plugin.ts). Mantine's own keeps React's
 * id for the first render and swaps in a random one in a layout effect as every component that uses it mounts
 * (AppShell and its sections, every input, popover and menu). That state change in a layout effect makes React
 * render again and run every pending effect of the whole page inside the commit, in one task: on /dashboard that task
 * was 63 ms in Lighthouse's trace (its phone simulation counts it four times), and the page's calls left from inside
 * it. docs/decisions/mantine-use-id.md has the runs before and after. React's id is already unique within the portal's one
 * root and stable for a component's life; it is used as Mantine uses it, with Mantine's prefix.
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;
}
