import { useState, type ComponentType } from 'react';
import { newVersionLoaded, PageFailure, trackPageImport } from '@/components/errors';

type PageModule = { default: ComponentType };

/**
 * A route's `lazy` that never rejects. React Router 7 renders nothing at all below the root when a route's `lazy`
 * rejects (the route stays "still loading" and its error element is never reached), so a page chunk removed by a
 * release left a blank page. Here the failure becomes the page (LatePage), inside the layout, with the menu working.
 */
export async function lazyPage(load: () => Promise<PageModule>): Promise<{ Component: ComponentType }> {
  try {
    const module = await trackPageImport(load);
    newVersionLoaded();
    return { Component: module.default };
  } catch (error) {
    console.warn('A page could not be loaded', error);
    return { Component: () => <LatePage load={load} error={error} /> };
  }
}

/**
 * The router keeps what a route's `lazy` gave for good, so a page whose code did not arrive stays this component. Its
 * code missing after a release: it reloads once, then says a newer version is available and offers Reload. Not
 * arrived because the device was offline: it says so and fetches the page again once back online, then shows it.
 */
function LatePage({ load, error }: { load: () => Promise<PageModule>; error: unknown }) {
  const [attempt, setAttempt] = useState<{ Page?: ComponentType; error?: unknown }>({ error });
  const retry = () =>
    void trackPageImport(load).then(
      (module) => {
        newVersionLoaded();
        setAttempt({ Page: module.default });
      },
      (next: unknown) => setAttempt({ error: next }),
    );
  if (attempt.Page) return <attempt.Page />;
  return <PageFailure error={attempt.error} onRetry={retry} />;
}
