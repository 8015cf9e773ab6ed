import { config, type RouteConfig } from '@/lib/config';

const normalise = (pathname: string): string => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
const routesByPath = new Map(config.routes.map((route) => [route.path, route]));

/** The configured route at a path (paths in config are static), or null. A trailing slash is ignored. */
export function matchRoute(pathname: string, routes: readonly RouteConfig[] = config.routes): RouteConfig | null {
  const path = normalise(pathname);
  if (routes === config.routes) return routesByPath.get(path) ?? null;
  return routes.find((route) => route.path === path) ?? null;
}

export function routeById(id: string): RouteConfig | undefined {
  return config.routes.find((route) => route.id === id);
}
