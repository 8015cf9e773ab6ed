import { config, type RouteConfig, type RouteId } from '@/lib/config';

const normalise = (pathname: string): string => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
const routesByPath = new Map(config.routes.map((route) => [route.path, route]));
const routesById = new Map(config.routes.map((route) => [route.id, route]));

/** The configured route at a path (paths in config are static), or null. A trailing slash is ignored. */
export function matchRoute(pathname: string, routes: readonly RouteConfig[] = config.routes): RouteConfig | null {
  const path = normalise(pathname);
  if (routes === config.routes) return routesByPath.get(path) ?? null;
  return routes.find((route) => route.path === path) ?? null;
}

/**
 * A route by its id. The ids are typed from config/routes.json (src/lib/config/route-ids.ts, generated), so a route
 * named here exists: no fallback path is needed, and a missing one is a stale generated file, which throws.
 */
export function routeById(id: RouteId): RouteConfig {
  const route = routesById.get(id);
  if (!route) throw new Error(`route '${id}' is not in config/routes.json: run npm run generate`);
  return route;
}

/** The path of a route, by its typed id. */
export function routePath(id: RouteId): string {
  return routeById(id).path;
}
