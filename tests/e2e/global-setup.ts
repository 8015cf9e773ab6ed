import type { TestProject } from 'vitest/node';
import { build, buildEnv, freePort, startLocalStack, type LocalStack } from '../../scripts/local-stack.mjs';

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
  return async () => {
    await stack.close();
    await checkContract(project, stack.contract);
  };
}

/** Whether every e2e file ran with every test in it (no file or name filter): only then must all operations be seen. */
async function ranWholeSuite(project: TestProject): Promise<boolean> {
  const { testFiles } = await project.globTestFiles();
  const ran = project.vitest.state.getFiles().filter((file) => testFiles.includes(file.filepath));
  type Node = { mode: string; tasks?: Node[] };
  const leaves = (node: Node): Node[] => (node.tasks ? node.tasks.flatMap(leaves) : [node]);
  const tests = ran.flatMap((file) => leaves(file));
  return ran.length === testFiles.length && tests.every((test) => test.mode === 'run');
}

/**
 * Issue 11 §5: the run went through `prism mock --errors` without one request that broke the contract, and called
 * every operation of spec §7 (and of the template identity method, which the contract holds too). A run of some
 * files only still fails on a violation, but cannot be asked for all operations.
 */
async function checkContract(project: TestProject, contract: LocalStack['contract']): Promise<void> {
  const whole = await ranWholeSuite(project);
  console.log(`${contract.line()}${whole ? '' : ' (some e2e files only: operations not required)'}`);
  const { missing, violations } = contract.summary();
  const failures = [...violations.map((violation) => `request violation: ${violation}`), ...(whole && missing.length > 0 ? [`operations never called: ${missing.join(', ')}`] : [])];
  if (failures.length > 0) throw new Error(`the e2e run broke the contract:\n${failures.join('\n')}`);
}
