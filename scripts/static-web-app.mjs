// The response headers the portal ships with, in the format Azure Static Web Apps reads (staticwebapp.config.json).
//
// Why generated, and by every build: the Content-Security-Policy must name the API and the identity provider of the
// deployment being built (and field data's endpoint when it has one), and those come from config/app.json overridden
// by VITE_* variables at build time. A hand-kept file would drift from them; so `vite build` writes
// dist/staticwebapp.config.json from the resolved config (scripts/static-web-app-plugin.ts), and the server that e2e,
// `npm run preview` and `npm run bench` use reads its headers from that very file (scripts/serve-dist.mjs). The copy
// checked in beside this script, staticwebapp.config.default.json, is what the build makes from config/ with no
// variables: a header change shows up in review, and a unit test fails when the two differ
// (`node scripts/static-web-app.mjs --write` refreshes it).
// The policy is as strict as the app allows: no inline script or eval (a trial with Mantine 9 found 0 violations).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const DEFAULT_COPY = path.join(import.meta.dirname, 'staticwebapp.config.default.json');

/** The origin of the API when it lives elsewhere; a relative base address ('/api') is the app's own origin. */
export function apiOrigins(baseUrl) {
  return /^https?:\/\//i.test(baseUrl) ? [new URL(baseUrl).origin] : [];
}

/** The origin field data is sent to, when it goes elsewhere than the portal (off, or a path of its own: none). */
export function telemetryOrigins(telemetry) {
  return /^https:\/\//i.test(telemetry.endpoint) ? [new URL(telemetry.endpoint).origin] : [];
}

/** Where the browser talks to the identity provider: the authority's host and the hosts MSAL is told to trust. */
export function identityOrigins(auth) {
  if (auth.method !== 'b2c') return [];
  const origins = [
    new URL(auth.b2c.authorityBase).origin,
    ...auth.b2c.knownAuthorities.map((host) => new URL(`https://${host}`).origin),
  ];
  return [...new Set(origins)];
}

function contentSecurityPolicy({ connect, identity, telemetry, frameAncestors }) {
  const list = (...sources) => [...new Set(sources)].join(' ');
  return [
    "default-src 'self'",
    // No inline script: Vite emits none, and MSAL's redirect bridge is a module file too.
    "script-src 'self'",
    "style-src 'self'",
    // Mantine writes its CSS variables and responsive style props into <style> elements at run time.
    "style-src-elem 'self' 'unsafe-inline'",
    // React writes style props through the CSSOM, which CSP does not govern; parsed style="" attributes stay blocked.
    "style-src-attr 'none'",
    "img-src 'self' blob: data:",
    "font-src 'self'",
    `connect-src ${list("'self'", ...connect, ...identity, ...telemetry)}`,
    // MSAL renews tokens in a hidden frame that visits the provider and lands on the redirect bridge.
    `frame-src ${list("'self'", ...identity)}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    `form-action ${list("'self'", ...connect, ...identity)}`,
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}

/**
 * The pages a build writes as HTML of their own (scripts/prerender-plugin.ts), each served at its route in place of
 * index.html: the sign-in page of a B2C build, which paints before any script (the template flow's form does not).
 */
export function prerenderedPages(config) {
  return config.app.auth.method === 'b2c' ? [{ route: config.signInPath, file: '/signin.html' }] : [];
}

/**
 * staticwebapp.config.json for one deployment. `config` is the resolved portal config (api and auth of app.json, the
 * sign-in path); the order of the routes matters (the first match wins), and a route's header set to "" removes the
 * global one.
 */
export function staticWebAppConfig(config) {
  const { app } = config;
  const connect = apiOrigins(app.api.baseUrl);
  const identity = identityOrigins(app.auth);
  // Only the browser's beacons go there: connect-src, never form-action.
  const telemetry = telemetryOrigins(app.telemetry);
  const bridgePath = app.auth.b2c.bridgePath;
  return {
    navigationFallback: {
      rewrite: '/index.html',
      // A missing file is a 404, never the app's HTML: a chunk removed by a release must fail as a chunk.
      exclude: [
        '/assets/*',
        '/images/*',
        '/*.{js,mjs,css,map,json,txt,xml,svg,png,jpg,jpeg,gif,webp,avif,ico,woff,woff2,pdf}',
      ],
    },
    globalHeaders: {
      'Content-Security-Policy': contentSecurityPolicy({ connect, identity, telemetry, frameAncestors: "'none'" }),
      'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy':
        'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
      'Cross-Origin-Opener-Policy': 'same-origin',
      // index.html names the hashed files of the current release: always ask whether it changed.
      'Cache-Control': 'no-cache',
    },
    routes: [
      {
        // MSAL's redirect bridge runs in the provider's popup or in a hidden frame of the portal: an opener policy
        // would cut it off from the window that waits for it, and a cached copy could replay an old answer.
        route: bridgePath,
        headers: {
          'Cross-Origin-Opener-Policy': '',
          'Cache-Control': 'no-store',
          'Content-Security-Policy': contentSecurityPolicy({ connect, identity, telemetry, frameAncestors: "'self'" }),
        },
      },
      // File names carry a hash of their content: a new release has new names, so these never change.
      { route: '/assets/*', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
      // A prerendered page answers its route with its own HTML (the navigation fallback would give index.html).
      ...prerenderedPages(config).map((page) => ({ route: page.route, rewrite: page.file })),
    ],
  };
}

export const serialize = (swaConfig) => `${JSON.stringify(swaConfig, null, 2)}\n`;

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv.includes('--write')) {
  const { readPortalConfig } = await import('./portal-config-plugin.ts');
  const { config, errors } = readPortalConfig(path.resolve(import.meta.dirname, '..'));
  if (!config) throw new Error(errors.join('\n'));
  writeFileSync(DEFAULT_COPY, serialize(staticWebAppConfig(config)));
  console.log(`wrote ${path.relative(process.cwd(), DEFAULT_COPY)}`);
}
