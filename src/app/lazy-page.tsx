import { useEffect, useEffectEvent, useState, type ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { LoadingState } from '@/components/query';
import { isOfflineChunkFailure, newVersionLoaded, PageFailure, trackPageImport } from '@/components/errors';
import type { FirstQuery } from '@/lib/query/first-query';
import { askFirstAnswer } from './first-answer';

/** A page file's module: its component, with the first call it declares (`Page.firstQuery`, first-answer.ts). */
type PageModule = { default: ComponentType & { firstQuery?: FirstQuery } };

/**
 * A route's `lazy` that never rejects. React Router 7 renders nothing at all below the root when a route's `lazy`
 * rejects (the route stays "still loading" and its error element is never reached), so a page chunk removed by a
 * release left a blank page. Here the failure becomes the page (LatePage), inside the layout, with the menu working.
 */
export async function lazyPage(
  load: () => Promise<PageModule>,
  client?: QueryClient,
): Promise<{ Component: ComponentType; loader?: FirstAnswerLoader; shouldRevalidate?: () => boolean }> {
  let module: PageModule;
  try {
    module = await trackPageImport(load);
    newVersionLoaded();
  } catch (error) {
    console.warn('A page could not be loaded', error);
    // Read now: whether the device was offline when the code did not arrive.
    const offline = isOfflineChunkFailure(error);
    // What a later try loaded, kept for the next time the member opens the page (it is this component for good).
    const loaded: LoadedPage = {};
    return { Component: () => <LatePage load={load} error={error} failedOffline={offline} loaded={loaded} /> };
  }
  const Page = module.default;
  const { firstQuery } = Page;
  if (!client || !firstQuery) return { Component: Page };
  // The page's first answer (first-answer.ts), asked by the route's loader: React Router calls it right after this,
  // for the same navigation, with the address being opened (for a click on a link `window.location` is still the
  // page being left), and draws the page once it has settled. Asked on the page's first visit only, as its code
  // arrives; later visits draw what the query cache holds and refresh it as any page does.
  let firstVisit = true;
  let mounted: () => void = () => undefined;
  return {
    loader: async ({ request }) => {
      if (!firstVisit) return null;
      firstVisit = false;
      mounted = await askFirstAnswer(firstQuery, client, new URL(request.url));
      return null;
    },
    // A change of the page's own search (a tab, a row form's ?param) is not a visit: nothing to ask again.
    shouldRevalidate: () => false,
    Component: function PageWithFirstAnswer() {
      useEffect(() => mounted(), []);
      return <Page />;
    },
  };
}

/** The route loader that asks a page's first answer; it hands the page no data of its own. */
type FirstAnswerLoader = (args: { request: Request }) => Promise<null>;

type Attempt = { Page?: ComponentType; error?: unknown; loading?: boolean };
type LoadedPage = { Page?: ComponentType };

interface LatePageProps {
  load: () => Promise<PageModule>;
  error: unknown;
  failedOffline: boolean;
  loaded: LoadedPage;
}

/**
 * The router keeps what a route's `lazy` gave for good, so a page whose code did not arrive stays this component. Its
 * code missing after a release: it reloads once, then says a newer version is available and offers Reload. Not
 * arrived because the device was offline: it says so and fetches the page again once back online, then shows it; and
 * when the member left the page and opens it again once online, it is fetched again at once (the failure was the
 * network's, not a release's).
 */
function LatePage({ load, error, failedOffline, loaded }: LatePageProps) {
  const [attempt, setAttempt] = useState<Attempt>(() => {
    if (loaded.Page) return { Page: loaded.Page };
    return failedOffline && navigator.onLine ? { loading: true } : { error };
  });
  const retry = () =>
    void trackPageImport(load).then(
      (module) => {
        newVersionLoaded();
        loaded.Page = module.default;
        setAttempt({ Page: module.default });
      },
      (next: unknown) => setAttempt({ error: next }),
    );
  const retryOnOpen = useEffectEvent(retry);
  const loadingOnOpen = attempt.loading === true;
  useEffect(() => {
    if (loadingOnOpen) retryOnOpen();
  }, [loadingOnOpen]);
  if (attempt.Page) return <attempt.Page />;
  // The page area's own loading state, as the page boundary shows while it reloads (not the whole-screen loader).
  if (attempt.loading) return <LoadingState />;
  return <PageFailure error={attempt.error} onRetry={retry} />;
}
