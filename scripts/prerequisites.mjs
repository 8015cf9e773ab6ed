#!/usr/bin/env node
// What `npm test`, `npm start`, `npm run bench` and `npm run screenshots` need from the machine, checked first and in
// a second, so a newcomer missing one gets one clear message instead of minutes of gates and then a stack trace from
// every e2e file. Run alone: `node scripts/prerequisites.mjs [--browser]`.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const MINIMUM_NODE_MAJOR = 24;

const HOW_TO_GET_NODE = [
  `Install Node ${MINIMUM_NODE_MAJOR} or newer, for example:`,
  `  npm install -g node@${MINIMUM_NODE_MAJOR}            (replaces this machine's Node; or with --prefix "$HOME/.node${MINIMUM_NODE_MAJOR}" and that bin/ first on PATH)`,
  `  nvm install                    (reads .nvmrc)`,
].join('\n');

const HOW_TO_GET_CHROMIUM = [
  'Install one, then run the command again:',
  '  apt-get install -y chromium    (Debian, Ubuntu: /usr/bin/chromium)',
  "  npx playwright-core install chromium    (where downloads work: Playwright's own browser cache)",
  'or point at one you have:',
  '  CHROMIUM_PATH=/path/to/chrome npm test',
].join('\n');

/** The Node version problem, or null when `version` (like process.version) is new enough. */
export function nodeProblem(version = process.version) {
  const major = Number(/^v?(\d+)/.exec(version)?.[1] ?? 0);
  if (major >= MINIMUM_NODE_MAJOR) return null;
  return `Node ${version} is too old: this project needs Node ${MINIMUM_NODE_MAJOR} or newer.\n${HOW_TO_GET_NODE}`;
}

/** Playwright's browser cache folders, newest revision first (its own download, where the network allows one). */
function playwrightCandidates(env, home, list) {
  const caches = [
    env.PLAYWRIGHT_BROWSERS_PATH,
    path.join(home, '.cache/ms-playwright'),
    path.join(home, 'Library/Caches/ms-playwright'),
  ].filter(Boolean);
  const inside = [
    'chrome-linux64/chrome',
    'chrome-linux/chrome',
    'chrome-mac/Chromium.app/Contents/MacOS/Chromium',
    'chrome-mac-arm64/Chromium.app/Contents/MacOS/Chromium',
  ];
  return caches.flatMap((cache) =>
    list(cache)
      .filter((name) => name.startsWith('chromium-'))
      .sort((a, b) => Number(b.slice('chromium-'.length)) - Number(a.slice('chromium-'.length)))
      .flatMap((name) => inside.map((file) => path.join(cache, name, file))),
  );
}

/** Where a person would have a Chromium, in the order we prefer them (CHROMIUM_PATH is handled by findChromium). */
export function chromiumCandidates({ env = process.env, home = os.homedir(), list = listFolder } = {}) {
  return [
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/snap/bin/chromium',
    '/usr/bin/google-chrome',
    '/usr/bin/google-chrome-stable',
    '/opt/google/chrome/chrome',
    '/Applications/Chromium.app/Contents/MacOS/Chromium',
    '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
    ...playwrightCandidates(env, home, list),
  ];
}

function listFolder(folder) {
  try {
    return readdirSync(folder);
  } catch {
    return [];
  }
}

/** Whether the file starts as a browser: `--version` answers (a wrapper whose binary is gone does not). */
function answersVersion(file) {
  const result = spawnSync(file, ['--version'], { encoding: 'utf8', timeout: 15_000 });
  return result.status === 0 && /chrom/i.test(result.stdout);
}

/**
 * The Chromium to drive: { path } or { problem } (a message for a person). CHROMIUM_PATH, when set, is the only
 * one tried: a person who named a browser means that one, and silently using another would hide their typo.
 */
export function findChromium({
  env = process.env,
  exists = existsSync,
  runs = answersVersion,
  candidates = chromiumCandidates({ env }),
} = {}) {
  if (env.CHROMIUM_PATH) {
    const named = env.CHROMIUM_PATH;
    if (!exists(named)) return { problem: `CHROMIUM_PATH is ${named}, which does not exist.\n${HOW_TO_GET_CHROMIUM}` };
    if (!runs(named))
      return {
        problem: `CHROMIUM_PATH is ${named}, which does not start as Chromium (\`${named} --version\` failed).\n${HOW_TO_GET_CHROMIUM}`,
      };
    return { path: named };
  }
  const present = candidates.filter((file) => exists(file));
  const working = present.find((file) => runs(file));
  if (working) return { path: working };
  const looked = `Looked at CHROMIUM_PATH (not set), ${candidates.length > 0 ? candidates.slice(0, 8).join(', ') : 'nothing'}${candidates.length > 8 ? " and Playwright's browser cache" : ''}.`;
  const broken = present.length > 0 ? `\nFound but not starting (\`--version\` failed): ${present.join(', ')}.` : '';
  return {
    problem: `No Chromium found: the e2e tests, the benchmark and the screenshots drive a real one.\n${looked}${broken}\n${HOW_TO_GET_CHROMIUM}`,
  };
}

/**
 * The browser the e2e suite drives: Chromium's headless shell when one is installed beside the Chromium found
 * (Debian's chromium-headless-shell package, or Playwright's own in its cache), else that Chromium. The shell is the
 * browser Playwright itself runs headless tests in: it draws no window UI, where the full browser in headless mode
 * starts a renderer for each context's window chrome; three of the largest e2e files took 163 s with it instead of
 * 191 s on a 2-core machine. CHROMIUM_PATH, when set, is used as it is: a person who named a browser means that one.
 */
export function e2eBrowser({
  env = process.env,
  exists = existsSync,
  chromium = findChromium({ env, runs: () => true }).path,
} = {}) {
  if (env.CHROMIUM_PATH || !chromium) return chromium;
  const besideIt = path.join(path.dirname(chromium), 'chromium-headless-shell');
  // Playwright's cache keeps each revision's shell in a folder of its own beside the browser's.
  const inPlaywrightCache = chromium.replace(
    /chromium-(\d+)([\\/])chrome-linux64[\\/]chrome$/,
    'chromium_headless_shell-$1$2chrome-headless-shell-linux64$2chrome-headless-shell',
  );
  return [besideIt, inPlaywrightCache].find((file) => file !== chromium && exists(file)) ?? chromium;
}

/** Every missing prerequisite, as messages; `browser` adds the Chromium lookup. */
export function prerequisiteProblems({ browser = false, version = process.version, env = process.env } = {}) {
  const problems = [];
  const node = nodeProblem(version);
  if (node) problems.push(node);
  if (browser) {
    const chromium = findChromium({ env });
    if (chromium.problem) problems.push(chromium.problem);
  }
  return problems;
}

/** Stops the process with the messages (and no stack trace) when something is missing. */
export function requirePrerequisites(options = {}) {
  const problems = prerequisiteProblems(options);
  if (problems.length === 0) return;
  console.error(
    `\nCannot start: ${problems.length === 1 ? 'a prerequisite is' : 'prerequisites are'} missing.\n\n${problems.join('\n\n')}\n`,
  );
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  requirePrerequisites({ browser: process.argv.includes('--browser') });
  console.log(
    `prerequisites: Node ${process.version}${process.argv.includes('--browser') ? `, Chromium at ${findChromium().path}` : ''}`,
  );
}
