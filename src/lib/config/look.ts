import type { z } from 'zod';
import { lookFileSchemas, type ConfigText, type LookFileName, type LookFiles } from './schema.ts';
import { parseConfigFile, type RouteConfig } from './resolve.ts';

/** A QR code as one SVG path of unit squares on a size × size grid (drawn at build time from a link in config). */
export interface QrCode {
  size: number;
  path: string;
}

export interface LookConfig {
  footer: LookFiles['footer.json'] & { regionalManagerPath: string };
  ads: LookFiles['ads.json'];
  messages: LookFiles['demo-messages.json'] & { viewAllPath: string };
  /** By mobile app id. */
  qrCodes: Record<string, QrCode>;
}

export type { ConfigText };

export type LookResult = { ok: true; look: Omit<LookConfig, 'qrCodes'> } | { ok: false; errors: string[] };

/**
 * Validates the look's files of config/ (footer, ads, demo messages) against their schemas and the routes they name,
 * reporting each problem with its file and field. QR codes are added by the build (scripts/portal-config-plugin.ts).
 */
export function resolveLookConfig(raw: Record<LookFileName, unknown>, routes: readonly RouteConfig[]): LookResult {
  const errors: string[] = [];
  const parse = <K extends LookFileName>(name: K) =>
    parseConfigFile(name, lookFileSchemas[name] as unknown as z.ZodType<LookFiles[K]>, raw[name], errors);
  const footer = parse('footer.json');
  const ads = parse('ads.json');
  const messages = parse('demo-messages.json');
  if (!footer || !ads || !messages) return { ok: false, errors };

  const pathOf = (routeId: string, where: string): string => {
    const route = routes.find((candidate) => candidate.id === routeId);
    if (!route) errors.push(`${where}: unknown route id '${routeId}'`);
    return route?.path ?? '/';
  };
  const regionalManagerPath = pathOf(
    footer.helpCenter.regionalManager.route,
    'config/footer.json: helpCenter.regionalManager.route',
  );
  const viewAllPath = pathOf(messages.viewAllRoute, 'config/demo-messages.json: viewAllRoute');
  ads.banners.forEach((banner, index) => {
    if (banner.href.startsWith('/') && !routes.some((route) => route.path === banner.href)) {
      errors.push(`config/ads.json: banners[${index}].href: no route has the path '${banner.href}'`);
    }
  });
  footer.mobileApps.apps.forEach((app, index) => {
    // Each app's QR code is found by its id.
    if (footer.mobileApps.apps.findIndex((other) => other.id === app.id) !== index)
      errors.push(`config/footer.json: mobileApps.apps[${index}].id: '${app.id}' is used twice`);
  });
  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    look: { footer: { ...footer, regionalManagerPath }, ads, messages: { ...messages, viewAllPath } },
  };
}
