import type { StaticWebAppConfig } from './static-web-app.mjs';
export function readStaticWebAppConfig(dist: string): StaticWebAppConfig;
export function matchesRoute(pattern: string, pathname: string): boolean;
export function headersFor(swaConfig: StaticWebAppConfig, pathname: string): Record<string, string>;
export function fallsBackToIndex(swaConfig: StaticWebAppConfig, pathname: string): boolean;
export function rewriteFor(swaConfig: StaticWebAppConfig, pathname: string): string | null;
