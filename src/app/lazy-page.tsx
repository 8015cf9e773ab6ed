import { useEffect, useEffectEvent, useState, type ComponentType } from 'react';
import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import { LoadingState } from '@/components/query';
import { isOfflineChunkFailure, newVersionLoaded, PageFailure, trackPageImport } from '@/components/errors';
import { hasTokenSource } from '@/lib/http';
import { firstCallMember, memberSession, subscribeMember, type PageQuery } from '@/lib/member';

/** A page file's module: its component, with the first call it declares (`Page.query`, a PageQuery). */
type PageModule = { default: ComponentType & { query?: PageQuery } };

/**
 * A route's `lazy` that never rejects. React Router 7 renders nothing at all below the root when a route's `lazy`
 * rejects (the route stays "still loading" and its error element is never reached), so a page chunk removed by a
 * release left a blank page. Here the failure becomes the page (LatePage), inside the layout, with the menu working.
 */
export async function lazyPage(
  load: () => Promise<PageModule>,
  client?: QueryClient,
): Promise<{ Component: ComponentType; loader?: (args: { request: Request }) => null }> {
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
  const { query } = Page;
  if (!client || !query) return { Component: Page };
  return { Component: Page, loader: pageQueryLoader(query, client) };
}

/**
 * The route loader of a page that declares its first call: asks it through the app's query client
 * (`ensureQueryData`: nothing when the cache has the answer, else the call, shared with the page's own query, which
 * has the same options) as the page's code arrives, rather than once the page has rendered. It does not wait for the
 * answer: the page draws at once, its skeleton until the answer comes, and shows a failure or the wait for a
 * connection as its own (not as the route's error). The store is the current one, or, while the member's stores are
 * still loading, the one they will most likely confirm (firstCallMember). Without a member or a token yet (a visitor,
 * a member the identity client has not confirmed yet) it asks as soon as they are there, beside the member's stores.
 */
function pageQueryLoader(query: PageQuery, client: QueryClient) {
  let stopWaiting = () => undefined as unknown;
  return ({ request }: { request: Request }): null => {
    stopWaiting();
    const search = new URL(request.url).searchParams;
    const ask = () => {
      const member = firstCallMember();
      if (!member || !hasTokenSource()) return false;
      // The page's own generated options, whatever its answer's type.
      client.ensureQueryData(query(member, search) as FetchQueryOptions).catch(() => undefined);
      return true;
    };
    if (ask()) return null;
    // Until the member is known, or the member state is reset (a sign-out: the page is not theirs to ask for).
    const session = memberSession();
    const unsubscribe = subscribeMember(() => {
      if (memberSession() !== session || ask()) stopWaiting();
    });
    stopWaiting = () => {
      unsubscribe();
      stopWaiting = () => undefined;
    };
    return null;
  };
}

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
