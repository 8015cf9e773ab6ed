import { Suspense } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { PageErrorBoundary } from '@/components/errors';
import { FullPageLoader } from '@/components/FullPageLoader';
import { config, type LayoutKind, type RouteConfig } from '@/lib/config';
import { routeById } from '@/lib/routing';
import { layoutComponents } from './layouts';
import { pageLoader } from './page-registry';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { RouteGate } from './RouteGate';

function toRouteObject(route: RouteConfig): RouteObject {
  if (route.redirectTo) return { path: route.path, element: <Navigate to={routeById(route.redirectTo)?.path ?? config.notFoundPath} replace /> };
  const load = pageLoader(route.page ?? '');
  // The page's own error element renders inside its layout: a failing page leaves the header and the menu working.
  return { path: route.path, errorElement: <PageErrorBoundary />, lazy: async () => ({ Component: (await load()).default }) };
}

function LayoutFrame({ kind }: { kind: LayoutKind }) {
  const Layout = layoutComponents[kind];
  return (
    <Suspense fallback={<FullPageLoader />}>
      <Layout />
    </Suspense>
  );
}

/** The router, built from config/routes.json: one lazy page per route, grouped under its layout, behind the guard. */
export function buildRoutes(): RouteObject[] {
  const layouts: LayoutKind[] = ['shell', 'auth', 'adaptive'];
  return [
    {
      element: <RouteGate />,
      errorElement: <RouteErrorBoundary />,
      hydrateFallbackElement: <FullPageLoader />,
      children: [
        ...layouts.map((kind) => ({
          element: <LayoutFrame kind={kind} />,
          errorElement: <RouteErrorBoundary />,
          children: config.routes.filter((route) => route.layout === kind).map(toRouteObject),
        })),
        // '/' and unknown paths: the guard redirects them (spec §2) before anything renders here.
        { path: '*', element: <Outlet /> },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}
