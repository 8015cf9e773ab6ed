import { appendFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { FullConfig } from '@playwright/test';
import { build, buildEnv, freePort, startLocalStack } from '../../../scripts/local-stack.mjs';
import { E2E_BUILDS, E2E_OUTPUT, FIELD_DATA_FILE, STACK_FILE } from './paths';

/** The stack's addresses, as the workers read them (stack.ts). */
export interface StackAddresses {
  /** The production build with the configured identity method (B2C through MSAL, against the local provider). */
  baseUrl: string;
  /** The same app built with the template (e-mail and password) identity method. */
  templateBaseUrl: string;
  /** The local identity provider's origin, which the configured build's CSP must allow. */
  identityProviderOrigin: string;
}

/**
 * The e2e suite runs against production builds, as members get them: build both identity methods, start Prism on the
 * contract and the identity provider, serve the builds with /api proxied to Prism (scripts/local-stack.mjs), on free
 * ports. A build failure (a bad config/ file, say) stops the run here, naming file and field.
 *
 * The teardown checks the API contract over the whole run: no request Prism found against the contract, and, when
 * every e2e test ran (E2E_WHOLE_SUITE=1, set by `npm test`), every operation of the contract called at least once.
 */
export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  rmSync(E2E_OUTPUT, { recursive: true, force: true });
  mkdirSync(E2E_OUTPUT, { recursive: true });
  const [mockApiPort, appPort, templatePort, identityProviderPort] = await Promise.all([
    freePort(),
    freePort(),
    freePort(),
    freePort(),
  ]);
  const env = buildEnv(identityProviderPort);
  build(E2E_BUILDS.app, env.configured);
  build(E2E_BUILDS.template, env.template);
  const stack = await startLocalStack({
    apps: [
      { dist: E2E_BUILDS.app, port: appPort },
      { dist: E2E_BUILDS.template, port: templatePort },
    ],
    mockApiPort,
    identityProviderPort,
    // For field-data.e2e.ts (bodies are single-line JSON).
    onFieldData: (body) => appendFileSync(FIELD_DATA_FILE, `${body}\n`),
  });
  const [baseUrl = '', templateBaseUrl = ''] = stack.origins;
  const addresses: StackAddresses = {
    baseUrl,
    templateBaseUrl,
    identityProviderOrigin: stack.identityProviderOrigin,
  };
  writeFileSync(STACK_FILE, JSON.stringify(addresses, null, 2));

  return async () => {
    await stack.close();
    const whole = process.env.E2E_WHOLE_SUITE === '1';
    console.log(`${stack.contract.line()}${whole ? '' : ' (part of the suite: operations not required)'}`);
    const { missing, violations } = stack.contract.summary();
    const failures = [
      ...violations.map((violation) => `request violation: ${violation}`),
      ...(whole && missing.length > 0 ? [`operations never called: ${missing.join(', ')}`] : []),
    ];
    if (failures.length > 0) throw new Error(`the e2e run broke the contract:\n${failures.join('\n')}`);
  };
}
