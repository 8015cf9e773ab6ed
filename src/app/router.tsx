import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { PageErrorBoundary } from '@/components/errors';
import { FullPageLoader } from '@/components/FullPageLoader';
import { config, type LayoutKind, type RouteConfig } from '@/lib/config';
import { matchRoute } from '@/lib/routing';
import { layoutRoute, preloadInitialLayout } from './layouts';
import { contentPageLoader } from './content-pages';
import { lazyPage } from './lazy-page';
import { pageLoader } from './page-registry';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { RouteGate } from './RouteGate';

const matchRouteId = (id: string) => config.routes.find((route) => route.id === id)?.path ?? config.notFoundPath;

function toRouteObject(route: RouteConfig, client?: QueryClient): RouteObject {
  // resolve.ts has checked that redirectTo names a route of config/routes.json.
  if (route.redirectTo) return { path: route.path, element: <Navigate to={matchRouteId(route.redirectTo)} replace /> };
  const load = route.content ? contentPageLoader(route.content) : pageLoader(route.page ?? '');
  // The page's own error element renders inside its layout: a failing page leaves the header and the menu working.
  return { path: route.path, errorElement: <PageErrorBoundary />, lazy: () => lazyPage(load, client) };
}

/**
 * The router, built from config/routes.json: one lazy page per route, grouped under its layout, behind the guard.
 * `client`: the app's query client, through which a page's first answer is asked as its code arrives (lazy-page.tsx).
 */
export function buildRoutes(client?: QueryClient): RouteObject[] {
  const layouts: LayoutKind[] = ['shell', 'auth', 'adaptive'];
  return [
    {
      element: <RouteGate />,
      errorElement: <RouteErrorBoundary />,
      hydrateFallbackElement: <FullPageLoader />,
      children: [
        ...layouts.map((kind) => ({
          lazy: () => layoutRoute(kind),
          errorElement: <RouteErrorBoundary />,
          children: config.routes.filter((route) => route.layout === kind).map((route) => toRouteObject(route, client)),
        })),
        // '/' and unknown paths: the guard redirects them before anything renders here.
        { path: '*', element: <Outlet /> },
      ],
    },
  ];
}

export function createAppRouter(client?: QueryClient) {
  // The router starts loading the initial page's chunk as it is created; its layout is fetched alongside.
  preloadInitialLayout(matchRoute(window.location.pathname)?.layout);
  return createBrowserRouter(buildRoutes(client));
}
