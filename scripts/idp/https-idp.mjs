// The local identity provider (local-idp.mjs) as a standalone https server on a self-signed certificate, made at start.
// e2e runs Chromium with --ignore-certificate-errors against it, so MSAL's discovery fetch and issuer check run as in
// production. Start it with `node scripts/idp/https-idp.mjs` to try it by hand (prints the authority and stops on Ctrl-C).
import https from 'node:https';
import { fileURLToPath } from 'node:url';
import { localCertificate } from '../local-certificate.mjs';
import { createLocalIdp, LOCAL_IDP_DEFAULTS, POLICIES } from './local-idp.mjs';

/**
 * Listens on https://localhost:<port> (bound to `host`, 127.0.0.1 by default; port 0 picks a free one) and resolves
 * once it does. `origin` is what the app's authority uses: https://localhost:<port>/<tenant>/<sign-in policy>.
 */
export async function startHttpsIdp({
  port = 8443,
  host = '127.0.0.1',
  redirectUris,
  postLogoutRedirectUris,
  tenant = LOCAL_IDP_DEFAULTS.tenant,
  clientId = LOCAL_IDP_DEFAULTS.clientId,
  apiScope = LOCAL_IDP_DEFAULTS.apiScope,
  membersFile,
  shape,
}) {
  const { key, cert } = await localCertificate();
  let idp;
  const server = https.createServer({ key, cert }, (req, res) => void idp.handler(req, res));
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const origin = `https://localhost:${server.address().port}`;
  idp = createLocalIdp({
    origin,
    tenant,
    clientId,
    redirectUris,
    postLogoutRedirectUris,
    apiScope,
    membersFile,
    shape,
  });
  return {
    origin,
    close() {
      idp.close();
      return new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const app = process.env.APP_ORIGIN ?? 'http://127.0.0.1:4312';
  const idp = await startHttpsIdp({
    port: Number(process.env.IDP_PORT ?? 8443),
    redirectUris: [`${app}/`, `${app}/redirect-bridge.html`],
    postLogoutRedirectUris: [`${app}/signin`],
  });
  console.log(`local identity provider: ${idp.origin}/${LOCAL_IDP_DEFAULTS.tenant}/${POLICIES.signIn} (app at ${app})`);
  const stop = () => void idp.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
