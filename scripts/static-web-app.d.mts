import type { PortalConfig } from '../src/lib/config/resolve.ts';

type AppSettings = Pick<PortalConfig['app'], 'api' | 'auth' | 'telemetry'>;

export interface StaticWebAppRoute {
  route: string;
  headers?: Record<string, string>;
  rewrite?: string;
}

type ConfigSettings = Pick<PortalConfig, 'signInPath'> & { app: AppSettings };

export interface StaticWebAppConfig {
  navigationFallback: { rewrite: string; exclude: string[] };
  globalHeaders: Record<string, string>;
  routes: StaticWebAppRoute[];
}

export const DEFAULT_COPY: string;
export function apiOrigins(baseUrl: string): string[];
export function identityOrigins(auth: AppSettings['auth']): string[];
export function telemetryOrigins(telemetry: AppSettings['telemetry']): string[];
export function prerenderedPages(config: ConfigSettings): { route: string; file: string }[];
export function staticWebAppConfig(config: ConfigSettings): StaticWebAppConfig;
export function serialize(config: StaticWebAppConfig): string;
