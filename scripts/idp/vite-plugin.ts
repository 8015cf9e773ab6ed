import type { Plugin } from 'vite';
import { createLocalIdp, LOCAL_IDP_DEFAULTS } from './local-idp.mjs';

/**
 * Mounts the local identity provider (scripts/idp/local-idp.mjs) in the Vite dev server, ahead of Vite's own
 * middlewares and its SPA fallback, for requests under /<tenant>/ only. The server is plain http, but the issuer says
 * https://localhost:<port> so the app's authority has B2C's https shape; the app gives MSAL
 * `localAuthorityMetadata(...)` as authorityMetadata (no discovery fetch, no certificate), see README.
 */
export function localIdpPlugin({ enabled }: { enabled: boolean }): Plugin {
  return {
    name: 'local-idp',
    apply: 'serve',
    configureServer(server) {
      if (!enabled) return;
      const port = server.config.server.port ?? 5173;
      const origin = `${server.config.server.https ? 'https' : 'http'}://localhost:${port}`;
      const idp = createLocalIdp({
        origin,
        issuerOrigin: `https://localhost:${port}`,
        tenant: LOCAL_IDP_DEFAULTS.tenant,
        clientId: LOCAL_IDP_DEFAULTS.clientId,
        apiScope: LOCAL_IDP_DEFAULTS.apiScope,
        redirectUris: [`${origin}/`, `${origin}/redirect-bridge.html`],
        postLogoutRedirectUris: [`${origin}/signin`],
      });
      const prefix = `/${LOCAL_IDP_DEFAULTS.tenant.toLowerCase()}/`;
      server.middlewares.use((req, res, next) => {
        if (!req.url?.toLowerCase().startsWith(prefix)) return next();
        idp.handler(req, res, next).catch(next);
      });
      server.httpServer?.once('close', () => idp.close());
    },
  };
}
