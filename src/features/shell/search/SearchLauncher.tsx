import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { useHotkeys } from '@mantine/hooks';
import { createSafeContext } from '@/lib/react/create-safe-context';

// Not in the shell's first download: the window arrives with the first Ctrl+K or click on a search button.
const PageSpotlight = lazy(() => import('./PageSpotlight'));

const [SearchContext, useOpenSearch] = createSafeContext<() => void>('SearchContext');
export { useOpenSearch };

/** Ctrl+K (⌘K on a Mac) opens the page search in every layout, also while typing in a field. */
export function SearchLauncher({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState(0);
  const open = useCallback(() => setRequest((count) => count + 1), []);
  useHotkeys([['mod+K', open]], []);
  return (
    <SearchContext value={open}>
      {children}
      {request > 0 && (
        <Suspense fallback={null}>
          <PageSpotlight request={request} />
        </Suspense>
      )}
    </SearchContext>
  );
}
