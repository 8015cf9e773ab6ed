import type { PortalConfig } from '../src/lib/config/resolve.ts';

// A build for deployment must not be able to ship pointing at this machine: members' browsers would send their sign-in
// to a local identity provider that is not there, or their token to an API over plain http. The local scripts (e2e,
// bench, preview, screenshots) build for this machine and say so with PORTAL_LOCAL_BUILD=1 (`npm run build:local`).

/** Hosts that mean "the machine the browser runs on". */
function isLocalHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '::1' ||
    host === '0.0.0.0' ||
    /^127(\.\d{1,3}){3}$/.test(host)
  );
}

const urlOf = (value: string): URL | null => {
  try {
    return new URL(value);
  } catch {
    return null;
  }
};

/** Every setting of the resolved config that points at this machine, or at an API over plain http, with its variable named. */
export function localSetupProblems(config: Pick<PortalConfig, 'app'>): string[] {
  const problems: string[] = [];
  const { api, auth } = config.app;
  const apiUrl = urlOf(api.baseUrl);
  if (apiUrl && isLocalHost(apiUrl.hostname))
    problems.push(
      `VITE_API_BASE_URL is ${api.baseUrl}: a local address; set the API's public https address (or leave /api, served with the portal)`,
    );
  else if (apiUrl && apiUrl.protocol !== 'https:')
    problems.push(`VITE_API_BASE_URL is ${api.baseUrl}: members' tokens would travel over plain http; use https`);
  const telemetryUrl = urlOf(config.app.telemetry.endpoint);
  if (telemetryUrl && isLocalHost(telemetryUrl.hostname))
    problems.push(
      `VITE_TELEMETRY_ENDPOINT is ${config.app.telemetry.endpoint}: a local address; set the resource's (docs/field-data.md), or leave it empty (off)`,
    );
  if (auth.method !== 'b2c') return problems;
  const authority = urlOf(auth.b2c.authorityBase);
  if (authority && isLocalHost(authority.hostname)) {
    problems.push(
      `VITE_B2C_AUTHORITY_BASE is ${auth.b2c.authorityBase}: the local identity provider; set the tenant's authority (README: Pointing it at a real API and identity provider)`,
    );
  }
  const local = auth.b2c.knownAuthorities.filter((host) => isLocalHost(host.split(':')[0] ?? host));
  if (local.length > 0)
    problems.push(
      `VITE_B2C_KNOWN_AUTHORITIES names ${local.join(', ')}: set the authority's host, e.g. <tenant>.b2clogin.com or <subdomain>.ciamlogin.com`,
    );
  const metadataHosts = [
    ...(auth.b2c.authorityMetadata ?? '').matchAll(/"(?:issuer|\w+_endpoint|jwks_uri)"\s*:\s*"([^"]+)"/g),
  ]
    .map((match) => urlOf(match[1] ?? ''))
    .filter((url) => url !== null);
  if (metadataHosts.some((url) => isLocalHost(url.hostname)))
    problems.push(
      "VITE_B2C_AUTHORITY_METADATA names the local identity provider: give the tenant's openid-configuration, or leave it unset",
    );
  return problems;
}

/** The message that stops a deployment build, or null when nothing points at this machine or the build says it is for it. */
export function deploymentGuard(
  config: Pick<PortalConfig, 'app'>,
  env: Record<string, string | undefined>,
): string | null {
  if (env.PORTAL_LOCAL_BUILD === '1') return null;
  const problems = localSetupProblems(config);
  if (problems.length === 0) return null;
  return [
    'A build for deployment refuses these settings (they are for this machine, or unsafe):',
    ...problems.map((problem) => `  ${problem}`),
    "Set the deployment's VITE_* variables, or build for this machine and say so: npm run build:local (PORTAL_LOCAL_BUILD=1).",
  ].join('\n');
}
