import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { build, buildEnv, freePort, startLocalStack, type LocalStack } from '../../../scripts/local-stack.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/chromium.mjs';
import { LEGACY_MISSING_FILE } from '../support/paths';
import { signInSavedMembers, type SavedMember, type SavedSession } from './saved-sessions';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The production build with the configured identity method (B2C through MSAL, against the local provider). */
    baseUrl: string;
    /** The same app built with the template (e-mail and password) identity method. */
    templateBaseUrl: string;
    /** The local identity provider's origin, which the configured build's CSP must allow. */
    identityProviderOrigin: string;
    /** The run's one Chromium (launchServer): each file connects to it instead of launching its own. */
    browserWsEndpoint: string;
    /** Each test member signed in once through the provider (saved-sessions.ts), for tests that need a signed-in tab. */
    savedSessions: Record<SavedMember, SavedSession>;
  }
}

interface Shared {
  stack: LocalStack;
  server: BrowserServer;
  savedSessions: Record<SavedMember, SavedSession>;
  projects: TestProject[];
  started: Promise<void>;
}

// Two e2e projects (vitest.config.ts: the parallel one and the one whose files run alone) share one stack and one
// browser: vitest calls every project's global setup before the first test and tears down in reverse, so the
// first call starts everything and the last teardown stops it and checks the contract over both projects' files.
// Each project imports this file anew, so the shared state lives on globalThis, not in a module variable.
const holder = globalThis as { __e2eRun?: Shared };

async function start(owner: Shared): Promise<void> {
  const [mockApiPort, appPort, templatePort, identityProviderPort] = await Promise.all([
    freePort(),
    freePort(),
    freePort(),
    freePort(),
  ]);
  const env = buildEnv(identityProviderPort);
  build('dist', env.configured);
  build('dist-template', env.template);
  const [stack, server] = await Promise.all([
    startLocalStack({
      apps: [
        { dist: 'dist', port: appPort },
        { dist: 'dist-template', port: templatePort },
      ],
      mockApiPort,
      identityProviderPort,
    }),
    chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS }),
  ]);
  owner.stack = stack;
  owner.server = server;
  // Most tests need a signed-in member, not the sign-in: each member signs in here once (a few seconds each, ~30
  // times over in the files), and the sign-in itself is tested where it is the subject (identity*.e2e.ts and others).
  const clientId = (
    JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../config/app.json'), 'utf8')) as {
      auth: { b2c: { clientId: string } };
    }
  ).auth.b2c.clientId;
  const browser = await chromium.connect(server.wsEndpoint());
  try {
    owner.savedSessions = await signInSavedMembers(browser, stack.origins[0]!, clientId);
  } finally {
    await browser.close();
  }
}

/**
 * The e2e suite runs against production builds, as members get them: build, start Prism on the contract and the
 * identity provider, serve the builds with /api proxied to Prism (scripts/local-stack.mjs). A build failure (a bad
 * config/ file, say) stops the suite here. One Chromium serves the whole run: a launch per file cost seconds each.
 */
export default async function setup(project: TestProject) {
  if (!holder.__e2eRun) {
    const fresh = { projects: [] } as unknown as Shared;
    fresh.started = start(fresh);
    holder.__e2eRun = fresh;
  }
  const run = holder.__e2eRun;
  run.projects.push(project);
  await run.started;
  const [baseUrl = '', templateBaseUrl = ''] = run.stack.origins;
  project.provide('baseUrl', baseUrl);
  project.provide('templateBaseUrl', templateBaseUrl);
  project.provide('identityProviderOrigin', run.stack.identityProviderOrigin);
  project.provide('browserWsEndpoint', run.server.wsEndpoint());
  project.provide('savedSessions', run.savedSessions);
  return async () => {
    run.projects.splice(run.projects.indexOf(project), 1);
    if (run.projects.length > 0) return;
    delete holder.__e2eRun;
    await run.server.close();
    await run.stack.close();
    await checkContract(projectsOf(project), run.stack.contract);
  };
}

/** Every e2e project of the run (their names start with e2e), for the contract check over all of them. */
const projectsOf = (project: TestProject): TestProject[] =>
  project.vitest.projects.filter((each) => each.name.startsWith('e2e'));

/** Whether every e2e file ran with every test in it (no file or name filter): only then must all operations be seen. */
async function ranWholeSuite(projects: TestProject[]): Promise<boolean> {
  const testFiles = (
    await Promise.all(projects.map(async (project) => (await project.globTestFiles()).testFiles))
  ).flat();
  const ran = projects[0]!.vitest.state.getFiles().filter((file) => testFiles.includes(file.filepath));
  type Node = { mode: string; tasks?: Node[] };
  const leaves = (node: Node): Node[] => (node.tasks ? node.tasks.flatMap(leaves) : [node]);
  const tests = ran.flatMap((file) => leaves(file));
  return ran.length === testFiles.length && tests.every((test) => test.mode === 'run');
}

/**
 * The requests of these files went through `prism mock --errors` without one that broke the contract. Which operations
 * they called is left for the Playwright Test run that follows (support/global-setup.ts): the two runs together must
 * call every operation, so the operations these files never called are written down for it.
 */
async function checkContract(projects: TestProject[], contract: LocalStack['contract']): Promise<void> {
  const whole = await ranWholeSuite(projects);
  console.log(`legacy e2e files: ${contract.line()}`);
  const { missing, violations } = contract.summary();
  if (whole) {
    mkdirSync(path.dirname(LEGACY_MISSING_FILE), { recursive: true });
    writeFileSync(LEGACY_MISSING_FILE, JSON.stringify(missing));
  }
  if (violations.length > 0)
    throw new Error(`the e2e run broke the contract:\n${violations.map((v) => `request violation: ${v}`).join('\n')}`);
}
