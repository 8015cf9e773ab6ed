import net from 'node:net';
import { LOCAL_IDP_DEFAULTS } from '../../scripts/idp/local-idp.mjs';

export interface E2ePorts {
  mockApi: number;
  app: number;
  templateApp: number;
  identityProvider: number;
}

/** A port nobody listens on now, so several checkouts (or developers) can run the suite side by side. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function pickPorts(): Promise<E2ePorts> {
  const [mockApi, app, templateApp, identityProvider] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
  return { mockApi, app, templateApp, identityProvider };
}

/** Build-time settings of the two e2e builds. */
export function e2eBuildEnv(ports: E2ePorts) {
  return {
    configured: {
      VITE_AUTH_METHOD: 'b2c',
      // The https provider with discovery on, so MSAL's production path (metadata fetch, issuer check) is covered.
      VITE_B2C_AUTHORITY_BASE: `https://localhost:${ports.identityProvider}/${LOCAL_IDP_DEFAULTS.tenant}`,
      VITE_B2C_KNOWN_AUTHORITIES: `localhost:${ports.identityProvider}`,
    },
    template: { VITE_AUTH_METHOD: 'template' },
  };
}
