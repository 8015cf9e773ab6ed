import type { TestProject } from 'vitest/node';
import { build, buildEnv, freePort, startLocalStack } from '../../scripts/local-stack.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The production build with the configured identity method (B2C through MSAL, against the local provider). */
    baseUrl: string;
    /** The same app built with the template (e-mail and password) identity method. */
    templateBaseUrl: string;
    /** The local identity provider's origin, which the configured build's CSP must allow. */
    identityProviderOrigin: string;
  }
}

/**
 * The e2e suite runs against production builds, as members get them: build, start Prism on the contract and the
 * identity provider, serve the builds with /api proxied to Prism (scripts/local-stack.mjs). A build failure (a bad
 * config/ file, say) stops the suite here.
 */
export default async function setup(project: TestProject) {
  const [mockApiPort, appPort, templatePort, identityProviderPort] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
  const env = buildEnv(identityProviderPort);
  build('dist', env.configured);
  build('dist-template', env.template);
  const stack = await startLocalStack({
    apps: [
      { dist: 'dist', port: appPort },
      { dist: 'dist-template', port: templatePort },
    ],
    mockApiPort,
    identityProviderPort,
  });
  const [baseUrl = '', templateBaseUrl = ''] = stack.origins;
  project.provide('baseUrl', baseUrl);
  project.provide('templateBaseUrl', templateBaseUrl);
  project.provide('identityProviderOrigin', stack.identityProviderOrigin);
  return () => stack.close();
}
