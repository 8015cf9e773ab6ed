import { useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { createBrowserRouter } from 'react-router-dom';
import { fetchAhead } from '@/components/errors';
import { askFirstCalls, type FirstCalls } from '@/lib/member';
import { matchRoute } from '@/lib/routing';
import { pageLoader } from './page-registry';

type Router = ReturnType<typeof createBrowserRouter>;
type WithFirstCalls = { firstCalls?: FirstCalls };

// The signed-in frame's own first call (the member's stores), asked for as a member page opens after another frame.
const loadFrameCalls = (): Promise<WithFirstCalls> => import('@/features/stores');

/**
 * Asks for the first calls of each page the router opens, and of the signed-in frame as it is entered, as soon as the
 * address is known: a page module says what it asks for first (`export const firstCalls`), and the calls leave
 * while its code is still arriving and before anything has been drawn, instead of from its first render's effects.
 * Each page's own queries then take the answers over (one call each). The frame's call is asked for again only when
 * the frame is entered again, as it stays mounted (and its query with it) from page to page. Asks for the page at the
 * router's address at once, and for later ones once the router's guard has rendered (useFirstCallsOnNavigation).
 */
export function askFirstCallsOnEntry(router: Router, client: QueryClient): void {
  let path = '';
  let inFrame = false;
  let stopWaiting: (() => void)[] = [];
  const ask = (load: () => Promise<WithFirstCalls>, forPath: string) =>
    void fetchAhead(async () => {
      const { firstCalls } = await load();
      // Still the page being opened (the member may have moved on while its code arrived).
      if (firstCalls && forPath === path) stopWaiting.push(askFirstCalls(client, firstCalls));
    });
  const enter = (pathname: string) => {
    if (pathname === path) return;
    path = pathname;
    for (const stop of stopWaiting) stop();
    stopWaiting = [];
    const route = matchRoute(pathname);
    const frame = route?.layout === 'shell';
    if (frame && !inFrame) ask(loadFrameCalls, pathname);
    inFrame = frame;
    if (route?.page) ask(pageLoader(route.page), pathname);
  };
  enter(router.state.location.pathname);
  followNavigations = () => router.subscribe((state) => enter((state.navigation.location ?? state.location).pathname));
}

let followNavigations: (() => () => void) | null = null;

/**
 * Follows the router's navigations from the guard at its root, that is once RouterProvider listens to the router,
 * never before: the router keeps its first state update for a listener to come only while it has none, and a
 * listener of ours ahead of RouterProvider's left the app on its loader for good whenever the first page's code
 * arrived before React listened (about one sign-in in ten).
 */
export function useFirstCallsOnNavigation(): void {
  useEffect(() => followNavigations?.(), []);
}
